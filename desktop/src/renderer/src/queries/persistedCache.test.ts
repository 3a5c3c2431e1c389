import { HOME_TEXTS } from "@kindred/contract";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENT_USER_KEY } from "./auth";
import {
  clearPersistedCache,
  PERSIST_DELAY_MS,
  PERSISTED_CACHE_KEY,
  PERSISTED_CACHE_MAX_AGE_MS,
  persistCache,
  restorePersistedCache,
} from "./persistedCache";

const member = { id: "u1", firstName: "Ada" };
const MATCHES_KEY = ["/api/matches"];

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

/** A cache as a signed-in member's screens leave it, persisted. */
const persistedSnapshot = async (storage: ReturnType<typeof memoryStorage>) => {
  const source = new QueryClient();
  const stop = persistCache(source, storage);
  await source.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: async () => member });
  await source.fetchQuery({ queryKey: MATCHES_KEY, queryFn: async () => [{ id: "m1" }] });
  vi.advanceTimersByTime(PERSIST_DELAY_MS);
  stop();
};

describe("persisted query cache", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes what a member loaded once loading pauses, and puts it back, out of date, on the next start", async () => {
    const storage = memoryStorage();
    await persistedSnapshot(storage);
    expect(storage.items.has(PERSISTED_CACHE_KEY)).toBe(true);

    const restored = new QueryClient();
    restorePersistedCache(restored, storage);
    expect(restored.getQueryData(MATCHES_KEY)).toEqual([{ id: "m1" }]);
    expect(restored.getQueryData(CURRENT_USER_KEY)).toEqual(member);
    expect(restored.getQueryState(MATCHES_KEY)?.isInvalidated).toBe(true);
  });

  it("keeps nothing for a visitor, so nothing private outlives a sign-out", async () => {
    const storage = memoryStorage();
    await persistedSnapshot(storage);
    const client = new QueryClient();
    persistCache(client, storage);
    await client.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: async () => null });
    vi.advanceTimersByTime(PERSIST_DELAY_MS);
    expect(storage.items.has(PERSISTED_CACHE_KEY)).toBe(false);
  });

  it("drops a snapshot that is too old, from another build or unreadable", async () => {
    const storage = memoryStorage();
    await persistedSnapshot(storage);
    const client = new QueryClient();
    restorePersistedCache(client, storage, Date.now() + PERSISTED_CACHE_MAX_AGE_MS + 1);
    expect(client.getQueryData(MATCHES_KEY)).toBeUndefined();
    expect(storage.items.has(PERSISTED_CACHE_KEY)).toBe(false);

    for (const text of ["{", JSON.stringify({ version: 0, savedAt: Date.now(), state: {} })]) {
      storage.setItem(PERSISTED_CACHE_KEY, text);
      restorePersistedCache(client, storage);
      expect(storage.items.has(PERSISTED_CACHE_KEY)).toBe(false);
    }
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it("keeps no snapshot when storage is full, and says why", async () => {
    const storage = memoryStorage();
    await persistedSnapshot(storage);
    const warn = vi.fn();
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    };
    const other = new QueryClient();
    persistCache(other, full, warn);
    await other.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: async () => member });
    vi.advanceTimersByTime(PERSIST_DELAY_MS);
    expect(storage.items.has(PERSISTED_CACHE_KEY)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("quota"));
  });

  it("is forgotten on request (sign-out, another server)", async () => {
    const storage = memoryStorage();
    await persistedSnapshot(storage);
    clearPersistedCache(storage);
    expect(storage.items.size).toBe(0);
  });
});

describe("the privacy page's promise about the desktop copy", () => {
  it("names how long the copy is kept", () => {
    const days = PERSISTED_CACHE_MAX_AGE_MS / 86_400_000;
    expect(JSON.stringify(HOME_TEXTS.privacy)).toContain(`for at most ${days} days`);
  });
});
