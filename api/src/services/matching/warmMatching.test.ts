import pg from "pg";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { Match, Notification } from "../../db/models";
import { warmConnections } from "../../db/prepared";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer, createSpaceRequest } from "../../test/factories";
import { runMatching, warmMatching } from "./runMatching";

const POOL = 3;
const db = useTestDatabase({ poolMax: POOL });

const rethrow = (error: Error) => {
  throw error;
};

describe("warming the pool for matching (server start)", () => {
  it("opens every connection of the pool at once and plans both sides' matching on each, writing and notifying nothing", async () => {
    const request = await createSpaceRequest({ spaceType: "studio", values: ["creative-arts", "workshop"] });
    await createSpaceOffer({ spaceType: "studio", supportedCauses: ["creative-arts", "workshop"] });
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (notification) => heard.push(notification.channel));
    await listener.query("LISTEN kindred_listings");

    const warmed: Array<{ pid: number; plans: Array<{ name: string; generic_plans: string }> }> = [];
    try {
      await warmConnections(
        POOL,
        async (connection) => {
          await warmMatching(connection);
          const [{ pid }] = (await connection.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows as [
            { pid: number },
          ];
          const plans = await connection.query<{ name: string; generic_plans: string }>(
            `SELECT name, generic_plans::text FROM pg_prepared_statements
              WHERE name LIKE 'match_and_notify_%' ORDER BY name`,
          );
          warmed.push({ pid, plans: plans.rows });
        },
        rethrow,
      );
      // A round trip after the rollback: a notification sent by the warm-up would be here by now.
      await listener.query("SELECT 1");
    } finally {
      await listener.end();
    }

    expect(new Set(warmed.map(({ pid }) => pid)).size).toBe(POOL);
    for (const { plans } of warmed) {
      expect(plans).toEqual(
        [
          "match_and_notify_offer",
          "match_and_notify_offer_commits_later",
          "match_and_notify_request",
          "match_and_notify_request_commits_later",
        ].map((name) => ({ name, generic_plans: "1" })),
      );
    }
    expect(heard).toEqual([]);
    expect(await Match.count()).toBe(0);
    expect(await Notification.count()).toBe(0);
    expect((await request.reload()).status).toBe("pending");

    // A warmed connection matches as before.
    expect(await runMatching("request", request.id)).toHaveLength(1);
  });

  it("writes and matches a space and a request on each, preparing the create's inserts and compiling its triggers, and keeps nothing", async () => {
    const counts = async () =>
      db.sequelize.query(
        `SELECT (SELECT count(*) FROM users)::int AS "members", (SELECT count(*) FROM space_offers)::int AS "offers",
                (SELECT count(*) FROM space_requests)::int AS "requests", (SELECT count(*) FROM matches)::int AS "matches",
                (SELECT count(*) FROM notifications)::int AS "notifications"`,
        { type: QueryTypes.SELECT },
      );
    await createSpaceRequest({ spaceType: "studio", values: ["creative-arts", "workshop"] });
    const before = await counts();
    const warmed: Array<{ statements: string[]; functions: string[] }> = [];
    await warmConnections(
      POOL,
      async (connection) => {
        await warmMatching(connection);
        const statements = await connection.query<{ name: string }>(
          "SELECT name FROM pg_prepared_statements WHERE name LIKE 'insert_%' ORDER BY name",
        );
        // Each PL/pgSQL function a backend compiled keeps a memory context named by its signature.
        const functions = await connection.query<{ ident: string }>(
          `SELECT DISTINCT ident FROM pg_backend_memory_contexts WHERE name = 'PL/pgSQL function' ORDER BY ident`,
        );
        warmed.push({
          statements: statements.rows.map(({ name }) => name),
          functions: functions.rows.map(({ ident }) => ident),
        });
      },
      rethrow,
    );
    expect(warmed).toHaveLength(POOL);
    for (const { statements, functions } of warmed) {
      expect(statements).toEqual(["insert_space_offers_commits_later", "insert_space_requests_commits_later"]);
      expect(functions).toEqual(
        expect.arrayContaining([
          "matches_bump_lists_added()",
          "matches_set_parties()",
          "notify_listings_change()",
          "search_names_keep()",
          "search_terms_collect()",
          "space_requests_bump_lists_changed()",
        ]),
      );
    }
    expect(await counts()).toEqual(before);
  });

  it("tells each warm-up that failed and gives its connection back in working order", async () => {
    const failures: string[] = [];
    await warmConnections(
      2,
      async (connection) => {
        await connection.query("SELECT no_such_function()");
      },
      (error) => failures.push(error.message),
    );
    expect(failures).toEqual([
      expect.stringContaining("no_such_function"),
      expect.stringContaining("no_such_function"),
    ]);
    expect(await db.sequelize.query("SELECT 1 AS one", { type: QueryTypes.SELECT })).toEqual([{ one: 1 }]);
  });
});
