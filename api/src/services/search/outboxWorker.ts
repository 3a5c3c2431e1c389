import { shortenText } from "@kindred/contract";
import type { SearchBackend, SearchKind } from "@kindred/search";
import { QueryTypes } from "sequelize";
import { database } from "../../db/database";
import type { SearchEntity } from "../../db/models/SearchOutbox";
import { type BackgroundTask, runInBackground } from "../jobs/jobRunner";
import { KIND_OF_ENTITY, loadDocuments } from "./documents";
import { tryOutboxLock } from "./outboxLock";

interface OutboxRow {
  id: string;
  entity: SearchEntity;
  entityId: string;
  attempts: number;
}

export interface OutboxWorkerOptions {
  batchSize?: number;
  /** First retry delay; doubles per failed attempt up to `maxBackoffMs`. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Pause between polls when the outbox is empty. */
  idleMs?: number;
  log?: (line: string) => void;
}

const DEFAULTS = { batchSize: 200, baseBackoffMs: 1_000, maxBackoffMs: 5 * 60_000, idleMs: 1_000 };

/** Milliseconds before the next try of a row that failed `attempts` times. */
export const backoffMs = (attempts: number, base = DEFAULTS.baseBackoffMs, max = DEFAULTS.maxBackoffMs) =>
  Math.min(max, base * 2 ** Math.max(0, attempts - 1));

/** How long a claimed row stays hidden from other claims: a worker that dies mid-call loses it after this. */
const CLAIM_MS = 5 * 60_000;

/** After this many failed tries a row moves to `search_outbox_failed` for a person to look at. */
export const MAX_ATTEMPTS = 10;

/** Pushes the due rows' next try past the claim, in a statement of its own, so no lock outlives it. */
const claimDueRows = (batchSize: number) =>
  database().query<OutboxRow>(
    `UPDATE search_outbox SET "availableAt" = now() + :claimMs * interval '1 millisecond'
      WHERE "id" IN (
        SELECT "id" FROM search_outbox
         WHERE "availableAt" <= now()
         ORDER BY "availableAt", "createdAt"
         LIMIT :batchSize
         FOR UPDATE SKIP LOCKED)
      RETURNING "id", "entity", "entityId", "attempts"`,
    { replacements: { batchSize, claimMs: CLAIM_MS }, type: QueryTypes.SELECT },
  );

/** Every row reads its record's current state, so order and duplicates do not matter; a record that is gone is removed. */
const applyRows = async (backend: SearchBackend, rows: OutboxRow[]) => {
  const byKind = new Map<SearchKind, Set<string>>();
  for (const row of rows) {
    const kind = KIND_OF_ENTITY[row.entity];
    byKind.set(kind, (byKind.get(kind) ?? new Set()).add(row.entityId));
  }
  for (const [kind, entityIds] of byKind) {
    const documents = await loadDocuments(kind, [...entityIds]);
    await backend.indexMany(documents);
    const present = new Set(documents.map((document) => document.id));
    for (const id of entityIds) if (!present.has(id)) await backend.remove(kind, id);
  }
};

/** Counts the failure, pushes the next try back, and sets aside rows that have failed MAX_ATTEMPTS times. */
const recordFailure = (ids: string[], error: Error, backoff: { baseMs: number; maxMs: number }) =>
  database().transaction(async (transaction) => {
    await database().query(
      `UPDATE search_outbox
          SET "attempts" = "attempts" + 1,
              "availableAt" = now() + least(:maxMs, :baseMs * power(2, "attempts")) * interval '1 millisecond'
        WHERE "id" IN (:ids)`,
      { replacements: { ids, ...backoff }, transaction },
    );
    const moved = await database().query<{ id: string }>(
      `WITH moved AS (
         DELETE FROM search_outbox WHERE "id" IN (:ids) AND "attempts" >= :maxAttempts RETURNING *)
       INSERT INTO search_outbox_failed ("id", "entity", "entityId", "op", "attempts", "lastError", "createdAt")
       SELECT "id", "entity", "entityId", "op", "attempts", :lastError, "createdAt" FROM moved
       RETURNING "id"`,
      {
        replacements: { ids, maxAttempts: MAX_ATTEMPTS, lastError: shortenText(error.message, 2000) },
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    return moved.length;
  });

/**
 * Applies one batch of due outbox rows to `backend`, then deletes them. The rows are claimed
 * first (their next try pushed past the claim, committed), so no row stays locked while the
 * backend is called over the network. When the backend fails the rows stay, with attempts
 * counted and the next try pushed back; after MAX_ATTEMPTS they move to `search_outbox_failed`.
 * The PostgreSQL backend is its own index: its rows are only cleared.
 */
export const processOutboxBatch = async (
  backend: SearchBackend,
  options: OutboxWorkerOptions = {},
): Promise<{ applied: number; failed: number }> => {
  const { batchSize, baseBackoffMs, maxBackoffMs } = { ...DEFAULTS, ...options };
  if (backend.name === "postgres") {
    const [, count] = await database().query(
      `DELETE FROM search_outbox WHERE "id" IN (SELECT "id" FROM search_outbox LIMIT :batchSize FOR UPDATE SKIP LOCKED)`,
      { replacements: { batchSize } },
    );
    return { applied: Number((count as { rowCount?: number })?.rowCount ?? 0), failed: 0 };
  }
  const rows = await claimDueRows(batchSize);
  if (rows.length === 0) return { applied: 0, failed: 0 };
  const ids = rows.map((row) => row.id);
  try {
    await applyRows(backend, rows);
  } catch (error) {
    const backoff = { baseMs: baseBackoffMs, maxMs: maxBackoffMs };
    const setAside = await recordFailure(ids, error as Error, backoff);
    const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
    options.log?.(
      `search outbox: ${rows.length} update(s) wait for ${backend.name} (attempt ${attempts}): ${(error as Error).message}` +
        (setAside > 0 ? `; ${setAside} set aside in search_outbox_failed after ${MAX_ATTEMPTS} attempts` : ""),
    );
    return { applied: 0, failed: rows.length };
  }
  await database().query(`DELETE FROM search_outbox WHERE "id" IN (:ids)`, { replacements: { ids } });
  return { applied: rows.length, failed: 0 };
};

/**
 * Copies ANALYZE's common lexemes for `search_share` where an ANALYZE ran since the last copy
 * (`db/sql/functions/search_word_stats_copy.sql`); a few catalog reads when nothing moved.
 * Until it has, `search_share` reads `pg_stats` itself, so an answer never rests on an old copy.
 */
export const copySearchWordStats = () => database().query("SELECT search_word_stats_copy()");

/**
 * The search outbox as a task of the job queue: a run applies batches while there are due rows
 * (up to 30 s, then the next run goes on), then waits `idleMs`. Runs come one after another;
 * the outbox's advisory lock keeps two that meet (another host took the next run while this one
 * still calls a slow backend) from applying at once. Each run then brings the copy of the words'
 * statistics up to date (`copySearchWordStats`). Each row's backoff and the set-aside after
 * MAX_ATTEMPTS live in the rows.
 */
export const outboxTask = (backend: SearchBackend, options: OutboxWorkerOptions = {}): BackgroundTask => {
  const { idleMs } = { ...DEFAULTS, ...options };
  return {
    name: "search-outbox",
    everyMs: idleMs,
    onError: (error) => options.log?.(`search outbox: ${error.message}`),
    run: async () => {
      const lock = await tryOutboxLock();
      if (!lock) return { again: false };
      try {
        const until = Date.now() + 30_000;
        let applied = 0;
        do ({ applied } = await processOutboxBatch(backend, options));
        while (applied > 0 && Date.now() < until);
        // The words' statistics ride along: one run at a time for the database, as the outbox's.
        await copySearchWordStats();
        return { again: applied > 0 };
      } finally {
        await lock.release().catch(() => {});
      }
    },
  };
};

/** Drains the outbox in the background (the search outbox task alone) until stopped; returns the stop function. */
export const startOutboxWorker = (backend: SearchBackend, options: OutboxWorkerOptions = {}): (() => Promise<void>) =>
  runInBackground([outboxTask(backend, options)], options);
