import type pg from "pg";
import { QueryTypes, type Transaction } from "sequelize";
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

/**
 * `preparedRows`, or inside `transaction` the same text with the same values bound on that
 * transaction's connection (a write that is one statement, run alone or in a caller's transaction).
 */
export const preparedRowsIn = async <T extends object>(
  statement: PreparedStatement,
  values: unknown[],
  transaction?: Transaction,
): Promise<T[]> =>
  transaction
    ? database().query<T>(statement.text, { bind: values, type: QueryTypes.SELECT, transaction })
    : preparedRows<T>(statement, values);

/** A prepared statement with the values it runs with. */
export interface BoundStatement {
  statement: PreparedStatement;
  values: unknown[];
}

/**
 * What node-postgres's client reads to send its queries without waiting for the answers
 * (`pipeline`), and the socket it writes them to (`connection.stream`).
 */
interface PipelinedConnection {
  pipeline: boolean;
  connection: { stream: { cork(): void; uncork(): void } };
}

/**
 * Runs `statements` on one connection of the models' pool, written together without waiting for
 * any answer (node-postgres's pipeline mode, for these alone): PostgreSQL runs them in order,
 * each as a transaction of its own (each ends with its own Sync), so each sees what the ones before
 * it committed, and one that fails leaves the others to run. One round trip instead of one per
 * statement, and one write to the socket: node-postgres writes each query as it is submitted
 * (queries are submitted as `query` is called), so the socket is corked around the calls and all
 * of them leave in one system call (each write wakes PostgreSQL's backend and runs the loopback's
 * network stack in the API's process). Answers each one's rows or error, in order, once all are
 * answered: the connection goes back to the pool with nothing left in flight.
 */
export const pipelinedRows = (statements: readonly BoundStatement[]): Promise<PromiseSettledResult<object[]>[]> =>
  onReadConnection(async (connection) => {
    const pipelined = connection as unknown as PipelinedConnection;
    const socket = pipelined.connection.stream;
    pipelined.pipeline = true;
    try {
      socket.cork();
      let answers: Promise<object[]>[];
      try {
        answers = statements.map(
          async ({ statement, values }) => (await connection.query({ ...statement, values })).rows,
        );
      } finally {
        socket.uncork();
      }
      return await Promise.allSettled(answers);
    } finally {
      pipelined.pipeline = false;
    }
  });

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
 * Opens `count` connections of the models' pool at once (the pool's size: each request then finds
 * one open), runs `warm` on each, and gives them back. A connection plans what it runs on first
 * use (prepared statements, a PL/pgSQL function's statements) and reads the catalog entries those
 * need: done here, at start, that first use does not land on a request. Resolves when all are
 * done; a failed warm-up is told to `failed` and leaves its connection as it was.
 */
export const warmConnections = async (
  count: number,
  warm: (connection: pg.ClientBase) => Promise<unknown>,
  failed: (error: Error) => void,
): Promise<void> => {
  const pool = database().connectionManager as unknown as PooledConnections;
  const opened = await Promise.allSettled(Array.from({ length: count }, () => pool.getConnection({ type: "read" })));
  await Promise.all(
    opened.map(async (result) => {
      if (result.status === "rejected") return failed(result.reason as Error);
      try {
        await warm(result.value);
      } catch (error) {
        failed(error as Error);
      } finally {
        await pool.releaseConnection(result.value);
      }
    }),
  );
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

/**
 * The last result's rows of a statement prepared once per pooled connection by SQL `PREPARE`, its
 * values written as literals (`args`, `db/sqlLiteral.ts`) into an `EXECUTE`, all in one simple query:
 * the text is parsed and analysed once per connection, yet planned for the values on every call (a
 * custom plan, by `SET LOCAL plan_cache_mode`, which lasts for this query's own implicit transaction;
 * the pool's connections otherwise give a generic plan, `createSequelize`). For reads whose best plan
 * depends on how many rows their filters select, as `literalRows`, without parsing their text again.
 * A prepared statement outlives a failed query, so after any failure the statement is dropped (best
 * effort) and prepared again on the next call.
 */
export const customPlanRows = <T extends object>(statement: PreparedStatement, args: readonly string[]): Promise<T[]> =>
  onReadConnection(async (connection) => {
    let prepared = preparedByConnection.get(connection);
    if (!prepared) {
      prepared = new Set();
      preparedByConnection.set(connection, prepared);
    }
    const prepare = prepared.has(statement.name) ? "" : `PREPARE ${statement.name} AS ${statement.text};\n`;
    try {
      const answered = (await connection.query<T>(
        `${prepare}SET LOCAL plan_cache_mode = force_custom_plan;\nEXECUTE ${statement.name}(${args.join(", ")})`,
      )) as unknown as pg.QueryResult<T>[];
      prepared.add(statement.name);
      return answered.at(-1)?.rows ?? [];
    } catch (error) {
      prepared.delete(statement.name);
      await connection.query(`DEALLOCATE ${statement.name}`).catch(() => undefined);
      throw error;
    }
  });

/** The statements each pooled connection prepared by SQL `PREPARE` (`customPlanRows`). */
const preparedByConnection = new WeakMap<pg.ClientBase, Set<string>>();
