import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";

const db = useTestDatabase();
const client = () => supertest(createTestApp(db.sequelize).callback());

/** The asset URLs the docs page links to (scripts, styles, icon). */
const assetUrls = (html: string) => [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1]);

describe("GET /api/openapi.json", () => {
  it("answers the OpenAPI 3.1 document as JSON", async () => {
    const response = await client().get("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.body.openapi).toBe("3.1.0");
    expect(response.body.paths["/api/openapi.json"].get).toBeDefined();
  });
});

describe("GET /api/docs", () => {
  it("answers an HTML page under the app's CSP, with no inline script", async () => {
    const response = await client().get("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.text).toContain('<div id="swagger-ui">');
    expect(response.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("serves every asset it links to with its content type and a long cache", async () => {
    const page = await client().get("/api/docs");
    const urls = assetUrls(page.text);
    expect(urls).toHaveLength(4);
    const types: Record<string, RegExp> = {
      ".css": /^text\/css/,
      ".js": /^(text|application)\/javascript/,
      ".png": /^image\/png/,
    };
    for (const url of urls) {
      const response = await client().get(url);
      expect(response.status, url).toBe(200);
      const extension = new URL(url, "http://x").pathname.match(/\.\w+$/)?.[0] ?? "";
      expect(response.headers["content-type"], url).toMatch(types[extension]);
      expect(response.headers["cache-control"], url).toContain("max-age=31536000");
      const size = Buffer.isBuffer(response.body) ? response.body.length : response.text.length;
      expect(size, url).toBeGreaterThan(0);
    }
  });

  it("points Swagger UI at /api/openapi.json", async () => {
    const response = await client().get("/api/docs/init.js");
    expect(response.text).toContain('url: "/api/openapi.json"');
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("answers 404 JSON for a file it does not serve", async () => {
    for (const name of ["index.html", "..%2Fpackage.json", "swagger-ui.js.map"]) {
      const response = await client().get(`/api/docs/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.body).toHaveProperty("message");
    }
  });
});
