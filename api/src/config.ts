import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { LOGIN_RATE_LIMIT, RATE_LIMITS, type RateLimitName } from "@kindred/contract";
import { z } from "zod";
import { webDistDir } from "./paths";
import type { RateLimitConfig } from "./services/rateLimiter";

/**
 * Every environment variable of the README's configuration table, parsed in one place. A bad value stops
 * start-up with one line that names the variable.
 */

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

export type SearchConfig = { kind: "postgres" } | { kind: "meilisearch"; url: string; key: string | null };

export type StorageConfig =
  | { kind: "disk"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      endpoint: string | null;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
    };

/** Sign-in failures allowed within `windowMs` before further attempts get 429. */
export interface LoginThrottleConfig {
  maxFailuresPerEmailAndIp: number;
  maxFailuresPerIp: number;
  maxFailuresPerEmail: number;
  windowMs: number;
}

/** Where mail goes: an SMTP server, or (unset) the log and `.eml` files in `outboxDir`. */
export interface MailConfig {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
}

export interface Config {
  port: number;
  dataDir: string;
  /** Unset: the API starts an embedded PostgreSQL in `dataDir/pg`. */
  databaseUrl: string | null;
  embeddedPgPort: number;
  /** Cookie signing keys; the first one signs. Filled from `dataDir` by `loadConfig` when unset. */
  sessionKeys: string[];
  search: SearchConfig;
  storage: StorageConfig;
  oauth: { google: OAuthClientConfig | null; facebook: OAuthClientConfig | null };
  /** Lower-cased; these accounts get the admin role at every sign-in. */
  adminEmails: string[];
  /** Absolute origin (plus optional path) without a trailing slash. */
  publicUrl: string;
  secureCookies: boolean;
  /**
   * How many proxies you control stand in front of the server (0: none, X-Forwarded-* ignored).
   * The client IP is the X-Forwarded-For entry that many hops from the right.
   */
  trustProxy: number;
  seedDemo: boolean;
  /** Answers `Accept-Language: x-pseudo` in the pseudo-locale (tests proving every text is translated). */
  pseudoLocale: boolean;
  /** The embedded PostgreSQL without fsync (test servers only: a crash can lose or corrupt its data). */
  embeddedPgNoFsync: boolean;
  loginThrottle: LoginThrottleConfig;
  webDir: string;
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: LogLevel;
  /** Request budgets, each from its RATE_LIMIT_* variable or the contract's default. */
  rateLimits: RateLimitConfig;
  /** Bearer token a Prometheus scraper shows to `/api/metrics`; unset: admins only. */
  metricsToken: string | null;
  mail: MailConfig;
  /** Pause between sweeps of live requests ("Still looking?" and pausing). */
  liveRequestsSweepMs: number;
  /** Pause between sweeps of bookings and references (expiries, reminders, publishing). */
  bookingsSweepMs: number;
  /** API worker processes on the one port (`WEB_CONCURRENCY`); 1 runs everything in this process. */
  webConcurrency: number;
  /** Database connections each worker's pool may open (`DATABASE_POOL_MAX`). */
  databasePoolMax: number;
  /** Bytes of explore pages and searches each worker keeps while their listings are unchanged (`KEPT_ANSWERS_MB`; 0 keeps none). */
  keptAnswersBytes: number;
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Values never echoed back in an error line. */
const SECRET_VARIABLES = new Set([
  "SESSION_SECRET",
  "MEILI_KEY",
  "S3_SECRET_ACCESS_KEY",
  "GOOGLE_CLIENT_SECRET",
  "FACEBOOK_CLIENT_SECRET",
  "DATABASE_URL",
  "METRICS_TOKEN",
  "SMTP_URL",
]);

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const portNumber = z
  .string()
  .regex(/^\d{1,5}$/, "must be a port number")
  .transform(Number)
  .refine((port) => port >= 1 && port <= 65_535, "must be a port number");

const isUrl = (value: string, protocols: readonly string[]) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const httpUrl = z.string().refine((value) => isUrl(value, ["http:", "https:"]), "must be an http(s) URL");
const postgresUrl = z
  .string()
  .refine((value) => isUrl(value, ["postgres:", "postgresql:"]), "must be a postgres:// URL");

const TRUE_WORDS = ["true", "1", "yes", "on"];
const FALSE_WORDS = ["false", "0", "no", "off"];
const booleanWord = z
  .string()
  .transform((value) => value.toLowerCase())
  .refine((value) => TRUE_WORDS.includes(value) || FALSE_WORDS.includes(value), "must be true or false")
  .transform((value) => TRUE_WORDS.includes(value));

/** More proxies than this in one chain is a typo, not a deployment. */
const MAX_PROXY_HOPS = 10;
/** `TRUST_PROXY`: a hop count, or true (one proxy) / false (none). */
const proxyHops = z
  .string()
  .transform((value) => value.toLowerCase())
  .refine(
    (value) =>
      TRUE_WORDS.includes(value) ||
      FALSE_WORDS.includes(value) ||
      (/^\d{1,2}$/.test(value) && Number(value) <= MAX_PROXY_HOPS),
    `must be the number of proxies in front of the server (0-${MAX_PROXY_HOPS}), true (1) or false (0)`,
  )
  .transform((value) => (TRUE_WORDS.includes(value) ? 1 : FALSE_WORDS.includes(value) ? 0 : Number(value)));

const sessionSecret = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((key) => key.trim())
      .filter(Boolean),
  )
  .refine((keys) => keys.length > 0 && keys.every((key) => key.length >= 16), "must be at least 16 characters per key");

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((emails) => emails.every((email) => z.email().safeParse(email).success), "must be a comma list of emails");

const nonEmpty = z.string().min(1, "must not be empty");
const smtpUrl = z.string().refine((value) => isUrl(value, ["smtp:", "smtps:"]), "must be an smtp:// or smtps:// URL");

const positiveCount = z
  .string()
  .regex(/^\d{1,7}$/, "must be a positive whole number")
  .transform(Number)
  .refine((count) => count >= 1, "must be a positive whole number");
const WINDOW_UNIT_MS = { s: 1000, m: 60 * 1000, h: 60 * 60 * 1000 } as const;
/** "120" (the default window) or "120/1m": a count per window in s, m or h. */
const rateLimit = z
  .string()
  .regex(/^\d+(\/\d+[smh])?$/, "must be a count, optionally per a window such as 120/1m")
  .transform((value) => {
    const [max, window] = value.split("/");
    if (!window) return { max: Number(max) };
    const unit = window.slice(-1) as keyof typeof WINDOW_UNIT_MS;
    return { max: Number(max), windowMs: Number(window.slice(0, -1)) * WINDOW_UNIT_MS[unit] };
  })
  .refine((limit) => limit.max >= 1 && (limit.windowMs === undefined || limit.windowMs >= 1000), "must be at least 1");

/** Megabytes of kept answers per worker when KEPT_ANSWERS_MB is unset. */
export const DEFAULT_KEPT_ANSWERS_MB = 16;
const megabytes = z
  .string()
  .regex(/^\d{1,4}$/, "must be a whole number of megabytes from 0 to 4096")
  .transform(Number)
  .refine((count) => count <= 4096, "must be a whole number of megabytes from 0 to 4096");

/** Connections per worker's pool when DATABASE_POOL_MAX is unset. */
export const DEFAULT_POOL_MAX = 10;
/** Enough for the largest machines; a typo such as 1000 should not fork a thousand processes. */
export const MAX_WEB_CONCURRENCY = 256;
/** "auto" (the cores this process may use) or a count of worker processes. */
const webConcurrency = z
  .string()
  .regex(/^(auto|\d{1,3})$/i, `must be a whole number from 1 to ${MAX_WEB_CONCURRENCY} or auto`)
  .transform((value) => (value.toLowerCase() === "auto" ? availableParallelism() : Number(value)))
  .refine(
    (count) => count >= 1 && count <= MAX_WEB_CONCURRENCY,
    `must be a whole number from 1 to ${MAX_WEB_CONCURRENCY} or auto`,
  );
const poolMax = z
  .string()
  .regex(/^\d{1,4}$/, "must be a whole number from 1 to 1000")
  .transform(Number)
  .refine((count) => count >= 1 && count <= 1000, "must be a whole number from 1 to 1000");

const environment = z.object({
  PORT: optional(portNumber),
  DATA_DIR: optional(nonEmpty),
  DATABASE_URL: optional(postgresUrl),
  EMBEDDED_PG_PORT: optional(portNumber),
  SESSION_SECRET: optional(sessionSecret),
  MEILI_URL: optional(httpUrl),
  MEILI_KEY: optional(nonEmpty),
  S3_BUCKET: optional(nonEmpty),
  S3_ENDPOINT: optional(httpUrl),
  S3_REGION: optional(nonEmpty),
  S3_ACCESS_KEY_ID: optional(nonEmpty),
  S3_SECRET_ACCESS_KEY: optional(nonEmpty),
  GOOGLE_CLIENT_ID: optional(nonEmpty),
  GOOGLE_CLIENT_SECRET: optional(nonEmpty),
  FACEBOOK_CLIENT_ID: optional(nonEmpty),
  FACEBOOK_CLIENT_SECRET: optional(nonEmpty),
  ADMIN_EMAILS: optional(emailList),
  PUBLIC_URL: optional(httpUrl),
  TRUST_PROXY: optional(proxyHops),
  SEED_DEMO: optional(booleanWord),
  PSEUDO_LOCALE: optional(booleanWord),
  EMBEDDED_PG_NO_FSYNC: optional(booleanWord),
  LOGIN_MAX_FAILURES_PER_EMAIL_IP: optional(positiveCount),
  LOGIN_MAX_FAILURES_PER_IP: optional(positiveCount),
  LOGIN_MAX_FAILURES_PER_EMAIL: optional(positiveCount),
  LOGIN_THROTTLE_MINUTES: optional(positiveCount),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(", ")}`)),
  RATE_LIMIT_REGISTRATION: optional(rateLimit),
  RATE_LIMIT_MESSAGES: optional(rateLimit),
  RATE_LIMIT_UPLOAD_URLS: optional(rateLimit),
  RATE_LIMIT_SEARCH: optional(rateLimit),
  RATE_LIMIT_FEEDBACK: optional(rateLimit),
  RATE_LIMIT_PASSWORD_RESET: optional(rateLimit),
  RATE_LIMIT_REPORTS: optional(rateLimit),
  RATE_LIMIT_EMAIL_VERIFICATION: optional(rateLimit),
  METRICS_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
  SMTP_URL: optional(smtpUrl),
  MAIL_FROM: optional(nonEmpty),
  LIVE_REQUESTS_SWEEP_SECONDS: optional(positiveCount),
  BOOKINGS_SWEEP_SECONDS: optional(positiveCount),
  WEB_CONCURRENCY: optional(webConcurrency),
  DATABASE_POOL_MAX: optional(poolMax),
  KEPT_ANSWERS_MB: optional(megabytes),
});
type Environment = z.output<typeof environment>;
type VariableName = keyof Environment;

const invalid = (name: string, message: string, value: unknown): ConfigError => {
  const shown = SECRET_VARIABLES.has(name) || value === undefined ? "" : ` (got ${JSON.stringify(value)})`;
  return new ConfigError(`Invalid configuration: ${name} ${message}${shown}`);
};

/** Both halves of a client id/secret pair, or neither. */
const oauthClient = (env: Environment, prefix: "GOOGLE" | "FACEBOOK"): OAuthClientConfig | null => {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId && !clientSecret) return null;
  if (!clientId) throw invalid(`${prefix}_CLIENT_ID`, `must be set when ${prefix}_CLIENT_SECRET is`, undefined);
  if (!clientSecret) throw invalid(`${prefix}_CLIENT_SECRET`, `must be set when ${prefix}_CLIENT_ID is`, undefined);
  return { clientId, clientSecret };
};

/**
 * Whether listing and member writes must queue their search updates (`search_outbox`): only the
 * Meilisearch backend reads them; PostgreSQL's index is its own tables.
 */
export const searchReadsOutbox = (search: SearchConfig): boolean => search.kind === "meilisearch";

const searchConfig = (env: Environment): SearchConfig => {
  if (env.MEILI_URL) return { kind: "meilisearch", url: env.MEILI_URL.replace(/\/+$/, ""), key: env.MEILI_KEY ?? null };
  if (env.MEILI_KEY) throw invalid("MEILI_URL", "must be set when MEILI_KEY is", undefined);
  return { kind: "postgres" };
};

const storageConfig = (env: Environment, dataDir: string): StorageConfig => {
  if (env.S3_BUCKET) {
    return {
      kind: "s3",
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT ?? null,
      region: env.S3_REGION ?? "us-east-1",
      accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
    };
  }
  const stray = (["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).find(
    (name) => env[name] !== undefined,
  );
  if (stray) throw invalid("S3_BUCKET", `must be set when ${stray} is`, undefined);
  return { kind: "disk", dir: join(dataDir, "objects") };
};

const loginThrottleConfig = (env: Environment): LoginThrottleConfig => ({
  maxFailuresPerEmailAndIp: env.LOGIN_MAX_FAILURES_PER_EMAIL_IP ?? LOGIN_RATE_LIMIT.maxFailuresPerEmailAndIp,
  maxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP ?? LOGIN_RATE_LIMIT.maxFailuresPerIp,
  maxFailuresPerEmail: env.LOGIN_MAX_FAILURES_PER_EMAIL ?? LOGIN_RATE_LIMIT.maxFailuresPerEmail,
  windowMs: env.LOGIN_THROTTLE_MINUTES ? env.LOGIN_THROTTLE_MINUTES * 60_000 : LOGIN_RATE_LIMIT.windowMs,
});
const rateLimitsConfig = (env: Environment): RateLimitConfig => {
  const names = Object.keys(RATE_LIMITS) as RateLimitName[];
  return Object.fromEntries(
    names.map((name) => {
      const { variable, max, windowMs } = RATE_LIMITS[name];
      return [name, { max, windowMs, ...env[variable] }];
    }),
  ) as RateLimitConfig;
};

/** Pure parse of the environment; throws a `ConfigError` whose message is the one line to print. */
export const parseConfig = (env: NodeJS.ProcessEnv, cwd: string = process.cwd()): Config => {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]) as VariableName;
    throw invalid(name, issue.message, env[name]);
  }
  const vars = parsed.data;
  const port = vars.PORT ?? 5000;
  const dataDir = resolve(cwd, vars.DATA_DIR ?? ".data");
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const secureCookies = publicUrl.startsWith("https:");
  return {
    port,
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? null,
    embeddedPgPort: vars.EMBEDDED_PG_PORT ?? (port < 65_535 ? port + 1 : 5433),
    sessionKeys: vars.SESSION_SECRET ?? [],
    search: searchConfig(vars),
    storage: storageConfig(vars, dataDir),
    oauth: { google: oauthClient(vars, "GOOGLE"), facebook: oauthClient(vars, "FACEBOOK") },
    adminEmails: vars.ADMIN_EMAILS ?? [],
    publicUrl,
    secureCookies,
    // An https PUBLIC_URL means TLS ends in a proxy in front of us: one hop unless told otherwise.
    trustProxy: vars.TRUST_PROXY ?? (secureCookies ? 1 : 0),
    seedDemo: vars.SEED_DEMO ?? true,
    pseudoLocale: vars.PSEUDO_LOCALE ?? false,
    embeddedPgNoFsync: vars.EMBEDDED_PG_NO_FSYNC ?? false,
    loginThrottle: loginThrottleConfig(vars),
    webDir: webDistDir,
    logLevel: vars.LOG_LEVEL ?? "info",
    rateLimits: rateLimitsConfig(vars),
    metricsToken: vars.METRICS_TOKEN ?? null,
    mail: {
      smtpUrl: vars.SMTP_URL ?? null,
      from: vars.MAIL_FROM ?? `Kindred Spaces <no-reply@${new URL(publicUrl).hostname}>`,
      outboxDir: join(dataDir, "outbox"),
    },
    liveRequestsSweepMs: (vars.LIVE_REQUESTS_SWEEP_SECONDS ?? 600) * 1000,
    bookingsSweepMs: (vars.BOOKINGS_SWEEP_SECONDS ?? 60) * 1000,
    webConcurrency: vars.WEB_CONCURRENCY ?? 1,
    databasePoolMax: vars.DATABASE_POOL_MAX ?? DEFAULT_POOL_MAX,
    keptAnswersBytes: (vars.KEPT_ANSWERS_MB ?? DEFAULT_KEPT_ANSWERS_MB) * 1024 * 1024,
  };
};

/** Reads a generated secret, creating it (mode 0600) the first time. */
export const readOrCreateSecret = (file: string): string => {
  if (!existsSync(file)) {
    writeFileSync(file, `${randomBytes(48).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  }
  return readFileSync(file, "utf8").trim();
};

/** The cookie signing key kept in `dataDir/session-secret` when SESSION_SECRET is unset. */
export const ensureSessionSecret = (dataDir: string): string[] => [readOrCreateSecret(join(dataDir, "session-secret"))];

export const ensureDataDir = (dataDir: string): void => {
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  try {
    // Embedded PostgreSQL runs as its own user when we are root; it must be able to traverse here.
    chmodSync(dataDir, 0o755);
  } catch {
    // Not ours to change (a shared folder): PostgreSQL will say so if it cannot get in.
  }
};

/** Parse, create the data folder and fill in generated secrets: what `main.ts` calls. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config => {
  const config = parseConfig(env, cwd);
  ensureDataDir(config.dataDir);
  if (config.sessionKeys.length === 0) config.sessionKeys = ensureSessionSecret(config.dataDir);
  return config;
};
