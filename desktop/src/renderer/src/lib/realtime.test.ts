import { REALTIME_EVENTS, type RealtimeEvent, type RealtimeEventData, realtimeEventData } from "@kindred/contract";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StreamStatus } from "../stores/realtimeStore";
import {
  applyRealtimeEvent,
  conversationKey,
  type EventSourceLike,
  openRealtimeStream,
  realtimeStreamUrl,
  receiveRealtimeEvent,
  refreshAfterReconnect,
} from "./realtime";

const MATCH = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const OTHER_MATCH = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const MESSAGE = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";
const SENDER = "dddddddd-dddd-4ddd-8ddd-dddddddddddd";

const KEYS = {
  notifications: ["/api/notifications"],
  matchList: ["/api/matches/user", "me"],
  conversation: conversationKey(MATCH),
  otherConversation: conversationKey(OTHER_MATCH),
  requestDetail: ["/api/space-requests", "r1"],
  requestMatches: ["/api/space-requests", "r1", "matches"],
  offerList: ["/api/space-offers/user", "me"],
  currentUser: ["/api/auth/user"],
  matchReferences: ["references", "match", MATCH],
  memberReferences: ["references", "member", "u1"],
  member: ["/api/users", "u1"],
} as const;

type KeyName = keyof typeof KEYS;

/** A cache holding every kind of query; returns the names of the ones an event made stale. */
const staleAfter = async (run: (client: QueryClient) => Promise<void>): Promise<KeyName[]> => {
  const client = new QueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData(key, { seeded: true });
  await run(client);
  return (Object.keys(KEYS) as KeyName[]).filter((name) => client.getQueryState(KEYS[name])?.isInvalidated);
};

describe("realtime event → query invalidation", () => {
  it("a message refreshes that conversation and the match lists only", async () => {
    const stale = await staleAfter((client) =>
      applyRealtimeEvent(client, "message", { matchId: MATCH, messageId: MESSAGE, senderId: SENDER }),
    );
    expect(stale.sort()).toEqual(["conversation", "matchList"]);
  });

  it("a notification refreshes the notifications", async () => {
    const stale = await staleAfter((client) =>
      applyRealtimeEvent(client, "notification", { type: "new_message", matchId: MATCH }),
    );
    expect(stale).toEqual(["notifications"]);
  });

  it("a new-match notification also refreshes the match lists", async () => {
    const stale = await staleAfter((client) =>
      applyRealtimeEvent(client, "notification", { type: "new_match", matchId: MATCH }),
    );
    expect(stale.sort()).toEqual(["matchList", "notifications"]);
  });

  it("a match change refreshes match lists, that conversation, listings and listing matches", async () => {
    const stale = await staleAfter((client) =>
      applyRealtimeEvent(client, "match", { matchId: MATCH, change: "accept" }),
    );
    expect(stale.sort()).toEqual(["conversation", "matchList", "offerList", "requestDetail", "requestMatches"]);
  });

  it("a read receipt refreshes match lists, notifications and that conversation, not listings", async () => {
    const stale = await staleAfter((client) => applyRealtimeEvent(client, "match", { matchId: MATCH, change: "read" }));
    expect(stale.sort()).toEqual(["conversation", "matchList", "notifications"]);
  });

  it("a reference change refreshes the references and members' counts, nothing else", async () => {
    const stale = await staleAfter((client) =>
      applyRealtimeEvent(client, "match", { matchId: MATCH, change: "reference" }),
    );
    expect(stale.sort()).toEqual(["matchReferences", "member", "memberReferences"]);
  });

  it("a reconnect refreshes everything events touch, but not the signed-in user", async () => {
    const stale = await staleAfter((client) => refreshAfterReconnect(client));
    expect(stale).not.toContain("currentUser");
    expect(stale).toHaveLength(Object.keys(KEYS).length - 1);
  });
});

/** One payload per event as the server builds it, typed from the contract: a drift there fails typecheck. */
const WIRE: { [E in RealtimeEvent]: RealtimeEventData<E> } = {
  notification: { notificationId: MESSAGE, type: "new_match", matchId: MATCH },
  message: { matchId: MATCH, messageId: MESSAGE, senderId: SENDER },
  match: { matchId: MATCH, change: "accept" },
};

describe("receiving an event: parsed with the contract", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(REALTIME_EVENTS)("applies a %s event as the server sends it, JSON and back", async (event) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const data = JSON.parse(JSON.stringify(WIRE[event]));
    const stale = await staleAfter((client) => receiveRealtimeEvent(client, event, data));
    expect(stale.length).toBeGreaterThan(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ["message", { matchId: MATCH }],
    ["message", { matchId: MATCH, messageId: "m1", senderId: SENDER }],
    ["notification", { notification: { type: "new_match", matchId: MATCH } }],
    ["notification", { type: "no_such_type", matchId: null }],
    ["match", null],
    ["match", { matchId: MATCH, change: "no_such_change" }],
    ["unknown", { matchId: MATCH }],
  ] as const)("ignores and logs a %s event that does not parse (%j)", async (event, data) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const stale = await staleAfter((client) => receiveRealtimeEvent(client, event, data));
    expect(stale).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("listens to every event the contract names, and nothing else", () => {
    FakeSource.made = [];
    const close = openRealtimeStream({
      onEvent: () => {},
      onStatus: () => {},
      createSource: (url) => new FakeSource(url),
    });
    expect([...(FakeSource.made[0]?.listeners.keys() ?? [])].sort()).toEqual(Object.keys(realtimeEventData).sort());
    close();
  });
});

class FakeSource implements EventSourceLike {
  static made: FakeSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  listeners = new Map<string, (event: MessageEvent) => void>();
  closed = false;

  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }

  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event("error"));
  }

  emit(type: string, data: string) {
    this.listeners.get(type)?.(new MessageEvent(type, { data }));
  }
}

/** A stream on fake sources and timers, with what it reported: statuses, events and each ready's `mayHaveMissed`. */
const start = (url?: string) => {
  const statuses: StreamStatus[] = [];
  const events: [string, unknown][] = [];
  const readies: boolean[] = [];
  const close = openRealtimeStream({
    onEvent: (event, data) => events.push([event, data]),
    onStatus: (status) => statuses.push(status),
    onReady: (mayHaveMissed) => readies.push(mayHaveMissed),
    url,
    createSource: (target) => new FakeSource(target),
    retryDelayMs: () => 1_000,
  });
  return { statuses, events, readies, close, readyCount: () => readies.length };
};

describe("openRealtimeStream", () => {
  beforeEach(() => {
    FakeSource.made = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("reports connecting, open and down, and hands over parsed events", () => {
    const { statuses, events, readyCount } = start();
    const source = FakeSource.made[0];
    expect(source?.url).toBe("/api/events");
    source?.open();
    source?.emit("ready", "");
    expect(readyCount()).toBe(1);
    source?.emit("message", JSON.stringify({ matchId: MATCH }));
    source?.emit("notification", "not json");
    source?.fail(0);
    expect(statuses).toEqual(["connecting", "open", "down"]);
    expect(events).toEqual([
      ["message", { matchId: MATCH }],
      ["notification", null],
    ]);
    // The browser retries by itself while the source is still connecting: no second stream.
    vi.advanceTimersByTime(5_000);
    expect(FakeSource.made).toHaveLength(1);
  });

  it("opens a new stream after the browser gave up on one", () => {
    const { statuses } = start();
    FakeSource.made[0]?.fail(2);
    expect(FakeSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(FakeSource.made).toHaveLength(2);
    FakeSource.made[1]?.open();
    expect(statuses).toEqual(["connecting", "down", "open"]);
  });

  it("closes the stream and stops retrying when closed", () => {
    const { close } = start();
    FakeSource.made[0]?.fail(2);
    close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.made).toHaveLength(1);
    expect(FakeSource.made[0]?.closed).toBe(true);
  });

  describe("the first ready: a page that missed nothing keeps what it loaded", () => {
    const startAged = () => start(realtimeStreamUrl(1_500));
    const ready = (recent: boolean) => JSON.stringify({ lastEventId: null, recent });

    it("asks about the page's age, when the server remembers that far back", () => {
      expect(realtimeStreamUrl(1_234.2)).toBe("/api/events?window=1235");
      expect(realtimeStreamUrl(0)).toBe("/api/events?window=0");
      expect(realtimeStreamUrl(600_000)).toBe("/api/events?window=600000");
      // Older than the server remembers: no window, so its ready says it cannot tell.
      expect(realtimeStreamUrl(600_000.5)).toBe("/api/events");
    });

    it("has missed nothing only on the first stream's first ready saying no event was recent", () => {
      const { readies, close } = startAged();
      const first = FakeSource.made[0];
      expect(first?.url).toBe("/api/events?window=1500");
      first?.emit("ready", ready(false));
      // The browser reconnected the same stream: what happened while it was down may be missed.
      first?.emit("ready", ready(false));
      first?.fail(2);
      vi.advanceTimersByTime(1_000);
      FakeSource.made[1]?.emit("ready", ready(false));
      expect(readies).toEqual([false, true, true]);
      close();
    });

    it("may have missed events when the first attempt failed, even if its ready says nothing was recent", () => {
      const { readies, close } = startAged();
      // The browser retries the same URL by itself; its window is the page's age when first opened.
      FakeSource.made[0]?.fail(0);
      FakeSource.made[0]?.emit("ready", ready(false));
      expect(readies).toEqual([true]);
      close();
    });

    it("may have missed events when the first ready says one was recent, or says nothing it can read", () => {
      for (const data of [ready(true), "", "not json", JSON.stringify({ lastEventId: null })]) {
        FakeSource.made = [];
        const { readies, close } = startAged();
        FakeSource.made[0]?.emit("ready", data);
        expect(readies, data).toEqual([true]);
        close();
      }
    });
  });
});
