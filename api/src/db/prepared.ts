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
 * The rows of a prepared statement, on a connection of the models' pool. Hot reads use this:
 * no SQL is built or planned per request, and rows come back as plain objects, no models.
 */
export const preparedRows = async <T extends object>(statement: PreparedStatement, values: unknown[]): Promise<T[]> => {
  const pool = database().connectionManager as unknown as PooledConnections;
  const connection = await pool.getConnection({ type: "read" });
  try {
    return (await connection.query<T>({ ...statement, values })).rows;
  } finally {
    await pool.releaseConnection(connection);
  }
};
