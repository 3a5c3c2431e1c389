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
