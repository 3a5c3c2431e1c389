import { describe, expect, it } from "vitest";
import { API_ROUTES, fillPath, openApiPath } from "./index";

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();

describe("the route table", () => {
  it("names each method and path once", () => {
    const keys = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives every path parameter a schema, and no schema for a parameter the path lacks", () => {
    for (const route of API_ROUTES) {
      expect(Object.keys(route.params?.shape ?? {}).sort(), route.path).toEqual(pathParams(route.path));
    }
  });

  it("lets every paged list take ?limit= and ?cursor=", () => {
    for (const route of API_ROUTES.filter((entry) => entry.paged)) {
      expect(Object.keys(route.query?.shape ?? {}), route.path).toEqual(expect.arrayContaining(["limit", "cursor"]));
    }
  });

  it("sends a body only with the methods that carry one", () => {
    for (const route of API_ROUTES.filter((entry) => entry.body)) {
      // A DELETE carries a body only to confirm an irreversible step with the password, or to give
      // the reason a moderator's action needs (lifting a suspension, 11.4).
      if (route.method === "delete") {
        expect([["password"], ["reason"]], route.path).toContainEqual(
          Object.keys((route.body as unknown as { shape: object }).shape),
        );
        continue;
      }
      expect(["post", "put", "patch"], route.path).toContain(route.method);
    }
  });
});

describe("paths", () => {
  it("fill their parameters escaped, and turn into OpenAPI templates", () => {
    expect(fillPath("/api/matches/:id/messages", { id: "a b/c" })).toBe("/api/matches/a%20b%2Fc/messages");
    expect(openApiPath("/api/favorites/:offerId")).toBe("/api/favorites/{offerId}");
  });
});
