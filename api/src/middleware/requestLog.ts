import { randomUUID } from "node:crypto";
import { REQUEST_ID_HEADER } from "@kindred/contract";
import type { Middleware } from "koa";
import type { AppState } from "../context";
import { type Logger, withRequestLogger } from "../logger";

export { REQUEST_ID_HEADER };

/** An incoming id is kept when it is this plain (a proxy's or a client's); anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives each request an id (the caller's `X-Request-Id` when sane, else a new one), answers it in
 * the same header, hands routes a logger that stamps it on every line (also to services, through
 * `currentLogger()`), and writes one access line
 * per request: method, path (never the query string, which may carry a sign-in code), status,
 * milliseconds and id.
 */
export const requestLog = (logger: Logger): Middleware<AppState> => {
  // The access line's keys are these five and `msg`, never a secret's: it skips the redaction
  // walk (about 20 µs a line with the secret keys' wildcard paths). Every other line of the
  // request goes through the redacting logger.
  const access = logger.child({}, { redact: [] });
  return async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.set(REQUEST_ID_HEADER, requestId);
    ctx.state.log = logger.child({ requestId });
    try {
      await withRequestLogger(ctx.state.log, next);
    } finally {
      access.info(
        {
          requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  };
};
