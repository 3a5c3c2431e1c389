import { describe, expect, it, vi } from "vitest";
import { createServerHandlers } from "./server";

const setup = (fetch: (url: string) => Promise<Response>) => {
  const save = vi.fn(async () => undefined);
  const handlers = createServerHandlers({
    getServerUrl: () => "http://localhost:5000",
    isSaved: () => false,
    fetch: vi.fn(fetch),
    save,
  });
  return { handlers, save };
};

describe("server handlers", () => {
  it("report the current server and whether one was chosen", () => {
    const { handlers } = setup(async () => new Response());
    expect(handlers.getServer()).toEqual({ serverUrl: "http://localhost:5000", saved: false });
  });

  it("test an address through its /api/health", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
    const { handlers } = setup(fetch);
    expect(await handlers.testServer(" https://kindred.example.org/ ")).toEqual({
      serverUrl: "https://kindred.example.org",
      reachable: true,
    });
    expect(fetch).toHaveBeenCalledWith("https://kindred.example.org/api/health");
  });

  it("say unreachable for an error answer, a network failure or a non-address", async () => {
    expect(
      (await setup(async () => new Response("", { status: 503 })).handlers.testServer("http://a.test")).reachable,
    ).toBe(false);
    const failing = setup(async () => {
      throw new TypeError("fetch failed");
    });
    expect(await failing.handlers.testServer("http://b.test")).toEqual({
      serverUrl: "http://b.test",
      reachable: false,
    });
    expect(await failing.handlers.testServer("b.test")).toEqual({ serverUrl: "b.test", reachable: false });
  });

  it("save only http(s) addresses", async () => {
    const { handlers, save } = setup(async () => new Response());
    await handlers.saveServer("https://kindred.example.org/");
    expect(save).toHaveBeenCalledWith("https://kindred.example.org");
    await expect(handlers.saveServer("file:///etc/passwd")).rejects.toThrow(/not an http/);
  });
});
