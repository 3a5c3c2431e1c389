import { ConnectionAcquireTimeoutError, ConnectionRefusedError, DatabaseError } from "sequelize";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

/** A query failure as sequelize wraps what node-postgres threw. */
const queryFailure = (message: string, code?: string) =>
  new DatabaseError(Object.assign(new Error(message), code ? { code } : {}) as Error & { sql: string });

describe("isDatabaseUnavailable", () => {
  it("is true when the database refuses connections, is shutting down, restarting or lost mid-query", () => {
    expect(isDatabaseUnavailable(new ConnectionRefusedError(new Error("connect ECONNREFUSED")))).toBe(true);
    expect(isDatabaseUnavailable(new ConnectionAcquireTimeoutError(new Error("timed out")))).toBe(true);
    expect(isDatabaseUnavailable(queryFailure("terminating connection due to administrator command", "57P01"))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(queryFailure("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(queryFailure("Connection terminated unexpectedly"))).toBe(true);
  });

  it("is false for a statement's own failure and for anything that is not a database error", () => {
    expect(isDatabaseUnavailable(queryFailure('syntax error at or near "SELEC"', "42601"))).toBe(false);
    expect(isDatabaseUnavailable(queryFailure("canceling statement due to statement timeout", "57014"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toBe(
      false,
    );
  });
});
