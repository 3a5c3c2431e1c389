import { REQUEST_STATUSES } from "@kindred/contract";
import type pg from "pg";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { warmConnections } from "../../db/prepared";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer, createSpaceRequest, createUser, newRequestBody } from "../../test/factories";
import { newListingInsert } from "../listings/createListing";
import { matchingStatement } from "./runMatching";

const db = useTestDatabase();

const rethrow = (error: Error) => {
  throw error;
};

/**
 * The updates of `space_requests` this connection's backend counted and has not yet reported
 * (its transaction's, and earlier ones' still pending), and how many of them were HOT.
 */
const requestUpdates = async (connection: pg.ClientBase) => {
  const { rows } = await connection.query<{ updated: number; hot: number }>(
    `SELECT coalesce(sum(n_tup_upd), 0)::int AS "updated", coalesce(sum(n_tup_hot_upd), 0)::int AS "hot"
       FROM pg_stat_xact_user_tables WHERE relname = 'space_requests'`,
  );
  return rows[0] ?? { updated: 0, hot: 0 };
};

/**
 * Writes a new request that matches an offer, then matches it with the statement `runMatching`
 * sends, in one transaction of a pooled connection that is rolled back (`before` runs first in
 * it); answers whether it matched, and the updates of requests the matching made.
 */
const matchNewRequest = async (before = "SELECT 1") => {
  const seeker = await createUser();
  await createSpaceOffer({
    spaceType: "classroom",
    capacity: 30,
    supportedCauses: ["youth-development", "mentorship"],
  });
  let outcome: { matched: boolean; updates: { updated: number; hot: number } } | undefined;
  await warmConnections(
    1,
    async (connection) => {
      await connection.query("BEGIN");
      try {
        await connection.query(before);
        const insert = newListingInsert("request", seeker.id, newRequestBody({ participants: 16 }));
        await connection.query({ ...insert.statement, values: insert.values });
        const earlier = await requestUpdates(connection);
        const matched = await connection.query({ ...matchingStatement("request"), values: [insert.id] });
        const counted = await requestUpdates(connection);
        outcome = {
          matched: (matched.rowCount ?? 0) > 0,
          updates: { updated: counted.updated - earlier.updated, hot: counted.hot - earlier.hot },
        };
      } finally {
        await connection.query("ROLLBACK");
      }
    },
    rethrow,
  );
  return outcome;
};

describe("open requests (isOpen)", () => {
  it("are the pending and matched requests that are not paused", async () => {
    const request = await createSpaceRequest();
    for (const status of REQUEST_STATUSES) {
      for (const paused of [false, true]) {
        const [row] = await db.sequelize.query<{ isOpen: boolean }>(
          `UPDATE space_requests SET "status" = :status, "pausedAt" = CASE WHEN :paused THEN now() END
            WHERE "id" = :id RETURNING "isOpen"`,
          { replacements: { status, paused, id: request.id }, type: QueryTypes.SELECT },
        );
        expect({ status, paused, open: row?.isOpen }).toEqual({
          status,
          paused,
          open: (status === "pending" || status === "matched") && !paused,
        });
      }
    }
  });

  it("are marked matched by matching in place: no index of requests reads the status, so the update is HOT", async () => {
    expect(await matchNewRequest()).toEqual({ matched: true, updates: { updated: 1, hot: 1 } });
  });

  it("would not be, were an index's condition to name the status (the check above fails on such an index)", async () => {
    const planted = `CREATE INDEX planted_pending ON space_requests ("createdAt") WHERE "status" = 'pending'`;
    expect(await matchNewRequest(planted)).toEqual({ matched: true, updates: { updated: 1, hot: 0 } });
  });
});
