import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseConfig } from "./config";

const failure = (env: NodeJS.ProcessEnv): string => {
  try {
    parseConfig(env, "/srv/kindred");
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected the configuration to be refused");
};

describe("parseConfig", () => {
  it("reads a RATE_LIMIT_* count, with or without its own window", () => {
    const { rateLimits } = parseConfig({ RATE_LIMIT_SEARCH: "5/30s", RATE_LIMIT_FEEDBACK: "3" }, "/srv/kindred");
    expect(rateLimits.search).toEqual({ max: 5, windowMs: 30_000 });
    expect(rateLimits.feedback).toEqual({ max: 3, windowMs: 10 * 60 * 1000 });
    expect(rateLimits.registration).toEqual({ max: 20, windowMs: 60 * 60 * 1000 });
    expect(failure({ RATE_LIMIT_MESSAGES: "lots" })).toMatch(
      /^Invalid configuration: RATE_LIMIT_MESSAGES must be a count/,
    );
  });

  it("uses the documented defaults", () => {
    const config = parseConfig({}, "/srv/kindred");
    expect(config).toMatchObject({
      port: 5000,
      dataDir: "/srv/kindred/.data",
      databaseUrl: null,
      embeddedPgPort: 5001,
      sessionKeys: [],
      search: { kind: "postgres" },
      storage: { kind: "disk", dir: "/srv/kindred/.data/objects" },
      oauth: { google: null, facebook: null },
      adminEmails: [],
      publicUrl: "http://localhost:5000",
      secureCookies: false,
      trustProxy: 0,
      seedDemo: true,
      pseudoLocale: false,
      embeddedPgNoFsync: false,
      loginThrottle: {
        maxFailuresPerEmailAndIp: 10,
        maxFailuresPerIp: 100,
        maxFailuresPerEmail: 50,
        windowMs: 900_000,
      },
      logLevel: "info",
      mail: {
        smtpUrl: null,
        from: "Kindred Spaces <no-reply@localhost>",
        outboxDir: "/srv/kindred/.data/outbox",
      },
    });
    expect(config.webDir).toMatch(/desktop\/dist\/web\/?$/);
  });

  it("reads every variable", () => {
    const config = parseConfig(
      {
        PORT: "8080",
        DATA_DIR: "var/data",
        DATABASE_URL: "postgres://u:p@db:5432/kindred",
        SESSION_SECRET: "a-very-long-secret-value, another-long-secret-value",
        MEILI_URL: "http://meili:7700/",
        MEILI_KEY: "master",
        S3_BUCKET: "photos",
        S3_ENDPOINT: "http://minio:9000",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        GOOGLE_CLIENT_ID: "g-id",
        GOOGLE_CLIENT_SECRET: "g-secret",
        FACEBOOK_CLIENT_ID: "f-id",
        FACEBOOK_CLIENT_SECRET: "f-secret",
        ADMIN_EMAILS: " Boss@Example.org, second@example.org ,",
        PUBLIC_URL: "https://kindred.example/",
        SEED_DEMO: "no",
        PSEUDO_LOCALE: "1",
        EMBEDDED_PG_NO_FSYNC: "true",
        LOGIN_MAX_FAILURES_PER_EMAIL_IP: "5",
        LOGIN_MAX_FAILURES_PER_IP: "500",
        LOGIN_MAX_FAILURES_PER_EMAIL: "20",
        LOGIN_THROTTLE_MINUTES: "30",
      },
      "/srv/kindred",
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/srv/kindred/var/data",
      databaseUrl: "postgres://u:p@db:5432/kindred",
      sessionKeys: ["a-very-long-secret-value", "another-long-secret-value"],
      search: { kind: "meilisearch", url: "http://meili:7700", key: "master" },
      storage: { kind: "s3", bucket: "photos", endpoint: "http://minio:9000", region: "us-east-1" },
      oauth: {
        google: { clientId: "g-id", clientSecret: "g-secret" },
        facebook: { clientId: "f-id", clientSecret: "f-secret" },
      },
      adminEmails: ["boss@example.org", "second@example.org"],
      publicUrl: "https://kindred.example",
      secureCookies: true,
      trustProxy: 1,
      seedDemo: false,
      pseudoLocale: true,
      embeddedPgNoFsync: true,
      loginThrottle: {
        maxFailuresPerEmailAndIp: 5,
        maxFailuresPerIp: 500,
        maxFailuresPerEmail: 20,
        windowMs: 1_800_000,
      },
    });
  });

  it("reads TRUST_PROXY as a hop count: true is one proxy, an https PUBLIC_URL one by default", () => {
    const hops = (env: NodeJS.ProcessEnv) => parseConfig(env, "/x").trustProxy;
    expect(hops({})).toBe(0);
    expect(hops({ PUBLIC_URL: "https://kindred.example" })).toBe(1);
    expect(hops({ PUBLIC_URL: "https://kindred.example", TRUST_PROXY: "false" })).toBe(0);
    expect(hops({ PUBLIC_URL: "https://kindred.example", TRUST_PROXY: "2" })).toBe(2);
    for (const one of ["true", "TRUE", "yes", "on", "1"]) expect(hops({ TRUST_PROXY: one })).toBe(1);
    for (const none of ["false", "no", "off", "0"]) expect(hops({ TRUST_PROXY: none })).toBe(0);
    expect(hops({ TRUST_PROXY: "3" })).toBe(3);
    expect(hops({ TRUST_PROXY: "10" })).toBe(10);
    for (const bad of ["11", "-1", "1.5", "all", "loopback", "10.0.0.0/8"]) {
      expect(failure({ TRUST_PROXY: bad })).toBe(
        `Invalid configuration: TRUST_PROXY must be the number of proxies in front of the server (0-10), true (1) or false (0) (got ${JSON.stringify(bad)})`,
      );
    }
  });

  it("defaults PUBLIC_URL to the port and treats blank values as unset", () => {
    expect(parseConfig({ PORT: "7000", SEED_DEMO: "  ", DATA_DIR: "" }, "/x")).toMatchObject({
      publicUrl: "http://localhost:7000",
      seedDemo: true,
      dataDir: "/x/.data",
    });
  });

  it("refuses a bad value with one line naming the variable", () => {
    expect(failure({ PORT: "abc" })).toBe('Invalid configuration: PORT must be a port number (got "abc")');
    expect(failure({ PORT: "70000" })).toBe('Invalid configuration: PORT must be a port number (got "70000")');
    expect(failure({ PUBLIC_URL: "kindred.example" })).toBe(
      'Invalid configuration: PUBLIC_URL must be an http(s) URL (got "kindred.example")',
    );
    expect(failure({ SEED_DEMO: "maybe" })).toBe(
      'Invalid configuration: SEED_DEMO must be true or false (got "maybe")',
    );
    expect(failure({ ADMIN_EMAILS: "boss" })).toBe(
      'Invalid configuration: ADMIN_EMAILS must be a comma list of emails (got "boss")',
    );
    expect(failure({ LOGIN_MAX_FAILURES_PER_IP: "0" })).toBe(
      'Invalid configuration: LOGIN_MAX_FAILURES_PER_IP must be a positive whole number (got "0")',
    );
    expect(failure({ LOG_LEVEL: "loud" })).toBe(
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(parseConfig({ LOG_LEVEL: "debug" }).logLevel).toBe("debug");
    expect(failure({ EMBEDDED_PG_PORT: "-1" })).toMatch(/^Invalid configuration: EMBEDDED_PG_PORT /);
    expect(failure({ MEILI_URL: "ftp://x" })).toMatch(/^Invalid configuration: MEILI_URL must be an http\(s\) URL/);
    for (const message of [failure({ PORT: "abc" }), failure({ SEED_DEMO: "x" })]) {
      expect(message.split("\n")).toHaveLength(1);
    }
  });

  it("never echoes secrets", () => {
    expect(failure({ SESSION_SECRET: "short" })).toBe(
      "Invalid configuration: SESSION_SECRET must be at least 16 characters per key",
    );
    expect(failure({ DATABASE_URL: "mysql://root:hunter2@db/x" })).toBe(
      "Invalid configuration: DATABASE_URL must be a postgres:// URL",
    );
    expect(failure({ SMTP_URL: "http://user:hunter2@mail" })).toBe(
      "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL",
    );
  });

  it("reads the mail server and sender", () => {
    expect(
      parseConfig({ SMTP_URL: "smtps://u:p@mail.example:465", MAIL_FROM: "Kindred <hi@kindred.example>" }, "/x").mail,
    ).toEqual({
      smtpUrl: "smtps://u:p@mail.example:465",
      from: "Kindred <hi@kindred.example>",
      outboxDir: "/x/.data/outbox",
    });
  });

  it("wants both halves of a pair", () => {
    expect(failure({ GOOGLE_CLIENT_ID: "id" })).toBe(
      "Invalid configuration: GOOGLE_CLIENT_SECRET must be set when GOOGLE_CLIENT_ID is",
    );
    expect(failure({ FACEBOOK_CLIENT_SECRET: "s" })).toBe(
      "Invalid configuration: FACEBOOK_CLIENT_ID must be set when FACEBOOK_CLIENT_SECRET is",
    );
    expect(failure({ MEILI_KEY: "k" })).toBe("Invalid configuration: MEILI_URL must be set when MEILI_KEY is");
    expect(failure({ S3_REGION: "eu" })).toBe("Invalid configuration: S3_BUCKET must be set when S3_REGION is");
  });
});

describe("loadConfig", () => {
  const cwd = mkdtempSync(join(tmpdir(), "ks-config-"));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it("creates the data folder and a session secret once, readable by the owner only", () => {
    const first = loadConfig({ DATA_DIR: "data" }, cwd);
    const secretFile = join(cwd, "data", "session-secret");
    expect(statSync(join(cwd, "data")).mode & 0o777).toBe(0o755);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(first.sessionKeys).toEqual([readFileSync(secretFile, "utf8").trim()]);
    expect(first.sessionKeys[0].length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: "data" }, cwd).sessionKeys).toEqual(first.sessionKeys);
  });

  it("uses SESSION_SECRET without writing one", () => {
    const config = loadConfig({ DATA_DIR: "other", SESSION_SECRET: "given-secret-of-some-length" }, cwd);
    expect(config.sessionKeys).toEqual(["given-secret-of-some-length"]);
    expect(existsSync(join(cwd, "other", "session-secret"))).toBe(false);
  });
});

describe("start-up with a bad value", () => {
  it("prints one line naming the variable and exits with code 1", () => {
    const apiDir = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, PORT: "abc", TSX_TSCONFIG_PATH: join(apiDir, "tsconfig.json") },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a port number (got "abc")');
  });
});

describe("WEB_CONCURRENCY and DATABASE_POOL_MAX", () => {
  it("run one process with a pool of 10 by default; auto means the cores this process may use", () => {
    expect(parseConfig({})).toMatchObject({ webConcurrency: 1, databasePoolMax: 10 });
    expect(parseConfig({ WEB_CONCURRENCY: "3", DATABASE_POOL_MAX: "25" })).toMatchObject({
      webConcurrency: 3,
      databasePoolMax: 25,
    });
    expect(parseConfig({ WEB_CONCURRENCY: "auto" }).webConcurrency).toBe(availableParallelism());
  });

  it("refuse anything else with one line naming the variable", () => {
    for (const value of ["0", "-1", "2.5", "many", "257"]) {
      expect(failure({ WEB_CONCURRENCY: value })).toBe(
        `Invalid configuration: WEB_CONCURRENCY must be a whole number from 1 to 256 or auto (got "${value}")`,
      );
    }
    for (const value of ["0", "ten", "1001"]) {
      expect(failure({ DATABASE_POOL_MAX: value })).toBe(
        `Invalid configuration: DATABASE_POOL_MAX must be a whole number from 1 to 1000 (got "${value}")`,
      );
    }
  });
});

describe("KEPT_ANSWERS_MB", () => {
  it("keeps 16 MB of answers per worker by default; 0 keeps none", () => {
    expect(parseConfig({}).keptAnswersBytes).toBe(16 * 1024 * 1024);
    expect(parseConfig({ KEPT_ANSWERS_MB: "0" }).keptAnswersBytes).toBe(0);
    expect(parseConfig({ KEPT_ANSWERS_MB: "64" }).keptAnswersBytes).toBe(64 * 1024 * 1024);
  });

  it("refuses anything else with one line naming the variable", () => {
    for (const value of ["-1", "2.5", "lots", "4097"]) {
      expect(failure({ KEPT_ANSWERS_MB: value })).toBe(
        `Invalid configuration: KEPT_ANSWERS_MB must be a whole number of megabytes from 0 to 4096 (got "${value}")`,
      );
    }
  });
});

describe("BOOKINGS_SWEEP_SECONDS", () => {
  it("sets the pause between bookings sweeps, a minute by default", () => {
    expect(parseConfig({}).bookingsSweepMs).toBe(60_000);
    expect(parseConfig({ BOOKINGS_SWEEP_SECONDS: "1" }).bookingsSweepMs).toBe(1000);
    expect(failure({ BOOKINGS_SWEEP_SECONDS: "0" })).toContain("BOOKINGS_SWEEP_SECONDS");
  });
});

describe("LIVE_REQUESTS_SWEEP_SECONDS", () => {
  it("sets the pause between live-request sweeps, ten minutes by default", () => {
    expect(parseConfig({}).liveRequestsSweepMs).toBe(600_000);
    expect(parseConfig({ LIVE_REQUESTS_SWEEP_SECONDS: "2" }).liveRequestsSweepMs).toBe(2000);
    expect(failure({ LIVE_REQUESTS_SWEEP_SECONDS: "soon" })).toContain("LIVE_REQUESTS_SWEEP_SECONDS");
  });
});
