import { createHash } from "node:crypto";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";

/** How long a stored answer is replayed for. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

export interface IdempotentRequest {
  /**
   * `member:<id>` or `visitor:<ip>:<bodyHash>`: the same key from two callers names two requests.
   * A visitor's scope holds the body too, so someone else behind the same address who learns a
   * key gets a replay only of a request they could have sent themselves.
   */
  scope: string;
  key: string;
  method: string;
  path: string;
  /** `bodyFingerprint` of the request's body. */
  bodyHash: string;
}

/** Deeper than this, a body is fingerprinted by its raw text (nothing real nests so far). */
const MAX_CANONICAL_DEPTH = 64;
class TooDeep extends Error {}

/** JSON with every object's keys sorted, so key order and spacing never make two bodies differ. */
const canonical = (value: unknown, depth: number): string => {
  if (depth > MAX_CANONICAL_DEPTH) throw new TooDeep();
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, depth + 1)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key], depth + 1)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
};

/** SHA-256 of the parsed body's canonical JSON (or, absurdly nested, of its raw text). */
export const bodyFingerprint = (body: unknown, rawBody: string | undefined): string => {
  let text: string;
  try {
    text = `json:${canonical(body ?? null, 0)}`;
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    text = `raw:${rawBody ?? ""}`;
  }
  return createHash("sha256").update(text, "utf8").digest("base64url");
};

export type Claim =
  | { kind: "claimed" }
  | { kind: "replay"; status: number; body: unknown }
  | { kind: "running" }
  | { kind: "reused" };

interface Row {
  method: string;
  path: string;
  bodyHash: string | null;
  status: number | null;
  body: unknown;
}

/**
 * A claim still without an answer after this long was left by a process that died mid-request
 * (kill -9, a crash): no request runs this long. A transactional route keeps its answer in the
 * write's own transaction, so an abandoned claim means nothing was committed and the retry may
 * run afresh.
 */
export const IDEMPOTENCY_CLAIM_LEASE_SECONDS = 30;

const EXPIRED = `"createdAt" < now() - interval '${IDEMPOTENCY_WINDOW_HOURS} hours'`;
const ABANDONED = `("status" IS NULL AND "createdAt" < now() - interval '${IDEMPOTENCY_CLAIM_LEASE_SECONDS} seconds')`;

/**
 * Claims the key for this request, or says what became of the first request that used it: its
 * stored answer, still running, or a different request (another method, path or body).
 */
export const claimIdempotencyKey = async (request: IdempotentRequest): Promise<Claim> => {
  const { scope, key, method, path, bodyHash } = request;
  await database().query(
    `DELETE FROM idempotency_keys WHERE "scope" = $1 AND "key" = $2 AND (${EXPIRED} OR ${ABANDONED})`,
    { bind: [scope, key] },
  );
  const inserted = await database().query(
    `INSERT INTO idempotency_keys ("scope", "key", "method", "path", "bodyHash") VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING 1 AS "claimed"`,
    { bind: [scope, key, method, path, bodyHash], type: QueryTypes.SELECT },
  );
  if (inserted.length > 0) return { kind: "claimed" };
  const [row] = await database().query<Row>(
    `SELECT "method", "path", "bodyHash", "status", "body" FROM idempotency_keys WHERE "scope" = $1 AND "key" = $2`,
    { bind: [scope, key], type: QueryTypes.SELECT },
  );
  // Swept between the two statements: nothing to replay, so let the caller try again.
  if (!row) return { kind: "running" };
  if (row.method !== method || row.path !== path) return { kind: "reused" };
  // A row from before fingerprints were kept has none: judged by method and path alone.
  if (row.bodyHash !== null && row.bodyHash !== bodyHash) return { kind: "reused" };
  return row.status === null ? { kind: "running" } : { kind: "replay", status: row.status, body: row.body };
};

/**
 * Keeps the first successful answer for retries; inside the write's `transaction` when it has
 * one, so the answer is committed with the write or not at all.
 */
export const storeIdempotentResponse = (
  request: IdempotentRequest,
  status: number,
  body: unknown,
  transaction?: Transaction,
) =>
  database().query(`UPDATE idempotency_keys SET "status" = $3, "body" = $4::jsonb WHERE "scope" = $1 AND "key" = $2`, {
    bind: [request.scope, request.key, status, JSON.stringify(body ?? null)],
    transaction,
  });

/** A request that failed leaves no answer: the key is free for the retry to run it afresh. */
export const releaseIdempotencyKey = (request: IdempotentRequest) =>
  database().query(`DELETE FROM idempotency_keys WHERE "scope" = $1 AND "key" = $2 AND "status" IS NULL`, {
    bind: [request.scope, request.key],
  });

/** Housekeeping: answers past the window are never replayed again. */
export const sweepExpiredIdempotencyKeys = async (): Promise<void> => {
  await database().query(`DELETE FROM idempotency_keys WHERE ${EXPIRED}`);
};
