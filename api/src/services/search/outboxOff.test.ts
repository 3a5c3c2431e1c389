import { QueryTypes } from "sequelize";
import type { Sequelize } from "sequelize-typescript";
import { describe, expect, it } from "vitest";
import { createSequelize } from "../../db/sequelize";
import { useTestDatabase } from "../../test/database";
import { createSpaceRequest, createUser } from "../../test/factories";

const db = useTestDatabase();

/** A listing's insert, update and delete, and a member's update. */
const WRITES = [
  `INSERT INTO space_requests ("id", "userId", "title", "description", "spaceType", "location", "contactName", "contactEmail")
     SELECT time_ordered_uuid(), "userId", "title", "description", "spaceType", "location", "contactName", "contactEmail"
       FROM space_requests WHERE "id" = :requestId`,
  `UPDATE space_requests SET "title" = 'Renamed' WHERE "id" = :requestId`,
  `DELETE FROM space_requests WHERE "id" = :requestId`,
  `UPDATE users SET "firstName" = 'Renamed' WHERE "id" = :userId`,
];

/**
 * How many outbox rows each of `WRITES` queues on `sequelize`'s connections, each counted in its
 * own transaction and rolled back (so nothing drains them meanwhile, and each write starts from
 * the same rows).
 */
const queuedBy = async (sequelize: Sequelize, replacements: { requestId: string; userId: string }) => {
  const counts: number[] = [];
  for (const write of WRITES) {
    const transaction = await sequelize.transaction();
    try {
      await sequelize.query(write, { replacements, transaction });
      const [queued] = await sequelize.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM search_outbox`, {
        type: QueryTypes.SELECT,
        transaction,
      });
      counts.push(queued!.count);
    } finally {
      await transaction.rollback();
    }
  }
  return counts;
};

describe("the search outbox, for a process that searches in PostgreSQL", () => {
  it("queues nothing from its connections (`searchOutbox: false`), and a row per write from any other", async () => {
    const owner = await createUser();
    const request = await createSpaceRequest({ user: owner });
    await db.sequelize.query("DELETE FROM search_outbox");
    const ids = { requestId: request.id, userId: owner.id };
    // Raw statements only from here: a second instance takes the models over.
    const off = createSequelize(db.url, { poolMax: 1, searchOutbox: false });
    try {
      const [setting] = await off.query<{ value: string }>(
        `SELECT current_setting('kindred.search_outbox') AS "value"`,
        { type: QueryTypes.SELECT },
      );
      expect(setting).toEqual({ value: "off" });
      expect(await queuedBy(off, ids)).toEqual([0, 0, 0, 0]);
      expect(await queuedBy(db.sequelize, ids)).toEqual([1, 1, 1, 1]);
    } finally {
      await off.close();
    }
  });
});
