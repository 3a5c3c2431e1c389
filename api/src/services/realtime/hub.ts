import { REALTIME_HEARTBEAT_MS, REALTIME_RECENT, type RealtimeEventMessage } from "@kindred/contract";
import pg from "pg";
import { REALTIME_CHANNEL, type RealtimeMessage } from "./publisher";

/** One open event stream of a member. */
export interface Subscriber {
  userId: string;
  /** The session the stream was opened with, and the member's role then: the stream ends with either. */
  session?: { sid: string; role: string };
  /** Writes one event (typed from the contract's `realtimeEvent`) to the stream. */
  send: (message: RealtimeEventMessage) => void;
  close: () => void;
}

export interface RealtimeHub {
  /** Registers a stream; returns its unsubscribe function. */
  subscribe: (subscriber: Subscriber) => () => void;
  /** Open streams in this process. */
  readonly size: number;
  readonly closed: boolean;
  /** False while the LISTEN connection is lost (the database is away): new streams are refused. */
  readonly connected: boolean;
  /** How often open streams send a heartbeat comment. */
  readonly heartbeatMs: number;
  /** Bytes a stream may hold that its reader has not taken yet; beyond them the stream ends. */
  readonly maxUnreadBytes: number;
  /**
   * Whether an event for `userId` may have been published in the last `windowMs` (widened by
   * REALTIME_RECENT.marginMs): one reached this process then, or the LISTEN connection is younger
   * than that, or there is no window. A stream's `ready` says it, so a page that missed nothing
   * keeps what it loaded.
   */
  recentFor: (userId: string, windowMs: number | null) => boolean;
  /** Ends every open stream and the LISTEN connection (graceful shutdown). */
  close: () => Promise<void>;
}

const RECONNECT_MS = 1_000;

/**
 * A reader that stopped reading (a frozen tab, a stalled network) would make the server hold
 * every event for it; past this it is cut off instead, and reconnects and refetches when it
 * wakes. Thousands of events' worth: a reader that keeps up never comes near it.
 */
const MAX_UNREAD_BYTES = 1024 * 1024;

/** How long the hub remembers a member's latest event: the longest window a stream may ask about. */
export const REMEMBER_MS = REALTIME_RECENT.maxWindowMs + REALTIME_RECENT.marginMs;

/**
 * When each member's latest event reached this process, oldest first (a noted member moves to the
 * end), so forgetting those older than REMEMBER_MS stops at the first one still young.
 */
export const latestEvents = () => {
  const at = new Map<string, number>();
  return {
    note: (userId: string, now: number) => {
      at.delete(userId);
      at.set(userId, now);
      for (const [oldest, time] of at) {
        if (now - time <= REMEMBER_MS) break;
        at.delete(oldest);
      }
    },
    get: (userId: string) => at.get(userId),
    get size() {
      return at.size;
    },
  };
};

/**
 * Another channel the hub's connection LISTENs on for someone else (the session cache): its
 * notifications, and whether the connection is up, which is when nothing can be missed.
 */
export interface ChannelListener {
  channel: string;
  onNotify: (payload: string) => void;
  onListening: (listening: boolean) => void;
}

/**
 * How the hub learns that a session ended or its member changed: the channel the sessions and
 * users triggers notify on (`s:<sid>`, `u:<userId>`), and a read of a session's member as it is now.
 */
export interface SessionCheck {
  channel: string;
  read: (sid: string) => Promise<{ userId: string; role: string } | null>;
}

export interface RealtimeHubOptions {
  /** Ends a stream within a moment of its session ending (sign-out, reset, deletion) or its role changing. */
  sessionCheck?: SessionCheck;
  heartbeatMs?: number;
  maxUnreadBytes?: number;
  /** Pause before reopening a lost LISTEN connection, and between tries. */
  reconnectMs?: number;
  /** Other channels the same connection LISTENs on. */
  channels?: ChannelListener[];
  /** The time in ms (Date.now); tests hand in their own clock for `recentFor`. */
  clock?: () => number;
}

/**
 * One dedicated PostgreSQL connection per API process LISTENs on the realtime channel and hands
 * each event to the streams of its member. When that connection is lost (the database went
 * away) every open stream ends, so clients notice at once: they reconnect, get 503 while the
 * database is away and poll meanwhile, and refetch on the `ready` of their next stream. The
 * connection is reopened every second (`reconnectMs`) until it is back.
 */
export const startRealtimeHub = async (
  databaseUrl: string,
  {
    heartbeatMs = REALTIME_HEARTBEAT_MS,
    reconnectMs = RECONNECT_MS,
    maxUnreadBytes = MAX_UNREAD_BYTES,
    channels: otherChannels = [],
    sessionCheck,
    clock = Date.now,
  }: RealtimeHubOptions = {},
): Promise<RealtimeHub> => {
  const byUser = new Map<string, Set<Subscriber>>();
  const channels = sessionCheck
    ? [...otherChannels, sessionGuard(sessionCheck, () => everyone(), byUser)]
    : otherChannels;
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  const latest = latestEvents();
  /** When the current LISTEN connection began listening: events before it did not reach this process. */
  let listeningSince = Number.POSITIVE_INFINITY;

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let message: RealtimeMessage;
    try {
      message = JSON.parse(payload) as RealtimeMessage;
    } catch {
      return;
    }
    if (typeof message.userId !== "string") return;
    latest.note(message.userId, clock());
    for (const subscriber of byUser.get(message.userId) ?? []) subscriber.send(message);
  };

  const everyone = () => [...byUser.values()].flatMap((set) => [...set]);

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (note) => {
      if (note.channel === REALTIME_CHANNEL) deliver(note.payload);
      else
        for (const listener of channels) if (note.channel === listener.channel) listener.onNotify(note.payload ?? "");
    });
    const listened = [...new Set([REALTIME_CHANNEL, ...channels.map((listener) => listener.channel)])];
    next.on("error", () => scheduleReconnect(next));
    next.on("end", () => scheduleReconnect(next));
    await next.connect();
    await next.query(listened.map((channel) => `LISTEN ${channel};`).join(" "));
    client = next;
    listeningSince = clock();
    for (const listener of channels) listener.onListening(true);
  };

  const reconnectLater = () => {
    reconnectTimer = setTimeout(async () => {
      try {
        await connect();
      } catch {
        if (!closed) reconnectLater();
      }
    }, reconnectMs);
    reconnectTimer.unref();
  };

  const scheduleReconnect = (lost: pg.Client) => {
    if (closed || client !== lost) return;
    client = null;
    for (const listener of channels) listener.onListening(false);
    lost.end().catch(() => {});
    // Events published while the connection is down are lost: streams that stayed open would
    // look live and stay silent.
    for (const subscriber of everyone()) subscriber.close();
    reconnectLater();
  };

  await connect();

  return {
    subscribe: (subscriber) => {
      const set = byUser.get(subscriber.userId) ?? new Set<Subscriber>();
      byUser.set(subscriber.userId, set);
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && byUser.get(subscriber.userId) === set) byUser.delete(subscriber.userId);
      };
    },
    get size() {
      return everyone().length;
    },
    get closed() {
      return closed;
    },
    get connected() {
      return client !== null;
    },
    recentFor: (userId, windowMs) => {
      if (windowMs === null) return true;
      const lookBack = windowMs + REALTIME_RECENT.marginMs;
      const now = clock();
      if (client === null || now - listeningSince < lookBack) return true;
      const at = latest.get(userId);
      return at !== undefined && now - at <= lookBack;
    },
    heartbeatMs,
    maxUnreadBytes,
    close: async () => {
      closed = true;
      clearTimeout(reconnectTimer);
      for (const listener of channels) listener.onListening(false);
      for (const subscriber of everyone()) subscriber.close();
      byUser.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
};

/**
 * Ends the streams whose session is gone or whose member changed role: on `s:<sid>` the streams of
 * that session are checked, on `u:<userId>` that member's, on anything else all of them. A check
 * reads the session as it is now, so a renewed session (also notified) keeps its streams.
 */
const sessionGuard = (
  check: SessionCheck,
  everyone: () => Subscriber[],
  byUser: Map<string, Set<Subscriber>>,
): ChannelListener => {
  const recheck = (subscribers: Subscriber[]) => {
    for (const subscriber of subscribers) {
      const { session } = subscriber;
      if (!session) continue;
      check.read(session.sid).then(
        (now) => {
          if (!now || now.userId !== subscriber.userId || now.role !== session.role) subscriber.close();
        },
        // The database is away: the LISTEN connection's loss ends every stream anyway.
        () => {},
      );
    }
  };
  return {
    channel: check.channel,
    onNotify: (payload) => {
      if (payload.startsWith("s:")) {
        const sid = payload.slice(2);
        recheck(everyone().filter((subscriber) => subscriber.session?.sid === sid));
      } else if (payload.startsWith("u:")) recheck([...(byUser.get(payload.slice(2)) ?? [])]);
      else recheck(everyone());
    },
    onListening: () => {},
  };
};
