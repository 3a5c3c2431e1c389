import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { CURRENT_USER_KEY } from "./auth";

/** Where the desktop app keeps the last-loaded data, so it stays readable while the server is out of reach. */
export const PERSISTED_CACHE_KEY = "kindred:query-cache";
/** A snapshot from an older build may not fit its screens: it is dropped. */
const CACHE_VERSION = 1;
/** Older than this, the data is more misleading than useful. */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writes wait for a quiet moment: a burst of loads is one write. */
export const PERSIST_DELAY_MS = 1_000;

interface Snapshot {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === "object" &&
  value !== null &&
  (value as Snapshot).version === CACHE_VERSION &&
  typeof (value as Snapshot).savedAt === "number" &&
  typeof (value as Snapshot).state === "object";

/** Forgets the snapshot: on sign-out, and before the desktop app switches servers. */
export const clearPersistedCache = (storage: StorageLike = localStorage): void => {
  storage.removeItem(PERSISTED_CACHE_KEY);
};

/**
 * Puts the last snapshot into the cache before the first render. Everything restored counts
 * as out of date, so each screen shows it at once and loads it again when the server answers.
 */
export const restorePersistedCache = (
  queryClient: QueryClient,
  storage: StorageLike = localStorage,
  now = Date.now(),
) => {
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(storage.getItem(PERSISTED_CACHE_KEY) ?? "null");
  } catch {
    snapshot = null;
  }
  if (!isSnapshot(snapshot) || now - snapshot.savedAt > PERSISTED_CACHE_MAX_AGE_MS) {
    clearPersistedCache(storage);
    return;
  }
  hydrate(queryClient, snapshot.state);
  void queryClient.invalidateQueries({ refetchType: "none" });
};

/**
 * Keeps the snapshot up to date while a member is signed in (a visitor's data is public, and
 * nothing private may stay behind after a sign-out). Returns a stop function.
 */
export const persistCache = (
  queryClient: QueryClient,
  storage: StorageLike = localStorage,
  warn: (message: string) => void = console.warn,
): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    if (!queryClient.getQueryData(CURRENT_USER_KEY)) {
      clearPersistedCache(storage);
      return;
    }
    const snapshot: Snapshot = { version: CACHE_VERSION, savedAt: Date.now(), state: dehydrate(queryClient) };
    try {
      storage.setItem(PERSISTED_CACHE_KEY, JSON.stringify(snapshot));
    } catch (error) {
      // Full storage: no snapshot rather than a stale one.
      clearPersistedCache(storage);
      warn(`The offline copy was not saved: ${error}`);
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    timer ??= setTimeout(write, PERSIST_DELAY_MS);
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
};
