import { type ErrorBody, SERVER_MESSAGES, toErrorIssues } from "@kindred/contract";
import type { Middleware } from "koa";
import { UniqueConstraintError } from "sequelize";
import { ZodError } from "zod";
import type { AppState } from "../context";
import { isDatabaseUnavailable } from "../db/unavailable";
import { HttpError } from "../errors";
import type { Logger } from "../logger";

interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** Errors raised by the body parser (raw-body / co-body) carry a status and a type. */
interface ParserError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message: string;
}

/** The body parser's failures as the contract words them, in the reader's language. */
const PARSER_MESSAGES: Record<string, () => string> = {
  "entity.parse.failed": () => SERVER_MESSAGES.malformedJson,
  "entity.too.large": () => SERVER_MESSAGES.bodyTooLarge,
  "encoding.unsupported": () => SERVER_MESSAGES.unsupportedMediaType,
  "charset.unsupported": () => SERVER_MESSAGES.unsupportedMediaType,
};

const isParserError = (error: unknown): error is ParserError =>
  error instanceof Error && typeof (error as ParserError).status === "number";

const respond = (status: number, message: string, issues?: ErrorBody["issues"], headers = {}): ErrorResponse => ({
  status,
  body: issues ? { message, issues } : { message },
  headers,
});

/** Maps any thrown value to a status and the `{ message, issues? }` body. */
export const toErrorResponse = (error: unknown): ErrorResponse => {
  if (error instanceof HttpError) return respond(error.status, error.message, error.issues, error.headers);
  if (error instanceof ZodError) return respond(400, SERVER_MESSAGES.validation, toErrorIssues(error));
  if (error instanceof UniqueConstraintError) return respond(409, SERVER_MESSAGES.conflict);
  // The database is restarting or away: the request may succeed in a moment, so 503, not 500.
  if (isDatabaseUnavailable(error)) return respond(503, SERVER_MESSAGES.databaseUnavailable);
  if (isParserError(error)) {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // co-body rethrows JSON.parse's SyntaxError with status 400 and no type.
      const type = error.type ?? (error instanceof SyntaxError ? "entity.parse.failed" : undefined);
      const message =
        (type && PARSER_MESSAGES[type]?.()) ?? (error.expose ? error.message : SERVER_MESSAGES.badRequest);
      return respond(status, message);
    }
  }
  return respond(500, SERVER_MESSAGES.internal);
};

/**
 * The one error middleware: every failure leaves as JSON; unexpected ones are logged with their
 * stack, through the request's logger so the line carries the request id.
 */
export const errorHandler =
  (logger: Logger): Middleware<AppState> =>
  async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body, headers } = toErrorResponse(error);
      const log = ctx.state.log ?? logger;
      // An outage answers every request alike: one short line each, not a stack trace each.
      if (isDatabaseUnavailable(error)) {
        log.warn({ method: ctx.method, path: ctx.path, reason: (error as Error).message }, "database unavailable");
      } else if (status >= 500) {
        log.error({ err: error, method: ctx.method, path: ctx.path }, "request failed");
      }
      ctx.status = status;
      ctx.set(headers);
      ctx.body = body;
    }
  };

/** Codes of a response the client stopped reading (closed tab, aborted image, moved on). */
const CLIENT_GONE = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE", "ECONNABORTED"]);

/**
 * Koa's `error` event: failures after the response started (a stream that broke mid-way). A
 * client that went away is normal traffic, not an error; anything else is logged with its stack.
 */
export const logAppError =
  (logger: Logger) =>
  (error: unknown, ctx?: { method: string; path: string; state?: Partial<AppState> }): void => {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === "string" && CLIENT_GONE.has(code)) return;
    (ctx?.state?.log ?? logger).error(
      { err: error, method: ctx?.method, path: ctx?.path },
      "response failed while sending",
    );
  };
