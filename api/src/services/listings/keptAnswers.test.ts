import { Client } from "pg";
import { QueryTypes } from "sequelize";
import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import { PUBLIC_USER_FIELDS, USER_SUMMARY_FIELDS } from "../../db/fieldTables";
import { Block } from "../../db/models";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { type Instance, signIn, useInstances } from "../../test/instances";
import { createKeptAnswers } from "./keptAnswers";

const db = useTestDatabase();
const startInstance = useInstances(db);

/** An app that never listens, so it builds every answer: what a kept answer must equal. */
const builder = () => request(createTestApp(db.sequelize).callback());

/** The parts of an answer a kept one must repeat: status, body, count and cursor. */
interface Seen {
  status: number;
  body: string;
  count: string | null;
  cursor: string | null;
}

const seen = (status: number, body: string, header: (name: string) => string | null | undefined): Seen => ({
  status,
  body,
  count: header("x-total-count") ?? null,
  cursor: header("x-next-cursor") ?? null,
});

/** `path` as one instance answers it (a kept answer or a built one). */
const read = async (instance: Instance, path: string, cookie?: string): Promise<Seen> => {
  const response = await fetch(`${instance.url}${path}`, { headers: cookie ? { cookie } : {} });
  return seen(response.status, await response.text(), (name) => response.headers.get(name));
};

/** `path` built afresh. */
const built = async (path: string, cookie?: string): Promise<Seen> => {
  const response = await builder()
    .get(path)
    .set(cookie ? { cookie } : {});
  return seen(response.status, response.text, (name) => response.headers[name] as string | undefined);
};

/** Writes with the triggers off: what no process is told of, so only a kept answer can hide it. */
const untracked = (sql: string, replacements: Record<string, unknown>) =>
  db.sequelize.transaction(async (transaction) => {
    await db.sequelize.query("SET LOCAL session_replication_role = replica", { transaction });
    await db.sequelize.query(sql, { replacements, transaction });
  });

/** Plain SQL, as another process would write it: its trigger notifies every process. */
const write = (sql: string, replacements: Record<string, unknown>) => db.sequelize.query(sql, { replacements });

/**
 * Waits until `instance` heard every notification committed so far: they arrive in commit order,
 * so once a marker sent now has arrived, so has every write before it.
 */
const caughtUp = async (instance: Instance) => {
  const marker = `marker-${Math.random()}`;
  const heard = vi.spyOn(instance.keptAnswers.listener, "onNotify");
  await db.sequelize.query("SELECT pg_notify('kindred_listings', :marker)", { replacements: { marker } });
  await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(marker));
  heard.mockRestore();
};

const PATHS = ["/api/explore/offers?limit=5", "/api/explore/requests?limit=5", "/api/search?q=kept"] as const;

describe("kept answers: explore pages and searches", () => {
  it("answers a page again unchanged while nothing was written, and afresh after any write", async () => {
    const one = await startInstance();
    const offer = await createSpaceOffer({ spaceName: "Kept hall" });
    await caughtUp(one);
    const first = await read(one, "/api/explore/offers?limit=5");
    expect(first.body).toContain("Kept hall");
    expect(await read(one, "/api/search?q=kept")).toMatchObject({ status: 200 });
    expect(one.keptAnswers.size().entries).toBeGreaterThanOrEqual(2);

    // A change nobody is told of: the kept page still shows the old name, proving it was kept.
    await untracked(`UPDATE space_offers SET "spaceName" = 'Renamed hall' WHERE "id" = :id`, { id: offer.id });
    expect(await read(one, "/api/explore/offers?limit=5")).toEqual(first);
    expect((await read(one, "/api/search?q=kept")).body).toContain("Kept hall");

    // Any tracked write (here another listing's) drops every kept answer of every process.
    await write(`UPDATE space_requests SET "title" = "title" WHERE false`, {});
    await vi.waitFor(async () =>
      expect((await read(one, "/api/explore/offers?limit=5")).body).toContain("Renamed hall"),
    );
    expect((await read(one, "/api/search?q=kept")).body).not.toContain("Kept hall");
  });

  it("every write that changes an answer reaches a process that kept it", async () => {
    const [one, two] = [await startInstance(), await startInstance()];
    const host = await createUser({ firstName: "Kept", lastName: "Host" });
    const seeker = await createUser({ firstName: "Kept", lastName: "Seeker" });
    const offer = await createSpaceOffer({ user: host, spaceName: "Kept barn" });
    const other = await createSpaceOffer({ user: host, spaceName: "Kept loft" });
    const wanted = await createSpaceRequest({ user: seeker, title: "Kept choir practice" });
    const viewer = await createUser();
    const cookie = await signIn(one, viewer.email ?? "");

    const sql =
      (text: string, replacements: Record<string, unknown> = {}) =>
      () =>
        write(text, replacements);
    const writes: [string, () => Promise<unknown>][] = [
      [
        "an offer's name",
        sql(`UPDATE space_offers SET "spaceName" = 'Kept granary' WHERE "id" = :id`, { id: offer.id }),
      ],
      ["an offer paused", sql(`UPDATE space_offers SET "isActive" = false WHERE "id" = :id`, { id: other.id })],
      [
        "a request's title",
        sql(`UPDATE space_requests SET "title" = 'Kept choir night' WHERE "id" = :id`, { id: wanted.id }),
      ],
      ["a request paused", sql(`UPDATE space_requests SET "pausedAt" = now() WHERE "id" = :id`, { id: wanted.id })],
      ["a request reopened", sql(`UPDATE space_requests SET "pausedAt" = NULL WHERE "id" = :id`, { id: wanted.id })],
      ["the owner's name", sql(`UPDATE users SET "firstName" = 'Kepta' WHERE "id" = :id`, { id: host.id })],
      [
        "the owner's photo",
        sql(`UPDATE users SET "profileImageUrl" = '/objects/k.png' WHERE "id" = :id`, { id: host.id }),
      ],
      ["a member's bio", sql(`UPDATE users SET "bio" = 'Kept bees' WHERE "id" = :id`, { id: seeker.id })],
      ["the owner suspended", sql(`UPDATE users SET "suspendedAt" = now() WHERE "id" = :id`, { id: host.id })],
      ["the suspension lifted", sql(`UPDATE users SET "suspendedAt" = NULL WHERE "id" = :id`, { id: host.id })],
      ["the viewer blocks the host", () => Block.create({ blockerId: viewer.id, blockedId: host.id })],
      ["the viewer unblocks", sql(`DELETE FROM blocks WHERE "blockerId" = :viewer`, { viewer: viewer.id })],
      ["an offer deleted", sql(`DELETE FROM space_offers WHERE "id" = :id`, { id: offer.id })],
      ["a new offer", () => createSpaceOffer({ user: host, spaceName: "Kept greenhouse" })],
      ["a new member", () => createUser({ firstName: "Kept", lastName: "Newcomer" })],
    ];
    for (const [what, change] of writes) {
      // Both processes keep every answer, for a visitor and for the viewer.
      for (const instance of [one, two]) {
        for (const path of PATHS) {
          expect(await read(instance, path), `${what}: ${path} before`).toEqual(await built(path));
          expect(await read(instance, path, cookie), `${what}: ${path} before`).toEqual(await built(path, cookie));
        }
      }
      await change();
      // The notification reaches both a moment after the commit; then each answers as built now.
      for (const instance of [one, two]) {
        for (const path of PATHS) {
          await vi.waitFor(async () =>
            expect(await read(instance, path, cookie), `${what}: ${path} as the viewer`).toEqual(
              await built(path, cookie),
            ),
          );
          expect(await read(instance, path), `${what}: ${path} as a visitor`).toEqual(await built(path));
        }
      }
    }
  });

  it("a write through this process's API is seen on its very next read, before any notification", async () => {
    const one = await startInstance();
    const host = await createUser();
    const cookie = await signIn(one, host.email ?? "");
    const offer = await createSpaceOffer({ user: host, spaceName: "Kept kitchen" });
    await caughtUp(one);
    const path = "/api/explore/offers?limit=5";
    expect((await read(one, path)).body).toContain("Kept kitchen");
    expect(one.keptAnswers.size().entries).toBeGreaterThan(0);

    // Notifications are not heard for this write: only the API's own write step can drop the page.
    const deaf = vi.spyOn(one.keptAnswers.listener, "onNotify").mockImplementation(() => {});
    try {
      const response = await fetch(`${one.url}/api/space-offers/${offer.id}`, {
        method: "PUT",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ spaceName: "Kept pantry" }),
      });
      expect(response.status).toBe(200);
      expect((await read(one, path)).body).toContain("Kept pantry");
    } finally {
      deaf.mockRestore();
    }
  });

  it("a suspension that lapses brings its member's listings back with no write", async () => {
    const one = await startInstance();
    const host = await createUser();
    await createSpaceOffer({ user: host, spaceName: "Kept cellar" });
    await write(
      `UPDATE users SET "suspendedAt" = now(), "suspendedUntil" = now() + interval '3 seconds' WHERE "id" = :id`,
      { id: host.id },
    );
    await caughtUp(one);
    const path = "/api/explore/offers?limit=5";
    expect((await read(one, path)).body).not.toContain("Kept cellar");
    expect(one.keptAnswers.size().entries).toBeGreaterThan(0);
    await vi.waitFor(async () => expect((await read(one, path)).body).toContain("Kept cellar"), {
      timeout: 8_000,
      interval: 100,
    });
  });

  it("answers strange input the same way twice, kept or refused, never a 500", async () => {
    const one = await startInstance();
    // Percent-encoded as a client would send them; a lone surrogate and half an emoji as raw bytes.
    const strange = [
      "%00",
      "a%00b",
      "%ED%A0%80",
      "%F0%9F%98",
      encodeURIComponent("😀".repeat(60)),
      "x".repeat(400_000),
      "%25",
      "%5C",
    ];
    const statuses: number[] = [];
    for (const text of strange) {
      for (const path of [`/api/search?q=${text}`, `/api/explore/offers?q=${text}`]) {
        const first = await read(one, path).catch(() => null);
        const second = await read(one, path).catch(() => null);
        // A 400 KB query may be refused by the HTTP parser itself (431/414) or the contract (400).
        if (!first || !second) continue;
        expect(first.status, path.slice(0, 80)).toBeLessThan(500);
        expect(second, path.slice(0, 80)).toEqual(first);
        statuses.push(first.status);
      }
    }
    // Every short one was answered (kept or refused); the emoji search and explore were found.
    expect(statuses.length).toBeGreaterThanOrEqual(14);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
  });

  it("checks who may sort by score on every call, kept page or not", async () => {
    const one = await startInstance();
    const owner = await createUser();
    const stranger = await createUser();
    const mine = await createSpaceRequest({ user: owner });
    await createSpaceOffer();
    const path = `/api/explore/offers?sort=score&against=${mine.id}&limit=5`;
    const ownerCookie = await signIn(one, owner.email ?? "");
    const strangerCookie = await signIn(one, stranger.email ?? "");
    expect((await read(one, path, ownerCookie)).status).toBe(200);
    expect((await read(one, path, ownerCookie)).status).toBe(200);
    expect((await read(one, path, strangerCookie)).status).toBe(403);
    expect((await read(one, path)).status).toBe(401);
  });

  it("a member's write notifies when it changes a column a public answer shows or a suspension, only then", async () => {
    const listener = new Client({ connectionString: db.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (note) => heard.push(note.payload ?? ""));
    await listener.query("LISTEN kindred_listings");
    try {
      const member = await createUser();
      const columns = await db.sequelize.query<{ name: string; type: string }>(
        `SELECT column_name AS "name", data_type AS "type" FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = 'users'`,
        { type: QueryTypes.SELECT },
      );
      /** An update of one column to another value, whatever its type. */
      const change = (name: string) => {
        const type = columns.find((column) => column.name === name)?.type ?? "";
        const value = type.startsWith("timestamp")
          ? `coalesce("${name}", now()) + interval '1 second'`
          : type === "ARRAY"
            ? `"${name}" || '{kept}'`
            : type === "boolean"
              ? `NOT coalesce("${name}", false)`
              : `coalesce("${name}", '') || 'x'`;
        return `UPDATE users SET "${name}" = ${value} WHERE "id" = :id`;
      };
      /** Whether `sql` notified, by a marker sent after it (notifications arrive in commit order). */
      const notifies = async (sql: string) => {
        heard.length = 0;
        await db.sequelize.query(sql, { replacements: { id: member.id } });
        await db.sequelize.query("SELECT pg_notify('kindred_listings', 'marker')");
        await vi.waitFor(() => expect(heard).toContain("marker"));
        return heard.includes("");
      };
      const shown = [...new Set([...PUBLIC_USER_FIELDS, ...USER_SUMMARY_FIELDS])].filter((name) => name !== "id");
      for (const name of [...shown, "suspendedAt", "suspendedUntil"]) {
        expect(await notifies(change(name)), name).toBe(true);
      }
      for (const name of ["email", "passwordHash", "updatedAt"]) {
        expect(await notifies(change(name)), name).toBe(false);
      }
    } finally {
      await listener.end();
    }
  });
});

describe("createKeptAnswers", () => {
  /** A build that counts its calls and answers a fixed text. */
  const counting = (text = "answer") => {
    const build = vi.fn(async () => ({ text, bytes: text.length }));
    return build;
  };

  it("keeps nothing until its LISTEN connection is up, nor after it went down", async () => {
    const kept = createKeptAnswers({ maxBytes: 1024 });
    const build = counting();
    await kept.answer("k", undefined, build);
    await kept.answer("k", undefined, build);
    expect(build).toHaveBeenCalledTimes(2);
    kept.listener.onListening(true);
    await kept.answer("k", undefined, build);
    await kept.answer("k", undefined, build);
    expect(build).toHaveBeenCalledTimes(3);
    kept.listener.onListening(false);
    await kept.answer("k", undefined, build);
    expect(build).toHaveBeenCalledTimes(4);
    expect(kept.size().entries).toBe(0);
    expect(kept.given()).toEqual({ kept: 1, built: 4 });
  });

  it("does not keep an answer whose build a notification overtook", async () => {
    const kept = createKeptAnswers({ maxBytes: 1024 });
    kept.listener.onListening(true);
    let release = () => {};
    const slow = vi.fn(() => new Promise<{ bytes: number }>((resolve) => (release = () => resolve({ bytes: 1 }))));
    const pending = kept.answer("k", undefined, slow);
    await vi.waitFor(() => expect(slow).toHaveBeenCalled());
    kept.listener.onNotify("");
    release();
    await pending;
    const build = counting();
    await kept.answer("k", undefined, build);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("keeps under its byte limit, keys counted, the least recently used going first; 0 keeps nothing", async () => {
    // Each entry costs its answer (10) and its key ("answer\0a\0", 9 characters: 18 bytes): two fit in 60.
    const kept = createKeptAnswers({ maxBytes: 60 });
    kept.listener.onListening(true);
    await kept.answer("a", undefined, counting("0123456789"));
    await kept.answer("b", undefined, counting("0123456789"));
    await kept.answer("a", undefined, counting());
    await kept.answer("c", undefined, counting("0123456789"));
    const again = counting("0123456789");
    await kept.answer("a", undefined, again);
    await kept.answer("b", undefined, again);
    expect(again).toHaveBeenCalledTimes(1);
    expect(kept.size()).toEqual({ entries: 2, bytes: 56 });

    const none = createKeptAnswers({ maxBytes: 0 });
    none.listener.onListening(true);
    const build = counting();
    await none.answer("k", undefined, build);
    await none.answer("k", undefined, build);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
