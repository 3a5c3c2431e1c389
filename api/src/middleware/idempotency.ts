import { Stream } from "node:stream";
import { SERVER_MESSAGES } from "@kindred/contract";
import type { Middleware, ParameterizedContext } from "koa";
import type { Transaction } from "sequelize";
import type { AppState } from "../context";
import { ConflictError, HttpError, ValidationError } from "../errors";
import {
  bodyFingerprint,
  claimIdempotencyKey,
  type IdempotentRequest,
  releaseIdempotencyKey,
  storeIdempotentResponse,
} from "../services/idempotency/idempotencyKeys";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
const SANE_KEY = /^[A-Za-z0-9._-]{1,200}$/;

/** A JSON answer can be stored and replayed; a stream or a buffer is not kept. */
const isStorable = (body: unknown) => !(body instanceof Stream) && !Buffer.isBuffer(body);

const succeeded = (status: number, body: unknown) => status >= 200 && status < 300 && isStorable(body);

/**
 * The `transaction()` step calls this before committing: the answer for the request's key is
 * written in the same transaction as the work, so a process killed at any moment leaves either
 * both (a retry replays) or neither (the abandoned claim lapses and a retry runs afresh).
 */
export const storeAnswerInTransaction = async (ctx: ParameterizedContext<AppState>, transaction: Transaction) => {
  const pending = ctx.state.idempotency;
  if (!pending || pending.stored || !succeeded(ctx.status, ctx.body)) return;
  await storeIdempotentResponse(pending.request, ctx.status, ctx.body, transaction);
  pending.stored = true;
};

/**
 * Every POST may carry an `Idempotency-Key`. The first request with a key runs; its successful
 * answer is kept 24 hours for that member (or visitor IP and body), and a retry with the same key
 * and body gets the same status and body back (marked `Idempotent-Replayed: true`) without
 * running again. The key with another body (or route) is a 422: replaying would answer a request
 * that never ran. A retry while the first is still running gets 409; a failed request frees the
 * key. Runs after the body parsers, since the body's fingerprint is part of the key.
 */
export const idempotency = (): Middleware<AppState> => async (ctx, next) => {
  const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
  if (ctx.method !== "POST" || !key) return next();
  if (!SANE_KEY.test(key)) throw ValidationError(SERVER_MESSAGES.idempotencyKeyInvalid);

  const { body, rawBody } = ctx.request as { body?: unknown; rawBody?: string };
  const bodyHash = bodyFingerprint(body, rawBody);
  const request: IdempotentRequest = {
    scope: ctx.state.user ? `member:${ctx.state.user.id}` : `visitor:${ctx.ip}:${bodyHash}`,
    key,
    method: ctx.method,
    path: ctx.path,
    bodyHash,
  };
  const claim = await claimIdempotencyKey(request);
  if (claim.kind === "running") throw ConflictError(SERVER_MESSAGES.idempotencyKeyRunning);
  if (claim.kind === "reused") throw new HttpError(422, SERVER_MESSAGES.idempotencyKeyReused);
  if (claim.kind === "replay") {
    ctx.status = claim.status;
    ctx.body = claim.body;
    ctx.set(REPLAYED_HEADER, "true");
    return;
  }

  ctx.state.idempotency = { request, stored: false };
  let stored = false;
  try {
    await next();
    // A transactional route kept its answer in its own transaction (`storeAnswerInTransaction`).
    stored = ctx.state.idempotency.stored;
    if (!stored && succeeded(ctx.status, ctx.body)) {
      // The work is done and committed: failing to keep its answer must not turn it into a 500.
      stored = await storeIdempotentResponse(request, ctx.status, ctx.body).then(
        () => true,
        (error: unknown) => {
          ctx.state.log.warn({ err: error }, "could not keep the answer for this Idempotency-Key");
          return false;
        },
      );
    }
  } finally {
    if (!stored) {
      // Never hide the request's own error behind this one.
      await releaseIdempotencyKey(request).catch((error: unknown) =>
        ctx.state.log.warn({ err: error }, "could not free this Idempotency-Key"),
      );
    }
  }
};
