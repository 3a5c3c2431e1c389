import type { SearchBackend, SearchDocument, SearchKind } from "@kindred/search";
import pg from "pg";
import { QueryTypes } from "sequelize";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { SearchOutbox } from "../../db/models";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { OUTBOX_LOCK_KEY, tryOutboxLock } from "./outboxLock";
import { backoffMs, MAX_ATTEMPTS, processOutboxBatch, startOutboxWorker } from "./outboxWorker";

const db = useTestDatabase();

/** A stand-in for Meilisearch that is down until told otherwise and remembers what it got. */
const fakeBackend = () => {
  const documents = new Map<string, SearchDocument>();
  const state = { down: true, calls: 0 };
  const fail = () => {
    state.calls += 1;
    if (state.down) throw new Error("connect ECONNREFUSED");
  };
  const backend: SearchBackend = {
    name: "meilisearch",
    index: async (document) => backend.indexMany([document]),
    indexMany: async (batch) => {
      fail();
      for (const document of batch) documents.set(`${document.kind}:${document.id}`, document);
    },
    remove: async (kind: SearchKind, id: string) => {
      fail();
      documents.delete(`${kind}:${id}`);
    },
    search: async () => ({ spaceRequests: [], spaceOffers: [], users: [] }),
    health: async () => ({ backend: "meilisearch", ok: !state.down }),
  };
  return { backend, documents, state };
};

/** Makes every waiting row due now, as if the backoff had passed. */
const timePasses = () => SearchOutbox.update({ availableAt: new Date(Date.now() - 1000) }, { where: {} });
const clearOutbox = () => SearchOutbox.destroy({ where: {} });

describe("search outbox", () => {
  it("is written by the listing's own transaction, and not when it rolls back", async () => {
    await clearOutbox();
    const offer = await createSpaceOffer();
    const rows = await SearchOutbox.findAll({ where: { entityId: offer.id } });
    expect(rows.map((row) => [row.entity, row.op])).toEqual([["space_offer", "upsert"]]);

    await db.sequelize
      .transaction(async (transaction) => {
        await offer.update({ spaceName: "Rolled back" }, { transaction });
        throw new Error("abort");
      })
      .catch(() => {});
    expect(await SearchOutbox.count({ where: { entityId: offer.id } })).toBe(1);
  });

  it("records deletes, and profile changes but not sign-in bookkeeping", async () => {
    const member = await createUser();
    const request = await createSpaceRequest({ user: member });
    await clearOutbox();
    await member.update({ role: "admin" });
    expect(await SearchOutbox.count()).toBe(0);
    await member.update({ bio: "Gardener" });
    await request.destroy();
    const rows = await SearchOutbox.findAll({ order: [["createdAt", "ASC"]] });
    expect(rows.map((row) => [row.entity, row.op])).toEqual([
      ["user", "upsert"],
      ["space_request", "delete"],
    ]);
  });
});

describe("outbox worker", () => {
  it("keeps every update while the backend is down, backs off, and applies them all once it is back", async () => {
    await clearOutbox();
    const { backend, documents, state } = fakeBackend();
    const kept = await createSpaceOffer({ spaceName: "Kept Hall" });
    const gone = await createSpaceRequest({ title: "Soon gone" });
    await gone.destroy();
    const pending = await SearchOutbox.count();

    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = Date.now();
      expect(await processOutboxBatch(backend, { baseBackoffMs: 1_000 })).toEqual({
        applied: 0,
        failed: pending,
      });
      const rows = await SearchOutbox.findAll();
      expect(rows).toHaveLength(pending);
      for (const row of rows) {
        expect(row.attempts).toBe(attempt);
        const wait = row.availableAt.getTime() - before;
        // Doubling from 1 s: 1 s, 2 s, 4 s (clock skew between Node and PostgreSQL aside).
        expect(wait).toBeGreaterThan(backoffMs(attempt, 1_000) - 500);
        expect(wait).toBeLessThan(backoffMs(attempt, 1_000) + 500);
      }
      // Not due yet: nothing is tried.
      const calls = state.calls;
      expect(await processOutboxBatch(backend)).toEqual({ applied: 0, failed: 0 });
      expect(state.calls).toBe(calls);
      await timePasses();
    }

    state.down = false;
    expect(await processOutboxBatch(backend)).toEqual({ applied: pending, failed: 0 });
    expect(await SearchOutbox.count()).toBe(0);
    expect(documents.get(`spaceOffer:${kept.id}`)).toMatchObject({ spaceName: "Kept Hall" });
    expect(documents.get(`user:${kept.userId}`)).toMatchObject({ kind: "user" });
    expect(documents.has(`spaceRequest:${gone.id}`)).toBe(false);
    // The index never holds an email.
    expect(JSON.stringify([...documents.values()])).not.toContain("@");
  });

  it("sets a row aside in search_outbox_failed after 10 failed attempts, and /api/ready shows it", async () => {
    await clearOutbox();
    const { backend } = fakeBackend();
    const offer = await createSpaceOffer({ spaceName: "Never Indexed" });
    const pending = await SearchOutbox.count();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await processOutboxBatch(backend)).toEqual({ applied: 0, failed: pending });
      await timePasses();
    }
    expect(await SearchOutbox.count()).toBe(pending);
    const log: string[] = [];
    expect(await processOutboxBatch(backend, { log: (line) => log.push(line) })).toEqual({
      applied: 0,
      failed: pending,
    });
    expect(await SearchOutbox.count()).toBe(0);
    expect(log.join("\n")).toMatch(/set aside in search_outbox_failed after 10 attempts/);
    const failed = await db.sequelize.query<{ entityId: string; attempts: number; lastError: string }>(
      `SELECT "entityId", "attempts", "lastError" FROM search_outbox_failed WHERE "entityId" = :id`,
      { replacements: { id: offer.id }, type: QueryTypes.SELECT },
    );
    expect(failed).toEqual([{ entityId: offer.id, attempts: MAX_ATTEMPTS, lastError: "connect ECONNREFUSED" }]);

    const ready = await supertest(createTestApp(db.sequelize).callback()).get("/api/ready");
    expect(ready.body.details.searchOutbox.failed).toBe(pending);
    await db.sequelize.query("DELETE FROM search_outbox_failed");
  });

  it("keeps no row locked while the backend is called", async () => {
    await clearOutbox();
    const offer = await createSpaceOffer({ spaceName: "Unlocked Loft" });
    const { backend, documents, state } = fakeBackend();
    state.down = false;
    let lockedDuringCall: number | null = null;
    const watched: SearchBackend = {
      ...backend,
      indexMany: async (batch) => {
        // Another connection may take every claimed row's lock at once: nothing holds them.
        const [row] = await db.sequelize.query<{ locked: number }>(
          `SELECT count(*)::int AS "locked" FROM search_outbox WHERE "id" NOT IN (
             SELECT "id" FROM search_outbox FOR UPDATE SKIP LOCKED)`,
          { type: QueryTypes.SELECT },
        );
        lockedDuringCall = row.locked;
        await backend.indexMany(batch);
      },
    };
    expect((await processOutboxBatch(watched)).applied).toBeGreaterThan(0);
    expect(lockedDuringCall).toBe(0);
    expect(documents.has(`spaceOffer:${offer.id}`)).toBe(true);
  });

  it("lets one process at a time hold the worker's advisory lock", async () => {
    // Another process: its own connection, outside this file's pool.
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    const otherTries = async () =>
      (await other.query("SELECT pg_try_advisory_lock($1) AS held", [OUTBOX_LOCK_KEY])).rows[0].held;
    try {
      const first = await tryOutboxLock();
      expect(first).not.toBeNull();
      expect(await first?.stillHeld()).toBe(true);
      expect(await otherTries()).toBe(false);
      await first?.release();
      expect(await otherTries()).toBe(true);
      expect(await tryOutboxLock()).toBeNull();
    } finally {
      await other.end();
    }
    const afterOtherLeft = await tryOutboxLock();
    expect(afterOtherLeft).not.toBeNull();
    await afterOtherLeft?.release();
  });

  it("caps the backoff", () => {
    expect(backoffMs(1, 1_000, 60_000)).toBe(1_000);
    expect(backoffMs(4, 1_000, 60_000)).toBe(8_000);
    expect(backoffMs(30, 1_000, 60_000)).toBe(60_000);
  });

  it("runs in the background until stopped", async () => {
    await clearOutbox();
    const { backend, documents, state } = fakeBackend();
    state.down = false;
    const stop = startOutboxWorker(backend, { idleMs: 20 });
    const offer = await createSpaceOffer({ spaceName: "Background Barn" });
    await expect.poll(() => documents.has(`spaceOffer:${offer.id}`), { timeout: 5_000 }).toBe(true);
    // Its runs also copy the words' statistics for search_share once an ANALYZE moved them.
    await db.sequelize.query("ANALYZE space_offers");
    const copied = async () =>
      (
        await db.sequelize.query<{ current: boolean }>(
          `SELECT "version" = search_stats_version('space_offers') AS "current" FROM search_word_stats_copies
            WHERE "statsTable" = 'space_offers' AND "statsColumn" = 'search_vector'`,
          { type: QueryTypes.SELECT },
        )
      )[0]?.current ?? false;
    await expect.poll(copied, { timeout: 5_000 }).toBe(true);
    await stop();
    expect(await SearchOutbox.count()).toBe(0);
  });

  it("only clears the outbox for the PostgreSQL backend, which is its own index", async () => {
    await clearOutbox();
    await createSpaceOffer();
    const { backend } = fakeBackend();
    const postgres = { ...backend, name: "postgres" as const };
    expect((await processOutboxBatch(postgres)).applied).toBeGreaterThan(0);
    expect(await SearchOutbox.count()).toBe(0);
  });
});
