import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { createSequelize } from "../../db/sequelize";
import { useTestDatabase } from "../../test/database";
import { createSpaceRequest, createUser } from "../../test/factories";

const db = useTestDatabase();

/**
 * A listing's insert, update and delete and a member's update, each in a transaction rolled back
 * after counting the outbox rows it queued (so nothing drains them meanwhile).
 */
const queuedBy = async (run: (sql: string) => Promise<unknown>, requestId: string, userId: string) => {
  const counts: number[] = [];
  for (const write of [
    `INSERT INTO space_requests ("id", "userId", "title", "description", "spaceType", "location", "contactName", "contactEmail")
       SELECT time_ordered_uuid(), "userId", "title", "description", "spaceType", "location", "contactName", "contactEmail"
         FROM space_requests WHERE "id" = '${requestId}'`,
    `UPDATE space_requests SET "title" = 'Renamed' WHERE "id" = '${requestId}'`,
    `DELETE FROM space_requests WHERE "id" = '${requestId}'`,
    `UPDATE users SET "firstName" = 'Renamed' WHERE "id" = '${userId}'`,
  ]) {
    const [[{ count }]] = (await run(
      `BEGIN; ${write}; SELECT count(*)::int AS "count" FROM search_outbox; ROLLBACK;`,
    )) as [[{ count: number }]];
    counts.push(count);
  }
  return counts;
};

describe("the search outbox, for a process that searches in PostgreSQL", () => {
  it("queues nothing from its connections (`searchOutbox: false`), and a row per write from any other", async () => {
    const owner = await createUser();
    const request = await createSpaceRequest({ user: owner });
    await db.sequelize.query("DELETE FROM search_outbox");
    // Raw statements only from here: a second instance takes the models over.
    const off = createSequelize(db.url, { poolMax: 1, searchOutbox: false });
    try {
      const [setting] = await off.query<{ value: string }>(
        `SELECT current_setting('kindred.search_outbox') AS "value"`,
        {
          type: QueryTypes.SELECT,
        },
      );
      expect(setting).toEqual({ value: "off" });
      const lastResult = async (instance: typeof off, sql: string) => {
        const client = (await instance.connectionManager.getConnection({ type: "write" })) as unknown as {
          query(sql: string): Promise<Array<{ rows: unknown[] }>>;
        };
        try {
          const results = await client.query(sql);
          return [results.find((result) => result.rows.length > 0)?.rows ?? []];
        } finally {
          instance.connectionManager.releaseConnection(client as never);
        }
      };
      expect(await queuedBy((sql) => lastResult(off, sql), request.id, owner.id)).toEqual([0, 0, 0, 0]);
      expect(await queuedBy((sql) => lastResult(db.sequelize as typeof off, sql), request.id, owner.id)).toEqual([
        1, 1, 1, 1,
      ]);
    } finally {
      await off.close();
    }
  });
});
