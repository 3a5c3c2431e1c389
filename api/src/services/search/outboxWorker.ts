import type { SearchBackend, SearchKind } from "@kindred/search";
import { QueryTypes } from "sequelize";
import { database } from "../../db/database";
import type { SearchEntity } from "../../db/models/SearchOutbox";
import { startPollingLoop } from "../../lib/pollingLoop";
import { KIND_OF_ENTITY, loadDocuments } from "./documents";

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

/**
 * Applies one batch of due outbox rows to `backend`, then deletes them, all in one transaction
 * that locks the rows (SKIP LOCKED, so several workers never apply the same row twice). Every
 * row reads the listing's current state, so order and duplicates do not matter; a row whose
 * listing is gone removes it. When the backend fails the rows stay, with attempts counted and
 * the next try pushed back. The PostgreSQL backend is its own index: its rows are only cleared.
 * Returns how many rows were settled (applied or cleared).
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
  return database().transaction(async (transaction) => {
    const rows = await database().query<OutboxRow>(
      `SELECT "id", "entity", "entityId", "attempts" FROM search_outbox
        WHERE "availableAt" <= now()
        ORDER BY "availableAt", "createdAt"
        LIMIT :batchSize
        FOR UPDATE SKIP LOCKED`,
      { replacements: { batchSize }, type: QueryTypes.SELECT, transaction },
    );
    if (rows.length === 0) return { applied: 0, failed: 0 };
    const ids = rows.map((row) => row.id);
    try {
      const byKind = new Map<SearchKind, Set<string>>();
      for (const row of rows) {
        const kind = KIND_OF_ENTITY[row.entity];
        byKind.set(kind, (byKind.get(kind) ?? new Set()).add(row.entityId));
      }
      for (const [kind, entityIds] of byKind) {
        const documents = await loadDocuments(kind, [...entityIds], transaction);
        await backend.indexMany(documents);
        const present = new Set(documents.map((document) => document.id));
        for (const id of entityIds) if (!present.has(id)) await backend.remove(kind, id);
      }
    } catch (error) {
      const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
      await database().query(
        `UPDATE search_outbox
            SET "attempts" = "attempts" + 1,
                "availableAt" = now() + least(:maxMs, :baseMs * power(2, "attempts")) * interval '1 millisecond'
          WHERE "id" IN (:ids)`,
        { replacements: { ids, baseMs: baseBackoffMs, maxMs: maxBackoffMs }, transaction },
      );
      options.log?.(
        `search outbox: ${rows.length} update(s) wait for ${backend.name} (attempt ${attempts}): ${(error as Error).message}`,
      );
      return { applied: 0, failed: rows.length };
    }
    await database().query(`DELETE FROM search_outbox WHERE "id" IN (:ids)`, { replacements: { ids }, transaction });
    return { applied: rows.length, failed: 0 };
  });
};

/**
 * Drains the outbox in the background until stopped: batch after batch while there is work,
 * a short pause when there is none or the backend is down. Returns the stop function.
 */
export const startOutboxWorker = (backend: SearchBackend, options: OutboxWorkerOptions = {}): (() => Promise<void>) =>
  startPollingLoop(
    async () => {
      const { applied } = await processOutboxBatch(backend, options);
      return { busy: applied > 0 };
    },
    {
      idleMs: options.idleMs ?? DEFAULTS.idleMs,
      // The database itself is unreachable: wait and try again.
      onError: (error) => options.log?.(`search outbox: ${error.message}`),
    },
  );
