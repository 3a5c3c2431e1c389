import { ConnectionError, DatabaseError } from "sequelize";

/**
 * SQLSTATE classes that mean the server went away or is not accepting work yet, rather than a
 * fault of the statement: 08 connection exception, 57P admin / crash shutdown, cannot connect
 * now (starting up or recovering after a crash).
 */
const UNAVAILABLE_STATE = /^(08|57P)/;

/** node-postgres reports a socket that closed mid-query with these texts and no SQLSTATE. */
const LOST_CONNECTION =
  /Connection terminated|Client has encountered a connection error|Client was closed|connection is not queryable/i;

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
};

/**
 * True when a failure says "the database is not there right now" (refused, lost mid-query,
 * restarting), which a client should retry, and not "this statement is wrong".
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (error instanceof ConnectionError) return true;
  if (!(error instanceof DatabaseError)) return false;
  const original = error.original as Error | undefined;
  const code = codeOf(original);
  if (code && UNAVAILABLE_STATE.test(code)) return true;
  if (code === "ECONNREFUSED" || code === "ECONNRESET") return true;
  return LOST_CONNECTION.test(original?.message ?? error.message);
};
