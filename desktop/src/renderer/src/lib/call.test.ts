import {
  ADMIN_ROUTES,
  EXPLORE_ROUTES,
  FAVORITE_ROUTES,
  MATCH_ROUTES,
  PAGE,
  SPACE_OFFER_ROUTES,
} from "@kindred/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { call, callAllPages, callPage, routeBase, routeUrl } from "./call";

const ID = "0b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a";

const respond = (status: number, body: string, headers: Record<string, string> = {}) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, headers }));

afterEach(() => vi.unstubAllGlobals());

describe("routeUrl", () => {
  it("fills the path's params and leaves out empty query values", () => {
    expect(routeUrl(SPACE_OFFER_ROUTES.matches, { params: { id: ID } })).toBe(`/api/space-offers/${ID}/matches`);
    expect(routeUrl(ADMIN_ROUTES.users, { query: { q: "ada", cursor: undefined } })).toBe("/api/admin/users?q=ada");
    expect(routeUrl(ADMIN_ROUTES.users, { query: { q: "" } })).toBe("/api/admin/users");
    expect(routeUrl(FAVORITE_ROUTES.save, { params: { offerId: "a/b" } })).toBe("/api/favorites/a%2Fb");
  });

  it("repeats a list parameter once per value", () => {
    expect(
      routeUrl(EXPLORE_ROUTES.offers, { query: { cause: ["creative-arts", "workshop"], spaceType: [], limit: 12 } }),
    ).toBe("/api/explore/offers?cause=creative-arts&cause=workshop&limit=12");
  });

  it("derives query-key prefixes from the path", () => {
    expect(routeBase(MATCH_ROUTES.conversation)).toBe("/api/matches");
    expect(routeBase(MATCH_ROUTES.listByUser)).toBe("/api/matches/user");
    expect(routeBase(SPACE_OFFER_ROUTES.create)).toBe("/api/space-offers");
  });
});

describe("call", () => {
  it("sends the route's method with a JSON body and answers the parsed body", async () => {
    const fetchMock = respond(200, JSON.stringify({ id: ID, spaceName: "Hall" }));
    vi.stubGlobal("fetch", fetchMock);
    const offer = await call(SPACE_OFFER_ROUTES.update, { params: { id: ID }, body: { isActive: false } });
    expect(offer).toEqual({ id: ID, spaceName: "Hall" });
    expect(fetchMock).toHaveBeenCalledWith(`/api/space-offers/${ID}`, {
      method: "PUT",
      headers: { "Accept-Language": "en", "Content-Type": "application/json" },
      body: JSON.stringify({ isActive: false }),
      credentials: "include",
    });
  });

  it("answers null for an empty body and throws `status: text` for a failure", async () => {
    vi.stubGlobal("fetch", respond(204, ""));
    expect(await call(FAVORITE_ROUTES.save, { params: { offerId: ID } })).toBeNull();
    vi.stubGlobal("fetch", respond(404, '{"message":"Not found"}'));
    const error = await call(SPACE_OFFER_ROUTES.get, { params: { id: ID } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Not found"}');
  });
});

describe("paged calls", () => {
  it("reads one page and its next cursor, and the total where the route says it", async () => {
    vi.stubGlobal("fetch", respond(200, "[1,2]", { [PAGE.nextCursorHeader]: "next" }));
    expect(await callPage(ADMIN_ROUTES.matches, { query: { limit: 2 } })).toEqual({
      items: [1, 2],
      nextCursor: "next",
      totalCount: null,
      totalCountCapped: false,
    });
    vi.stubGlobal("fetch", respond(200, "[1,2]", { [PAGE.totalCountHeader]: "13" }));
    expect(await callPage(ADMIN_ROUTES.matches, { query: { limit: 2 } })).toMatchObject({ totalCount: 13 });
    // Explore's count stops at its cap and says so.
    vi.stubGlobal(
      "fetch",
      respond(200, "[1,2]", { [PAGE.totalCountHeader]: "1000", [PAGE.totalCountCappedHeader]: "true" }),
    );
    expect(await callPage(ADMIN_ROUTES.matches, { query: { limit: 2 } })).toMatchObject({
      totalCount: 1000,
      totalCountCapped: true,
    });
  });

  it("follows X-Next-Cursor at the largest page size until the last page", async () => {
    const fetchMock = vi
      .fn(async (_url: string, _init?: RequestInit) => new Response("[]"))
      .mockResolvedValueOnce(new Response('[{"id":"a"}]', { headers: { [PAGE.nextCursorHeader]: "c1" } }))
      .mockResolvedValueOnce(new Response('[{"id":"b"}]'));
    vi.stubGlobal("fetch", fetchMock);
    const items = await callAllPages(FAVORITE_ROUTES.list, {}, 10);
    expect(items).toEqual([{ id: "a" }, { id: "b" }]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `/api/favorites?limit=${PAGE.maxLimit}`,
      `/api/favorites?limit=${PAGE.maxLimit}&cursor=c1`,
    ]);
  });
});
