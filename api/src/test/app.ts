import { RATE_LIMITS } from "@kindred/contract";
import type Koa from "koa";
import type { Sequelize } from "sequelize-typescript";
import { type AppOptions, createApp } from "../app";
import { type Config, parseConfig } from "../config";
import type { AppState } from "../context";

export const TEST_SESSION_SECRET = "test-session-secret-0123456789";

/**
 * Rate-limit counters live in the test file's database and outlast each test's app, so budgets are
 * lifted unless a test asks for them (`rateLimits: defaultRateLimits()`).
 */
const UNLIMITED = Object.fromEntries(Object.values(RATE_LIMITS).map(({ variable }) => [variable, "1000000"]));

/** The budgets production runs with when no RATE_LIMIT_* variable is set. */
export const defaultRateLimits = (): Config["rateLimits"] => parseConfig({}).rateLimits;

/** A configuration as the environment would give it, plus overrides. Nothing is written to disk. */
export const testConfig = (overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = {}): Config => ({
  // Access lines of every test request would bury the test output; log tests pass their own logger.
  ...parseConfig({
    SESSION_SECRET: TEST_SESSION_SECRET,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    ...UNLIMITED,
    ...env,
  }),
  ...overrides,
});

export const createTestApp = (
  sequelize: Sequelize,
  overrides: Partial<Config> = {},
  options: Omit<AppOptions, "sequelize" | "config"> = {},
): Koa<AppState> => createApp({ sequelize, config: testConfig(overrides), ...options });
