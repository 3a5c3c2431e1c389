import type pg from "pg";
import { database } from "./database";

/** A statement PostgreSQL parses and plans once per pooled connection, found again by its name. */
export interface PreparedStatement {
  name: string;
  text: string;
}

interface PooledConnections {
  getConnection(options: { type: "read" | "write" }): Promise<pg.ClientBase>;
  releaseConnection(connection: pg.ClientBase): Promise<void>;
}

/**
 * The rows of a prepared statement, on a connection of the models' pool. Hot reads use this, and
 * matching (one statement that writes, run on its own, `runMatching`): no SQL is built or planned
 * per request, and rows come back as plain objects, no models.
 */
export const preparedRows = <T extends object>(statement: PreparedStatement, values: unknown[]): Promise<T[]> =>
  onReadConnection(async (connection) => (await connection.query<T>({ ...statement, values })).rows);

/** Runs `read` on a connection of the models' pool, and gives the connection back. */
const onReadConnection = async <R>(read: (connection: pg.ClientBase) => Promise<R>): Promise<R> => {
  const pool = database().connectionManager as unknown as PooledConnections;
  const connection = await pool.getConnection({ type: "read" });
  try {
    return await read(connection);
  } finally {
    await pool.releaseConnection(connection);
  }
};

/**
 * The rows of a statement whose values are written into its text (`db/sqlLiteral.ts`), sent as one
 * simple query on a connection of the models' pool: planned for those values on every call, as a
 * read whose best plan depends on how many rows its filters select needs (the pool's connections
 * give bound values a generic plan, `createSequelize`). A text of several statements (a
 * `SET LOCAL` first) answers one result each; the last one's rows are answered.
 */
export const literalRows = <T extends object>(text: string): Promise<T[]> =>
  onReadConnection(async (connection) => {
    const answered = (await connection.query<T>(text)) as pg.QueryResult<T> | pg.QueryResult<T>[];
    return (Array.isArray(answered) ? answered.at(-1)?.rows : answered.rows) ?? [];
  });
