import type { Writable } from "node:stream";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../test/database";
import { database } from "./database";
import { pipelinedRows, preparedRows } from "./prepared";

// One connection: every statement below, and the read after, runs on the same one.
useTestDatabase({ poolMax: 1 });

const statement = (name: string, text: string, values: unknown[] = []) => ({ statement: { name, text }, values });

describe("pipelinedRows", () => {
  it("runs the statements in order, each a transaction of its own that sees the ones before it", async () => {
    await database().query(`CREATE TABLE pipelined_notes ("note" text NOT NULL)`);
    const [first, second] = await pipelinedRows([
      statement(
        "pipelined_insert",
        `INSERT INTO pipelined_notes ("note") VALUES ($1) RETURNING "note", pg_current_xact_id()::text AS "xid"`,
        ["written"],
      ),
      statement(
        "pipelined_read",
        `SELECT count(*)::int AS "count", pg_current_xact_id()::text AS "xid" FROM pipelined_notes`,
      ),
    ]);
    expect(first.status).toBe("fulfilled");
    expect(second.status).toBe("fulfilled");
    const [written] = (first as PromiseFulfilledResult<Array<{ note: string; xid: string }>>).value;
    const [read] = (second as PromiseFulfilledResult<Array<{ count: number; xid: string }>>).value;
    expect(written.note).toBe("written");
    expect(read.count).toBe(1);
    expect(read.xid).not.toBe(written.xid);
    const [{ status }] = await database().query<{ status: string }>(`SELECT txid_status(:xid::bigint) AS "status"`, {
      replacements: { xid: written.xid },
      type: QueryTypes.SELECT,
    });
    expect(status).toBe("committed");
  });

  it("answers a failed statement's error and still runs and commits the ones after it", async () => {
    await database().query(`CREATE TABLE pipelined_after ("n" int NOT NULL)`);
    const results = await pipelinedRows([
      statement("pipelined_fails", 'SELECT 1 / $1::int AS "n"', [0]),
      statement("pipelined_after_insert", `INSERT INTO pipelined_after ("n") VALUES ($1) RETURNING "n"`, [7]),
    ]);
    expect(results[0].status).toBe("rejected");
    expect(((results[0] as PromiseRejectedResult).reason as Error).message).toMatch(/division by zero/);
    expect(results[1]).toEqual({ status: "fulfilled", value: [{ n: 7 }] });
    const rows = await database().query<{ n: number }>(`SELECT "n" FROM pipelined_after`, { type: QueryTypes.SELECT });
    expect(rows).toEqual([{ n: 7 }]);
  });

  it("writes all the statements to the socket at once", async () => {
    const pool = database().connectionManager as unknown as {
      getConnection(options: { type: "read" }): Promise<{ connection: { stream: Writable } }>;
      releaseConnection(connection: unknown): Promise<void>;
    };
    const connection = await pool.getConnection({ type: "read" });
    const socket = connection.connection.stream as Writable & Record<"_write" | "_writev", (...args: never[]) => void>;
    await pool.releaseConnection(connection);
    const writes: number[] = [];
    const { _write, _writev } = socket;
    socket._write = function (this: Writable, ...args: Parameters<typeof _write>) {
      writes.push(1);
      return _write.apply(this, args);
    };
    socket._writev = function (this: Writable, ...args: Parameters<typeof _writev>) {
      writes.push((args[0] as unknown as unknown[]).length);
      return _writev.apply(this, args);
    };
    try {
      const results = await pipelinedRows([
        statement("pipelined_write_one", 'SELECT 1 AS "one"'),
        statement("pipelined_write_two", 'SELECT $1::int AS "two"', [2]),
        statement("pipelined_write_three", 'SELECT 3 AS "three"'),
      ]);
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    } finally {
      socket._write = _write;
      socket._writev = _writev;
    }
    expect(writes).toHaveLength(1);
  });

  it("gives the connection back with nothing in flight, answering one statement at a time again", async () => {
    await pipelinedRows([
      statement("pipelined_one", 'SELECT 1 AS "one"'),
      statement("pipelined_two", 'SELECT 2 AS "two"'),
    ]);
    const pool = database().connectionManager as unknown as {
      getConnection(options: { type: "read" }): Promise<{ pipeline: boolean }>;
      releaseConnection(connection: unknown): Promise<void>;
    };
    const connection = await pool.getConnection({ type: "read" });
    expect(connection.pipeline).toBe(false);
    await pool.releaseConnection(connection);
    expect(await preparedRows({ name: "pipelined_after_read", text: 'SELECT 3 AS "three"' }, [])).toEqual([
      { three: 3 },
    ]);
  });
});
