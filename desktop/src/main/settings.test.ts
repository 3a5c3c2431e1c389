import { describe, expect, it, vi } from "vitest";
import { createSettingsStore, DEFAULT_SERVER_URL, type SettingsFs, serverUrlFromArgs } from "./settings";

const memoryFs = (initial: Record<string, string> = {}) => {
  const files = new Map(Object.entries(initial));
  const fs: SettingsFs = {
    readFile: async (path) => {
      const text = files.get(path);
      if (text === undefined) throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
      return text;
    },
    writeFile: async (path, data) => {
      files.set(path, data);
    },
    mkdir: async () => undefined,
    rename: async (from, to) => {
      const text = files.get(from);
      if (text === undefined) throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
      files.set(to, text);
      files.delete(from);
    },
  };
  return { fs, files };
};

describe("settings store", () => {
  it("starts on the default server when there is no file", async () => {
    const { fs } = memoryFs();
    const store = createSettingsStore("/data", fs);
    expect(await store.load()).toEqual({ serverUrl: DEFAULT_SERVER_URL });
    expect(store.isSaved()).toBe(false);
  });

  it("knows a server was chosen once settings are saved or loaded from a valid file", async () => {
    const { fs } = memoryFs({ "/data/settings.json": '{"serverUrl":"https://a.example"}' });
    expect(
      await createSettingsStore("/data", fs)
        .load()
        .then(() => "loaded"),
    ).toBe("loaded");
    const store = createSettingsStore("/data", fs);
    await store.load();
    expect(store.isSaved()).toBe(true);
    const fresh = createSettingsStore("/other", memoryFs().fs);
    await fresh.save({ serverUrl: "https://b.example" });
    expect(fresh.isSaved()).toBe(true);
    const broken = createSettingsStore("/data", memoryFs({ "/data/settings.json": "{" }).fs, () => undefined);
    await broken.load();
    expect(broken.isSaved()).toBe(false);
  });

  it("saves to userData/settings.json and reads it back", async () => {
    const { fs, files } = memoryFs();
    const store = createSettingsStore("/data", fs);
    await store.save({ serverUrl: "https://kindred.example.org/" });

    expect(JSON.parse(files.get("/data/settings.json") ?? "")).toEqual({ serverUrl: "https://kindred.example.org" });
    expect(await createSettingsStore("/data", fs).load()).toEqual({ serverUrl: "https://kindred.example.org" });
  });

  it("falls back to defaults and warns on a corrupt file", async () => {
    const { fs } = memoryFs({ "/data/settings.json": "{not json" });
    const warn = vi.fn();
    expect(await createSettingsStore("/data", fs, warn).load()).toEqual({ serverUrl: DEFAULT_SERVER_URL });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("not valid JSON"));
  });

  it("falls back to defaults on a server URL that is not http(s)", async () => {
    const { fs } = memoryFs({ "/data/settings.json": JSON.stringify({ serverUrl: "file:///etc/passwd" }) });
    const warn = vi.fn();
    expect(await createSettingsStore("/data", fs, warn).load()).toEqual({ serverUrl: DEFAULT_SERVER_URL });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("serverUrl"));
  });

  it("refuses to save an invalid server URL and keeps the file untouched", async () => {
    const { fs, files } = memoryFs();
    const store = createSettingsStore("/data", fs);
    await expect(store.save({ serverUrl: "not a url" })).rejects.toThrow();
    expect(files.size).toBe(0);
  });

  it("keeps the window's state beside the server; alone it is no chosen server, and a broken one is dropped", async () => {
    const state = { x: 10, y: 20, width: 900, height: 700, maximized: true };
    const { fs, files } = memoryFs();
    const firstRun = createSettingsStore("/data", fs);
    await firstRun.load();
    await firstRun.save({ window: state });
    expect(firstRun.isSaved()).toBe(false);
    const reopened = createSettingsStore("/data", fs);
    expect(await reopened.load()).toEqual({ serverUrl: DEFAULT_SERVER_URL, window: state });
    expect(reopened.isSaved()).toBe(false);

    await reopened.save({ serverUrl: "https://a.example" });
    expect(JSON.parse(files.get("/data/settings.json") ?? "")).toEqual({
      serverUrl: "https://a.example",
      window: state,
    });

    const broken = JSON.stringify({ serverUrl: "https://a.example", window: { x: "left" } });
    const store = createSettingsStore("/data", memoryFs({ "/data/settings.json": broken }).fs);
    expect(await store.load()).toEqual({ serverUrl: "https://a.example" });
    expect(store.isSaved()).toBe(true);
  });

  it("saves one change after the other, so the window's state and the server never undo each other", async () => {
    const { fs, files } = memoryFs();
    const store = createSettingsStore("/data", fs);
    const window = { x: 0, y: 0, width: 800, height: 600, maximized: false };
    await Promise.all([store.save({ serverUrl: "https://a.example" }), store.save({ window })]);
    expect(JSON.parse(files.get("/data/settings.json") ?? "")).toEqual({ serverUrl: "https://a.example", window });
    expect([...files.keys()]).toEqual(["/data/settings.json"]);
  });
});

describe("serverUrlFromArgs", () => {
  it("reads an http(s) --server= argument and ignores anything else", () => {
    expect(serverUrlFromArgs(["/opt/kindred", "--server=https://kindred.example.org/"])).toBe(
      "https://kindred.example.org",
    );
    expect(serverUrlFromArgs(["/opt/kindred", "--server=file:///etc/passwd"])).toBeUndefined();
    expect(serverUrlFromArgs(["/opt/kindred", "--server", "https://kindred.example.org"])).toBeUndefined();
    expect(serverUrlFromArgs(["/opt/kindred"])).toBeUndefined();
  });
});
