import { REALTIME_HEARTBEAT_MS, type RealtimeEvent } from "@kindred/contract";
import pg from "pg";
import { REALTIME_CHANNEL, type RealtimeMessage } from "./publisher";

/** One open event stream of a member. */
export interface Subscriber {
  userId: string;
  send: (event: RealtimeEvent | "ready", data: Record<string, unknown>) => void;
  close: () => void;
}

export interface RealtimeHub {
  /** Registers a stream; returns its unsubscribe function. */
  subscribe: (subscriber: Subscriber) => () => void;
  /** Open streams in this process. */
  readonly size: number;
  readonly closed: boolean;
  /** How often open streams send a heartbeat comment. */
  readonly heartbeatMs: number;
  /** Ends every open stream and the LISTEN connection (graceful shutdown). */
  close: () => Promise<void>;
}

const RECONNECT_MS = 1_000;

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
 * One dedicated PostgreSQL connection per API process LISTENs on the realtime channel and hands
 * each event to the streams of its member. A lost connection is reopened; the streams are told
 * `ready` again so clients refetch what they may have missed.
 */
export const startRealtimeHub = async (
  databaseUrl: string,
  { heartbeatMs = REALTIME_HEARTBEAT_MS, channels = [] }: { heartbeatMs?: number; channels?: ChannelListener[] } = {},
): Promise<RealtimeHub> => {
  const byUser = new Map<string, Set<Subscriber>>();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let message: RealtimeMessage;
    try {
      message = JSON.parse(payload) as RealtimeMessage;
    } catch {
      return;
    }
    for (const subscriber of byUser.get(message.userId) ?? []) subscriber.send(message.event, message.data);
  };

  const everyone = () => [...byUser.values()].flatMap((set) => [...set]);

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (note) => {
      if (note.channel === REALTIME_CHANNEL) deliver(note.payload);
      else
        for (const listener of channels) if (note.channel === listener.channel) listener.onNotify(note.payload ?? "");
    });
    next.on("error", () => scheduleReconnect(next));
    next.on("end", () => scheduleReconnect(next));
    await next.connect();
    await next.query(
      [REALTIME_CHANNEL, ...channels.map((listener) => listener.channel)]
        .map((channel) => `LISTEN ${channel};`)
        .join(" "),
    );
    client = next;
    for (const listener of channels) listener.onListening(true);
  };

  const reconnectLater = () => {
    reconnectTimer = setTimeout(async () => {
      try {
        await connect();
        for (const subscriber of everyone()) subscriber.send("ready", { reconnected: true });
      } catch {
        if (!closed) reconnectLater();
      }
    }, RECONNECT_MS);
    reconnectTimer.unref();
  };

  const scheduleReconnect = (lost: pg.Client) => {
    if (closed || client !== lost) return;
    client = null;
    for (const listener of channels) listener.onListening(false);
    lost.end().catch(() => {});
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
    heartbeatMs,
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
