import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Sequelize } from "sequelize-typescript";
import supertest from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";

// Static files never touch the database.
const noDatabase = null as unknown as Sequelize;

const webDir = mkdtempSync(join(tmpdir(), "ks-web-"));
const script = `console.log(${JSON.stringify("kindred ".repeat(200))});\n`;
const indexHtml = `<!doctype html><html><head><title>Kindred Spaces</title></head><body>${"<div></div>".repeat(200)}</body></html>`;
mkdirSync(join(webDir, "assets"));
writeFileSync(join(webDir, "index.html"), indexHtml);
writeFileSync(join(webDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
writeFileSync(join(webDir, "assets/app-3f2a1b.js"), script);
writeFileSync(join(webDir, "assets/app-3f2a1b.js.br"), brotliCompressSync(script));
writeFileSync(join(webDir, "assets/app-3f2a1b.js.gz"), gzipSync(script));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const client = (dir = webDir) => supertest(createTestApp(noDatabase, { webDir: dir }).callback());
const IMMUTABLE = "public, max-age=31536000, immutable";

describe("the web app", () => {
  it("serves hashed assets pre-compressed with brotli, cached for a year", async () => {
    const response = await client()
      .get("/assets/app-3f2a1b.js")
      .set("Accept-Encoding", "gzip, br")
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it("falls back to the gzip file, then to the plain file", async () => {
    const gzip = await client().get("/assets/app-3f2a1b.js").set("Accept-Encoding", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toBe(script);
    const plain = await client().get("/assets/app-3f2a1b.js").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(script);
    expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
  });

  it("answers SPA paths with index.html, not cached, compressed on the fly", async () => {
    for (const path of ["/", "/messages", "/space-offer/123", "/index.html"]) {
      const response = await client().get(path).set("Accept-Encoding", "gzip");
      expect(response.status).toBe(200);
      expect(response.type).toBe("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.text).toBe(indexHtml);
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    }
  });

  it("answers a page the build prerendered with that page, chosen by the session cookie", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ks-web-pages-"));
    try {
      writeFileSync(join(dir, "index.html"), indexHtml);
      mkdirSync(join(dir, "pages/visitor"), { recursive: true });
      mkdirSync(join(dir, "pages/member"), { recursive: true });
      writeFileSync(join(dir, "pages/visitor/index.html"), "<p>home for visitors</p>");
      writeFileSync(join(dir, "pages/member/index.html"), "<p>home for members</p>");
      writeFileSync(join(dir, "pages/member/messages.html"), "<p>messages</p>");
      const page = async (path: string, cookie?: string) => {
        const request = client(dir).get(path);
        const response = await (cookie ? request.set("Cookie", cookie) : request);
        expect(response.status).toBe(200);
        expect(response.type).toBe("text/html");
        expect(response.headers["cache-control"]).toBe("no-cache");
        return response;
      };
      const visitorHome = await page("/");
      expect(visitorHome.text).toBe("<p>home for visitors</p>");
      expect(visitorHome.headers.vary).toMatch(/Cookie/);
      expect((await page("/", "ks.sid=abc; ks.sid.sig=def")).text).toBe("<p>home for members</p>");
      expect((await page("/messages", "ks.sid=abc")).text).toBe("<p>messages</p>");
      // No page for this audience, or a query that may open another state of it: the app's own index.html.
      expect((await page("/messages")).text).toBe(indexHtml);
      expect((await page("/messages?match=1", "ks.sid=abc")).text).toBe(indexHtml);
      expect((await page("/?from=mail")).text).toBe(indexHtml);
      expect((await page("/explore", "ks.sid=abc")).text).toBe(indexHtml);
      expect((await page("/index")).text).toBe(indexHtml);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers a prerendered page in the language this browser chose (its locale cookie), else English", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ks-web-pages-"));
    try {
      writeFileSync(join(dir, "index.html"), indexHtml);
      mkdirSync(join(dir, "pages/visitor"), { recursive: true });
      mkdirSync(join(dir, "pages/es/visitor"), { recursive: true });
      mkdirSync(join(dir, "pages/es/member"), { recursive: true });
      writeFileSync(join(dir, "pages/visitor/index.html"), "<p>home</p>");
      writeFileSync(join(dir, "pages/es/visitor/index.html"), "<p>inicio</p>");
      writeFileSync(join(dir, "pages/es/member/index.html"), "<p>inicio de miembro</p>");
      const home = (headers: Record<string, string>) => client(dir).get("/").set(headers);
      const spanish = await home({ Cookie: "locale=es" });
      expect(spanish.text).toBe("<p>inicio</p>");
      expect(spanish.headers.vary).toMatch(/Cookie/);
      expect(spanish.headers.vary).toMatch(/Accept-Language/);
      expect((await home({ Cookie: "ks.sid=abc; locale=es" })).text).toBe("<p>inicio de miembro</p>");
      expect((await home({ Cookie: "locale=en", "Accept-Language": "es" })).text).toBe("<p>home</p>");
      // A language no page is in, or one the app does not offer by itself yet: English.
      expect((await home({ Cookie: "locale=fr" })).text).toBe("<p>home</p>");
      expect((await home({ "Accept-Language": "de, en;q=0.5" })).text).toBe("<p>home</p>");
      expect((await home({ Cookie: "locale=../../etc" })).text).toBe("<p>home</p>");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("serves other root files with a short cache", async () => {
    const response = await client().get("/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers a missing hashed asset with 404, not the page", async () => {
    const response = await client().get("/assets/app-000000.js");
    expect(response.status).toBe(404);
  });

  it("never answers /api or /objects paths with the page", async () => {
    const api = await client().get("/api/unknown");
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: expect.any(String) });
    const objects = await client().get("/objects/abc");
    expect(objects.status).toBe(404);
    expect(objects.text).not.toContain("Kindred Spaces</title>");
  });

  it("refuses paths that climb out of the web folder", async () => {
    const response = await client().get("/..%2f..%2fetc%2fpasswd");
    expect([400, 403, 404]).toContain(response.status);
    expect(response.text).not.toContain("root:");
  });

  it("says how to build it when the build is missing", async () => {
    const response = await client(join(webDir, "missing")).get("/");
    expect(response.status).toBe(200);
    expect(response.type).toBe("text/plain");
    expect(response.text).toContain("npm run build:web");
  });
});
