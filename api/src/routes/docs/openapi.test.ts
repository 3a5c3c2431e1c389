import { API_ROUTES, openApiPath } from "@kindred/contract";
import type Router from "@koa/router";
import { Validator } from "@seriousme/openapi-schema-validator";
import type { Middleware } from "koa";
import { describe, expect, it } from "vitest";
import { createApiRouter } from "..";
import { unsubscribeRoutes } from "../email";
import { imageUploads, objectRoutes } from "../objects";
import { buildOpenApiDocument } from "./openapi";

const document = buildOpenApiDocument();
const METHODS = ["get", "put", "post", "patch", "delete"] as const;

/** `METHOD /path/{param}` for every route a router registers (HEAD comes with GET). */
const routesOf = (router: Router): string[] =>
  router.stack.flatMap((layer) =>
    layer.methods
      .filter((method) => method !== "HEAD")
      .map((method) => `${method} ${String(layer.path).replace(/:(\w+)/g, "{$1}")}`),
  );

const registered = () => {
  const [objects] = objectRoutes((_ctx, next) => next()) as (Middleware & { router: Router })[];
  return new Set(
    [createApiRouter(), imageUploads, unsubscribeRoutes, objects.router].flatMap((router) =>
      routesOf(router as Router),
    ),
  );
};

/** `METHOD /path/{param}` for every entry of the contract's route table. */
const tabled = () => API_ROUTES.map((route) => `${route.method.toUpperCase()} ${openApiPath(route.path)}`);

const documented = () =>
  new Set(
    Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );

/** Every `$ref` in the document, with where it sits. */
const refsIn = (value: unknown, at = "#"): [string, string][] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsIn(item, `${at}/${index}`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]): [string, string][] =>
    key === "$ref" && typeof item === "string" ? [[at, item]] : refsIn(item, `${at}/${key}`),
  );
};

const resolve = (pointer: string): unknown =>
  pointer
    .slice(2)
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);

describe("the route table", () => {
  it("holds every route the server registers, and no other", () => {
    const routes = registered();
    expect(routes.size).toBeGreaterThan(40);
    const table = tabled();
    expect(new Set(table).size, "one entry per method and path").toBe(table.length);
    expect(
      [...routes].filter((route) => !table.includes(route)),
      "registered but not in the table",
    ).toEqual([]);
    expect(
      table.filter((route) => !routes.has(route)),
      "in the table but not registered",
    ).toEqual([]);
  });
});

describe("the OpenAPI document", () => {
  it("names every route the server registers, and no other", () => {
    const routes = registered();
    expect(routes.size).toBeGreaterThan(40);
    const docs = documented();
    expect(
      [...routes].filter((route) => !docs.has(route)),
      "registered but not documented",
    ).toEqual([]);
    expect(
      [...docs].filter((route) => !routes.has(route)),
      "documented but not registered",
    ).toEqual([]);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("resolves every $ref", () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(50);
    const dangling = refs.filter(([, ref]) => !ref.startsWith("#/") || resolve(ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it("gives every operation a success answer, the error body, and its path parameters", () => {
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const method of METHODS) {
        const operation = item?.[method];
        if (!operation) continue;
        const where = `${method.toUpperCase()} ${path}`;
        const statuses = Object.keys(operation.responses ?? {});
        expect(
          statuses.some((status) => /^[23]/.test(status)),
          where,
        ).toBe(true);
        // A route may answer a 4xx with its own body (the unsubscribe page's HTML); the rest carry the error body.
        const own = API_ROUTES.find(
          (route) => route.method === method && openApiPath(route.path) === path,
        )?.otherResponses;
        for (const status of statuses.filter((status) => /^4/.test(status) && !own?.[Number(status)])) {
          expect(operation.responses?.[status], `${where} ${status}`).toMatchObject({
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          });
        }
        const pathParams = (operation.parameters ?? [])
          .filter((parameter) => "in" in parameter && parameter.in === "path")
          .map((parameter) => ("name" in parameter ? parameter.name : ""))
          .sort();
        expect(pathParams, where).toEqual(templated);
      }
    }
  });

  it("draws bodies and answers from the contract, with session auth and the paging header", () => {
    const register = document.paths?.["/api/auth/register"]?.post;
    expect(
      Object.keys(register?.requestBody && "content" in register.requestBody ? register.requestBody.content : {}),
    ).toEqual(["application/json", "application/x-www-form-urlencoded"]);
    expect(register?.responses?.["201"]).toMatchObject({
      content: { "application/json": { schema: { $ref: "#/components/schemas/CurrentUser" } } },
    });
    expect(register?.responses?.["409"]).toBeDefined();
    expect(document.components?.securitySchemes?.session).toEqual(
      expect.objectContaining({ type: "apiKey", in: "cookie", name: "ks.sid" }),
    );
    const notifications = document.paths?.["/api/notifications"]?.get;
    expect(notifications?.security).toEqual([{ session: [] }]);
    expect(notifications?.responses?.["200"]).toMatchObject({ headers: { "X-Next-Cursor": expect.anything() } });
    expect(notifications?.responses?.["401"]).toBeDefined();
    // Explore's first page documents its count and the cap's flag beside the next cursor.
    expect(document.paths?.["/api/explore/offers"]?.get?.responses?.["200"]).toMatchObject({
      headers: {
        "X-Next-Cursor": expect.anything(),
        "X-Total-Count": expect.anything(),
        "X-Total-Count-Capped": expect.anything(),
      },
    });
    expect(document.paths?.["/api/events"]?.get?.responses?.["200"]).toMatchObject({
      content: { "text/event-stream": expect.anything() },
    });
    expect(document.paths?.["/api/admin/stats"]?.get?.responses?.["403"]).toBeDefined();
    const upload = document.paths?.["/api/objects/upload/{token}"]?.put?.requestBody;
    expect(Object.keys(upload && "content" in upload ? upload.content : {})).toContain("image/png");
  });
});
