import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../config";
import { useTestDatabase } from "../test/database";
import { replacementDelayMs } from "./primary";
import { checkConnectionBudget, embeddedMaxConnections } from "./sizing";

const db = useTestDatabase();

describe("sizing the database for the workers", () => {
  it("gives the embedded PostgreSQL every worker's pool and LISTEN connection, and spares", () => {
    expect(embeddedMaxConnections(parseConfig({}))).toBe(100);
    expect(embeddedMaxConnections(parseConfig({ WEB_CONCURRENCY: "16", DATABASE_POOL_MAX: "10" }))).toBe(16 * 11 + 20);
  });

  it("refuses to start when one host's workers could open more connections than PostgreSQL allows", async () => {
    await expect(checkConnectionBudget(db.sequelize, parseConfig({}))).resolves.toBeUndefined();
    const tooMany = parseConfig({ WEB_CONCURRENCY: "200", DATABASE_POOL_MAX: "50" });
    const failure = await checkConnectionBudget(db.sequelize, tooMany).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as Error).message).toMatch(
      /^Invalid configuration: WEB_CONCURRENCY \(200\) × \(DATABASE_POOL_MAX \(50\) \+ 1\) = 10200 connections, more than the \d+ PostgreSQL allows/,
    );
  });
});

describe("replacing dead workers", () => {
  it("waits 1 s, doubling while a worker keeps dying soon after it started, up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(replacementDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
