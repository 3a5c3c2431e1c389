import { Ajv2020 } from "ajv/dist/2020.js";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { unsubscribeToken } from "../../services/email/unsubscribeTokens";
import { createTestApp, TEST_SESSION_SECRET } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createUser } from "../../test/factories";

const METRICS_TOKEN = "scraper-token-0123456789";
const db = useTestDatabase();
const client = () => supertest(createTestApp(db.sequelize, { metricsToken: METRICS_TOKEN }).callback());

/**
 * Real answers checked against `/api/openapi.json` as an outside client reads it (ajv, the
 * document's JSON Schema 2020-12): the media type a status answers with is the one documented for
 * it, and the body fits the documented schema. HTML pages and Prometheus text are not the JSON
 * error body, and the document has to say so.
 */
const documentedCheck = async () => {
  const document = (await client().get("/api/openapi.json")).body as {
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
  };
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema(document, "openapi");
  return (method: string, path: string, response: supertest.Response) => {
    const documented = document.paths[path]?.[method]?.responses[String(response.status)];
    expect(documented, `${method} ${path} ${response.status} is documented`).toBeDefined();
    const mediaType = String(response.headers["content-type"]).split(";")[0] ?? "";
    const types = Object.keys(documented?.content ?? {});
    const type = types.find((name) => name.split(";")[0] === mediaType);
    expect(type, `${method} ${path} ${response.status} answers ${mediaType}, documented: ${types}`).toBeDefined();
    const pointer = ["paths", path, method, "responses", String(response.status), "content", type ?? ""]
      .map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1"))
      .join("/");
    const validate = ajv.getSchema(`openapi#/${pointer}/schema`);
    expect(validate, "a schema to check the body against").toBeDefined();
    const body = mediaType === "application/json" ? response.body : response.text;
    expect(validate?.(body), JSON.stringify(validate?.errors)).toBe(true);
  };
};

describe("answers as documented in /api/openapi.json", () => {
  it("unsubscribe: the page, and the HTML page of an invalid link (not the JSON error body)", async () => {
    const check = await documentedCheck();
    const member = await createUser();
    const token = unsubscribeToken([TEST_SESSION_SECRET], member.id, "new_message");
    for (const method of ["get", "post"] as const) {
      const invalid = await client()[method]("/api/unsubscribe?token=not-a-token");
      expect(invalid.status).toBe(404);
      check(method, "/api/unsubscribe", invalid);
      const valid = await client()[method](`/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(valid.status).toBe(200);
      check(method, "/api/unsubscribe", valid);
    }
  });

  it("metrics: Prometheus text, and the JSON error body without a token", async () => {
    const check = await documentedCheck();
    const metrics = await client().get("/api/metrics").set("Authorization", `Bearer ${METRICS_TOKEN}`);
    expect(metrics.status).toBe(200);
    check("get", "/api/metrics", metrics);
    const refused = await client().get("/api/metrics");
    expect(refused.status).toBe(401);
    check("get", "/api/metrics", refused);
  });

  it("a JSON answer and a JSON error", async () => {
    const check = await documentedCheck();
    const health = await client().get("/api/health");
    check("get", "/api/health", health);
    const missing = await client().get("/api/users/7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11");
    expect(missing.status).toBe(404);
    check("get", "/api/users/{id}", missing);
  });
});
