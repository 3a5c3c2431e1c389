import { DESKTOP_TEXTS, REQUEST_ID_HEADER } from "@kindred/contract";
import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useConnectionStore } from "../stores/connectionStore";
import { ApiError, apiJson, apiRequest, getQueryFn, isUnreachableAnswer, OfflineError, serverMessage } from "./api";

const respond = (status: number, body: string, statusText = "") =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }));

const queryContext = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

afterEach(() => {
  vi.unstubAllGlobals();
  useConnectionStore.getState().markReachable();
});

describe("apiRequest", () => {
  it("sends cookies, and JSON with a content type only when there is a body", async () => {
    const fetchMock = respond(200, "{}");
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("PUT", "/api/auth/user", { firstName: "Ada" });
    await apiRequest("GET", "/api/auth/user");
    expect(fetchMock).toHaveBeenNthCalledWith(1, "/api/auth/user", {
      method: "PUT",
      headers: { "Accept-Language": "en", "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Ada" }),
      credentials: "include",
    });
    expect(fetchMock).toHaveBeenNthCalledWith(2, "/api/auth/user", {
      method: "GET",
      headers: { "Accept-Language": "en" },
      body: undefined,
      credentials: "include",
    });
  });

  it("sends a POST with an Idempotency-Key and retries a lost connection once with the same key", async () => {
    const fetchMock = vi
      .fn(async (_url: string, _init?: RequestInit) => new Response("{}", { status: 201 }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("POST", "/api/space-offers", { spaceName: "Loft" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keyOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get("Idempotency-Key");
    const keys = [keyOf(0), keyOf(1)];
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    await apiRequest("POST", "/api/space-offers", { spaceName: "Loft" });
    expect(keyOf(2)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(2)).not.toBe(keys[0]);
  });

  it("does not retry a failed GET", async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiRequest("GET", "/api/auth/user")).rejects.toThrow("Failed to fetch");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("turns a failed call into `status: body text` and keeps the parsed error body", async () => {
    const body = JSON.stringify({
      message: "Please check the highlighted fields",
      issues: [{ path: "firstName", message: "First name is required" }],
    });
    vi.stubGlobal("fetch", respond(400, body, "Bad Request"));
    const error = await apiRequest("PUT", "/api/auth/user", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body?.issues?.[0]).toEqual({ path: "firstName", message: "First name is required" });
    expect(serverMessage(error, "fallback")).toBe("Please check the highlighted fields");
  });

  it("uses the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", respond(503, "", "Service Unavailable"));
    await expect(apiRequest("GET", "/api/health")).rejects.toThrow("503: Service Unavailable");
  });

  it("keeps a non-JSON body as text and has no parsed body", async () => {
    vi.stubGlobal("fetch", respond(500, "boom", "Internal Server Error"));
    const error = (await apiRequest("GET", "/x").catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe("500: boom");
    expect(error.body).toBeNull();
    expect(serverMessage(error, "fallback")).toBe("fallback");
  });

  it("parses JSON bodies and reads an empty body as null", async () => {
    vi.stubGlobal("fetch", respond(200, '{"ok":true}'));
    await expect(apiJson("POST", "/api/auth/email", {})).resolves.toEqual({ ok: true });
    vi.stubGlobal("fetch", respond(204, ""));
    await expect(apiJson("DELETE", "/api/favorites/1")).resolves.toBeNull();
  });
});

describe("default query function", () => {
  it("joins the key's segments with a slash and parses the JSON", async () => {
    const fetchMock = respond(200, '[{"id":"1"}]');
    vi.stubGlobal("fetch", fetchMock);
    const data = await getQueryFn({ on401: "throw" })(queryContext(["/api/space-requests/user", "u1"]));
    expect(data).toEqual([{ id: "1" }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/space-requests/user/u1");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: "include" });
  });

  it("treats a 401 as an empty result when asked to", async () => {
    vi.stubGlobal("fetch", respond(401, '{"message":"You need to be signed in"}'));
    await expect(getQueryFn({ on401: "returnNull" })(queryContext(["/api/auth/user"]))).resolves.toBeNull();
  });

  it("throws on a 401 otherwise, and on any other failure", async () => {
    vi.stubGlobal("fetch", respond(401, "", "Unauthorized"));
    await expect(getQueryFn({ on401: "throw" })(queryContext(["/api/auth/user"]))).rejects.toThrow("401: Unauthorized");
    vi.stubGlobal("fetch", respond(404, '{"message":"Not found"}'));
    await expect(getQueryFn({ on401: "returnNull" })(queryContext(["/api/users", "x"]))).rejects.toThrow(
      '404: {"message":"Not found"}',
    );
  });
});

describe("an unreachable server", () => {
  const reachable = () => useConnectionStore.getState().reachable;
  const fromApi = (status: number) => new Response("{}", { status, headers: { [REQUEST_ID_HEADER]: "r1" } });

  it("is a lost connection or a gateway's 502–504, never an answer of the API itself", async () => {
    expect(isUnreachableAnswer(new Response(null, { status: 502 }))).toBe(true);
    expect(isUnreachableAnswer(new Response(null, { status: 504 }))).toBe(true);
    expect(isUnreachableAnswer(fromApi(503))).toBe(false);
    expect(isUnreachableAnswer(new Response(null, { status: 500 }))).toBe(false);

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => fromApi(503)),
    );
    await apiRequest("GET", "/api/search").catch(() => undefined);
    expect(reachable()).toBe(true);
    vi.stubGlobal("fetch", respond(502, '{"message":"Cannot reach"}'));
    await apiRequest("GET", "/api/matches").catch(() => undefined);
    expect([reachable(), onlineManager.isOnline()]).toEqual([false, false]);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => fromApi(200)),
    );
    await apiRequest("GET", "/api/health");
    expect([reachable(), onlineManager.isOnline()]).toEqual([true, true]);
  });

  it("is not what a call the page aborted says", async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new DOMException("aborted", "AbortError");
      }),
    );
    await apiRequest("GET", "/api/matches", undefined, controller.signal).catch(() => undefined);
    expect(reachable()).toBe(true);
  });

  it("refuses writes with the banner's words until the server answers, and lets reads through", async () => {
    useConnectionStore.getState().setServer("https://kindred.example.org");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await apiRequest("GET", "/api/matches").catch(() => undefined);
    const fetchMock = respond(200, "{}");
    vi.stubGlobal("fetch", fetchMock);
    const refused = await apiRequest("POST", "/api/messages", { text: "hi" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OfflineError);
    expect(serverMessage(refused, "fallback")).toBe(DESKTOP_TEXTS.offline.banner("https://kindred.example.org"));
    expect(fetchMock).not.toHaveBeenCalled();
    await apiRequest("GET", "/api/matches");
    expect(reachable()).toBe(true);
    await apiRequest("POST", "/api/messages", { text: "hi" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
