import {
  MATCH_ROUTES,
  NOTIFICATION_ROUTES,
  type PushedRealtimeEvent,
  parseRealtimeEvent,
  REALTIME_EVENTS,
  REALTIME_RECENT,
  type RealtimeEvent,
  type RealtimeEventData,
  SPACE_OFFER_ROUTES,
  SPACE_REQUEST_ROUTES,
  USER_ROUTES,
} from "@kindred/contract";
import type { Query, QueryClient } from "@tanstack/react-query";
import type { StreamStatus } from "../stores/realtimeStore";
import { routeBase } from "./call";
import { refreshSoon } from "./refreshBatch";

/** `GET /api/events`: Server-Sent Events for the signed-in member (docs/http-api.md). */
export const REALTIME_URL = NOTIFICATION_ROUTES.events.path;

/**
 * The stream's URL for a page that began loading `sinceLoadMs` ago (by default, this page's age):
 * with `?window=` so its `ready` can say nothing was missed since, when the server remembers that
 * far back; the plain URL (every `ready` refetches) otherwise.
 */
export const realtimeStreamUrl = (sinceLoadMs = performance.now()): string => {
  const windowMs = Math.ceil(sinceLoadMs);
  return windowMs <= REALTIME_RECENT.maxWindowMs
    ? `${REALTIME_URL}?${REALTIME_RECENT.param}=${windowMs}`
    : REALTIME_URL;
};

/** Query-key prefixes the events touch, from the routes' paths; the query modules build their keys from them. */
export const REALTIME_KEYS = {
  notifications: NOTIFICATION_ROUTES.list.path,
  matchLists: routeBase(MATCH_ROUTES.listByUser),
  match: routeBase(MATCH_ROUTES.conversation),
  listingPrefixes: [routeBase(SPACE_REQUEST_ROUTES.get), routeBase(SPACE_OFFER_ROUTES.get)],
} as const;

/** The conversation of one match: `["/api/matches", id, "conversation"]`. */
export const conversationKey = (matchId: string) => [REALTIME_KEYS.match, matchId, "conversation"] as const;

const firstSegment = (query: Query): unknown => query.queryKey[0];

const isMatchList = (query: Query) => firstSegment(query) === REALTIME_KEYS.matchLists;
const isConversation = (query: Query) =>
  firstSegment(query) === REALTIME_KEYS.match && query.queryKey[2] === "conversation";
/** Listing details, listing matches and the members' listing lists (their statuses follow matches). */
const isListing = (query: Query) => {
  const first = firstSegment(query);
  return typeof first === "string" && REALTIME_KEYS.listingPrefixes.some((prefix) => first.startsWith(prefix));
};

/** What the events make stale, by name: a name met twice in one refresh batch is refetched once. */
const MATCH_LISTS = { matchLists: { predicate: isMatchList } };
const NOTIFICATIONS = { notifications: { queryKey: [REALTIME_KEYS.notifications] } };
const LISTINGS = { listings: { predicate: isListing } };
const conversationTarget = (matchId: string | null) =>
  matchId
    ? { [`conversation:${matchId}`]: { queryKey: conversationKey(matchId) } }
    : { conversations: { predicate: isConversation } };

/** `keepInFlight`: a fetch already running answers for this event too, instead of being restarted. */
const refreshConversation = (queryClient: QueryClient, matchId: string | null, keepInFlight = false) =>
  refreshSoon(queryClient, conversationTarget(matchId), { cancelRefetch: !keepInFlight });

/**
 * What an event makes stale:
 * - `message` → that conversation first (what the reader waits for), then the match lists (last
 *   message, unread counts);
 * - `notification` → the notifications, and the match lists for a new match or a status change
 *   in case the `match` event is missed;
 * - `match` with change `read` (someone read the conversation) → match lists, notifications and
 *   the read marks of that conversation, without restarting a fetch already running;
 * - any other `match` change → match lists, that conversation (status, who accepted) and listings
 *   with their matches (a request's status follows its matches).
 */
export const applyRealtimeEvent = <E extends RealtimeEvent>(
  queryClient: QueryClient,
  event: E,
  data: RealtimeEventData<E>,
): Promise<void> => applyEvent(queryClient, { event, data } as PushedRealtimeEvent);

const applyEvent = async (queryClient: QueryClient, message: PushedRealtimeEvent): Promise<void> => {
  const { matchId } = message.data;
  switch (message.event) {
    case "message":
      // Each message is news of its own: its conversation is not kept waiting for a batch.
      await queryClient.invalidateQueries({ queryKey: conversationKey(message.data.matchId) });
      await refreshSoon(queryClient, MATCH_LISTS);
      return;
    case "notification": {
      const { type } = message.data;
      const touchesMatches = type === "new_match" || type === "match_update";
      await refreshSoon(queryClient, { ...NOTIFICATIONS, ...(touchesMatches ? MATCH_LISTS : {}) });
      return;
    }
    case "match":
      if (message.data.change === "read") {
        await Promise.all([
          refreshSoon(queryClient, { ...MATCH_LISTS, ...NOTIFICATIONS }),
          refreshConversation(queryClient, matchId, true),
        ]);
        return;
      }
      if (message.data.change === "booking") {
        // A booking of the match changed: its cards, the calendars and busy times read it anew.
        await queryClient.invalidateQueries({ queryKey: [BOOKINGS_KEY] });
        return;
      }
      if (message.data.change === "reference") {
        await refreshReferences(queryClient);
        return;
      }
      await Promise.all([
        refreshSoon(queryClient, { ...MATCH_LISTS, ...LISTINGS }),
        refreshConversation(queryClient, matchId),
      ]);
      return;
  }
};

/**
 * An event as the stream delivered it: parsed with the contract's `realtimeEvent`, then applied.
 * One that does not parse (a server of another version, a broken payload) is logged and ignored;
 * polling and the next `ready` still catch up.
 */
export const receiveRealtimeEvent = (queryClient: QueryClient, event: string, data: unknown): Promise<void> => {
  const message = parseRealtimeEvent(event, data);
  if (!message || message.event === "ready") {
    console.warn(`Ignored a realtime event that does not match the contract: ${event}`, data);
    return Promise.resolve();
  }
  return applyEvent(queryClient, message);
};

/** The first segment of every booking query (a match's bookings, the calendars, busy times). */
export const BOOKINGS_KEY = "bookings";

/** The first segment of every reference query (a match's, a member's list). */
export const REFERENCES_KEY = "references";

/** The first segment of a member's public profile query (with its reference counts and facts). */
export const MEMBERS_KEY = routeBase(USER_ROUTES.get);

/** A reference was written or published: the match's references, the lists and members' counts. */
export const refreshReferences = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [REFERENCES_KEY] }),
    queryClient.invalidateQueries({ queryKey: [MEMBERS_KEY] }),
  ]);

/** A member's own change to a match (accept, decline, complete): what its events would touch. */
export const refreshAfterMatchChange = (queryClient: QueryClient, matchId: string): Promise<void> =>
  Promise.all([
    refreshSoon(queryClient, { ...MATCH_LISTS, ...LISTINGS }),
    refreshConversation(queryClient, matchId),
  ]).then(() => undefined);

/** A member's own message or listing change: the match lists (last message, new matches). */
export const refreshMatchListsSoon = (queryClient: QueryClient): Promise<void> => refreshSoon(queryClient, MATCH_LISTS);

/** After the stream was down, events may have been missed: refetch everything they would touch. */
export const refreshAfterReconnect = async (queryClient: QueryClient): Promise<void> => {
  await Promise.all([
    refreshSoon(queryClient, { ...NOTIFICATIONS, ...MATCH_LISTS, ...LISTINGS }),
    refreshConversation(queryClient, null),
    refreshReferences(queryClient),
  ]);
};

/** A `ready`'s `recent`, true when its data does not parse (a server that does not say). */
const saysRecent = (data: unknown): boolean => {
  const message = parseRealtimeEvent("ready", data);
  return message?.event !== "ready" || message.data.recent;
};

const parseData = (raw: unknown): unknown => {
  if (typeof raw !== "string" || raw === "") return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

/** The subset of EventSource the stream needs, so tests can hand in a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface RealtimeStreamOptions {
  onEvent: (event: RealtimeEvent, data: unknown) => void;
  onStatus: (status: StreamStatus) => void;
  /**
   * The server's `ready`: from here on nothing is missed. `mayHaveMissed` is false only for a
   * `ready` on the first attempt of the first stream saying no event came within its window
   * (`recent: false`): what the page loaded before it is current. A `ready` after a reconnect or a
   * failed attempt always may have missed some.
   */
  onReady?: (mayHaveMissed: boolean) => void;
  url?: string;
  createSource?: (url: string) => EventSourceLike;
  /** Wait before opening a new stream after the browser gave up on one (HTTP error, server gone). */
  retryDelayMs?: (attempt: number) => number;
}

const CLOSED = 2;
const defaultRetryDelay = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * Opens the event stream and keeps it open: the browser retries dropped connections itself; when
 * it gives up (readyState CLOSED) a new stream is opened after a growing delay. Returns `close`.
 */
export const openRealtimeStream = ({
  onEvent,
  onStatus,
  onReady,
  url = REALTIME_URL,
  createSource = (target) => new EventSource(target, { withCredentials: true }),
  retryDelayMs = defaultRetryDelay,
}: RealtimeStreamOptions): (() => void) => {
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;
  // Until the first `ready` or failure: only then does the URL's window (the page's age when the
  // stream was first opened; the browser's own retry reuses the URL) cover all the page may miss.
  let unbroken = true;

  const connect = () => {
    const current = createSource(url);
    source = current;
    current.onopen = () => {
      attempt = 0;
      onStatus("open");
    };
    current.onerror = () => {
      if (closed || source !== current) return;
      unbroken = false;
      onStatus("down");
      if (current.readyState === CLOSED) {
        current.close();
        retryTimer = setTimeout(connect, retryDelayMs(attempt));
        attempt += 1;
      }
    };
    current.addEventListener("ready", (event) => {
      const mayHaveMissed = !unbroken || saysRecent(parseData(event.data));
      unbroken = false;
      onReady?.(mayHaveMissed);
    });
    for (const name of REALTIME_EVENTS) {
      current.addEventListener(name, (event) => onEvent(name, parseData(event.data)));
    }
  };

  onStatus("connecting");
  connect();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  };
};
