import { connect } from "node:net";
import { REALTIME_RECENT, SERVER_MESSAGES } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { beforeAll, describe, expect, it } from "vitest";
import { publish } from "../../services/realtime/publisher";
import { useTestDatabase } from "../../test/database";
import { createMatch, createMatchedPair, createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";
import { type Instance, signIn, useInstances } from "../../test/instances";

const db = useTestDatabase();

const startInstance = useInstances(db);

/** A valid `notification` event's data (others read elsewhere), for events that carry a counter. */
const READ_EVENT = { type: "read" as const, matchId: null };

interface SseEvent {
  id?: string;
  event?: string;
  data?: unknown;
  comment?: string;
  at: number;
}

/** Opens `GET /api/events` and collects parsed events as they arrive. */
const openStream = async (instance: Instance, cookie: string, query = "") => {
  const controller = new AbortController();
  const response = await fetch(`${instance.url}/api/events${query}`, {
    headers: { Cookie: cookie, "Accept-Encoding": "gzip, br" },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { at: performance.now() };
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) event.comment = line.slice(1).trim();
            else if (line.startsWith("id: ")) event.id = line.slice(4);
            else if (line.startsWith("event: ")) event.event = line.slice(7);
            else if (line.startsWith("data: ")) event.data = JSON.parse(line.slice(6));
          }
          if (event.event || event.comment) events.push(event);
          end = buffer.indexOf("\n\n");
        }
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // aborted
    }
    ended = true;
    for (const wake of waiters.splice(0)) wake();
  })();
  const waitFor = async (predicate: (event: SseEvent) => boolean, timeoutMs = 5_000): Promise<SseEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(predicate);
      if (found) return found;
      if (ended) throw new Error(`stream ended; got ${JSON.stringify(events)}`);
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return { response, events, waitFor, close: () => controller.abort(), isEnded: () => ended };
};

let a: Instance;
let b: Instance;
beforeAll(async () => {
  a = await startInstance();
  b = await startInstance({ heartbeatMs: 100 });
});

describe("GET /api/events", () => {
  it("is 401 for visitors", async () => {
    const response = await fetch(`${b.url}/api/events`);
    expect(response.status).toBe(401);
  });

  it("streams uncompressed, starts with ready and sends heartbeats", async () => {
    const user = await createUser();
    const stream = await openStream(b, await signIn(b, user.email!));
    expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get("content-encoding")).toBeNull();
    const ready = await stream.waitFor((event) => event.event === "ready");
    expect(ready.id).toBeTruthy();
    await stream.waitFor((event) => event.comment === "heartbeat");
    stream.close();
  });

  it("delivers a message posted through instance A to the other party's stream on instance B", async () => {
    const { seeker, host, match } = await createMatchedPair();
    const stream = await openStream(b, await signIn(b, host.email!));
    await stream.waitFor((event) => event.event === "ready");
    const seekerCookie = await signIn(a, seeker.email!);

    const latencies: number[] = [];
    for (let i = 0; i < 10; i++) {
      const sentAt = performance.now();
      const response = await fetch(`${a.url}/api/matches/${match.id}/messages`, {
        method: "POST",
        headers: { Cookie: seekerCookie, "Content-Type": "application/json" },
        body: JSON.stringify({ content: `ping ${i}` }),
      });
      const sent = (await response.json()) as { id: string };
      expect(response.status).toBe(201);
      const event = await stream.waitFor(
        (e) => e.event === "message" && (e.data as { messageId: string }).messageId === sent.id,
      );
      latencies.push(event.at - sentAt);
      expect(event.data).toEqual({ matchId: match.id, messageId: sent.id, senderId: seeker.id });
    }
    const notification = await stream.waitFor((event) => event.event === "notification");
    expect(notification.data).toMatchObject({ type: "new_message", matchId: match.id });
    latencies.sort((x, y) => x - y);
    const p50 = latencies[Math.floor(latencies.length / 2)]!;
    const max = latencies.at(-1)!;
    console.log(
      `SSE delivery A→B (POST start to event on B), 10 messages: p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    expect(max).toBeLessThan(1_000);

    // A match update reaches the stream too.
    await fetch(`${a.url}/api/matches/${match.id}`, {
      method: "PATCH",
      headers: { Cookie: seekerCookie, "Content-Type": "application/json" },
      body: JSON.stringify({ action: "accept" }),
    });
    await stream.waitFor((event) => event.event === "match" && (event.data as { change: string }).change === "accept");
    stream.close();
  });

  it("sends a member's own message and own match changes to their own stream: the tab that acted refreshes on them", async () => {
    const { seeker, match } = await createMatchedPair();
    const cookie = await signIn(a, seeker.email!);
    const stream = await openStream(b, cookie);
    await stream.waitFor((event) => event.event === "ready");
    const act = (path: string, method: string, body: unknown) =>
      fetch(`${a.url}/api/matches/${match.id}${path}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });

    const sent = (await (await act("/messages", "POST", { content: "Does Saturday work?" })).json()) as { id: string };
    const message = await stream.waitFor((event) => event.event === "message");
    expect(message.data).toEqual({ matchId: match.id, messageId: sent.id, senderId: seeker.id });
    for (const action of ["accept", "decline"] as const) {
      expect((await act("", "PATCH", { action })).status).toBe(200);
      const change = await stream.waitFor(
        (event) => event.event === "match" && (event.data as { change: string }).change === action,
      );
      expect(change.data).toEqual({ matchId: match.id, change: action });
    }
    stream.close();
  });

  it("sends a new listing's matches to both owners' streams, with the listing and its matches stored as answered", async () => {
    const seeker = await createUser();
    const host = await createUser();
    // Its own type and causes, so no other test's listing is matched.
    const offer = await createSpaceOffer({
      user: host,
      spaceType: "storefront",
      capacity: 30,
      supportedCauses: ["environmental-action", "skill-share"],
    });
    const hostStream = await openStream(b, await signIn(b, host.email!));
    const seekerStream = await openStream(b, await signIn(b, seeker.email!));
    await hostStream.waitFor((event) => event.event === "ready");
    await seekerStream.waitFor((event) => event.event === "ready");
    const response = await fetch(`${a.url}/api/space-requests`, {
      method: "POST",
      headers: { Cookie: await signIn(a, seeker.email!), "Content-Type": "application/json" },
      body: JSON.stringify({
        title: "Repair cafe",
        description: "Fixing things together.",
        spaceType: "storefront",
        location: "highlands",
        participants: 20,
        duration: "2-4-hours",
        values: ["environmental-action", "skill-share"],
        contactName: "Sam Seeker",
        contactEmail: "sam@example.org",
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string };
    // Matched before the answer left, in the statement that committed before it.
    const [match] = await db.sequelize.query<{ id: string }>(
      `SELECT "id" FROM matches WHERE "spaceRequestId" = :request AND "spaceOfferId" = :offer`,
      { replacements: { request: created.id, offer: offer.id }, type: QueryTypes.SELECT },
    );
    expect(match).toBeDefined();
    for (const stream of [hostStream, seekerStream]) {
      const notification = await stream.waitFor(
        (event) => event.event === "notification" && (event.data as { matchId: string }).matchId === match!.id,
      );
      expect(notification.data).toMatchObject({ type: "new_match" });
      await stream.waitFor(
        (event) => event.event === "match" && (event.data as { matchId: string }).matchId === match!.id,
      );
      stream.close();
    }
  });

  it("numbers events per stream, so ids never show how much the server sent to other members", async () => {
    const busy = await createUser();
    const quiet = await createUser();
    const busyStream = await openStream(b, await signIn(b, busy.email!));
    const quietStream = await openStream(b, await signIn(b, quiet.email!));
    const quietReady = await quietStream.waitFor((event) => event.event === "ready");
    await busyStream.waitFor((event) => event.event === "ready");
    await publish(
      Array.from({ length: 30 }, (_, n) => ({
        userId: busy.id,
        event: "notification" as const,
        data: { ...READ_EVENT, n },
      })),
    );
    await busyStream.waitFor((event) => (event.data as { n?: number } | undefined)?.n === 29);
    const first = { ...READ_EVENT, n: 0 };
    await publish([{ userId: quiet.id, event: "notification", data: first }]);
    const quietNext = await quietStream.waitFor((event) => event.event === "notification");

    const [quietName, readyCount] = quietReady.id!.split("-");
    expect(readyCount).toBe("1");
    expect(quietNext.id).toBe(`${quietName}-2`);
    const busyIds = busyStream.events.filter((event) => event.id).map((event) => event.id!);
    expect(busyIds).toHaveLength(31);
    expect(new Set(busyIds.map((id) => id.split("-")[0])).size).toBe(1);
    expect(busyIds[0]!.split("-")[0]).not.toBe(quietName);
    busyStream.close();
    quietStream.close();
  });

  it("publishes nothing for a write that fails", async () => {
    const seeker = await createUser();
    const host = await createUser();
    const match = await createMatch({
      request: await createSpaceRequest({ user: seeker }),
      offer: await createSpaceOffer({ user: host }),
      status: "declined",
    });
    const stream = await openStream(b, await signIn(b, host.email!));
    await stream.waitFor((event) => event.event === "ready");
    const response = await fetch(`${a.url}/api/matches/${match.id}/messages`, {
      method: "POST",
      headers: { Cookie: await signIn(a, seeker.email!), "Content-Type": "application/json" },
      body: JSON.stringify({ content: "late" }),
    });
    expect(response.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events.filter((event) => event.event && event.event !== "ready")).toEqual([]);
    stream.close();
  });

  it("ends open streams when the process shuts its hub down", async () => {
    const c = await startInstance();
    const user = await createUser();
    const stream = await openStream(c, await signIn(c, user.email!));
    await stream.waitFor((event) => event.event === "ready");
    expect(c.hub.size).toBe(1);
    await c.hub.close();
    await expect.poll(() => stream.isEnded()).toBe(true);
    expect(c.hub.size).toBe(0);
    expect((await fetch(`${c.url}/api/events`, { headers: { Cookie: await signIn(c, user.email!) } })).status).toBe(
      503,
    );
  });

  it("cuts off a reader that stopped reading once the events it has not taken pass the limit", async () => {
    const c = await startInstance({ maxUnreadBytes: 64 * 1024 });
    const user = await createUser();
    const cookie = await signIn(c, user.email!);
    // A client that sends its request and then never reads: the socket stays paused.
    const socket = connect(Number(new URL(c.url).port), "127.0.0.1");
    socket.pause();
    socket.write(`GET /api/events HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\n\r\n`);
    await expect.poll(() => c.hub.size).toBe(1);

    // Far more than the kernel's socket buffers and the limit hold together; each payload is
    // distinct, as PostgreSQL folds identical notifications of one transaction into one.
    const pad = "x".repeat(7_000);
    for (let batch = 0; batch < 20 && c.hub.size > 0; batch++) {
      await publish(
        Array.from({ length: 200 }, (_, n) => ({
          userId: user.id,
          event: "notification" as const,
          data: { ...READ_EVENT, pad, n: batch * 200 + n },
        })),
      );
    }
    await expect.poll(() => c.hub.size, { timeout: 10_000 }).toBe(0);
    socket.destroy();
  });

  it("ends open streams when its LISTEN connection is lost, refuses new ones until it is back", async () => {
    // Named, so the test ends this hub's connection and no other; slow to reconnect, so the
    // refusal in between is certain to be seen.
    const url = new URL(db.url);
    url.searchParams.set("application_name", "hub-lost-connection");
    const c = await startInstance({ url: url.toString(), reconnectMs: 5_000 });
    const user = await createUser();
    const cookie = await signIn(c, user.email!);
    const stream = await openStream(c, cookie);
    await stream.waitFor((event) => event.event === "ready");

    await db.sequelize.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'hub-lost-connection'`,
    );
    await expect.poll(() => stream.isEnded()).toBe(true);
    expect(c.hub.connected).toBe(false);
    const refused = await fetch(`${c.url}/api/events`, { headers: { Cookie: cookie } });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: SERVER_MESSAGES.realtimeUnavailable });

    await expect.poll(() => c.hub.connected, { timeout: 15_000 }).toBe(true);
    const again = await openStream(c, cookie);
    await again.waitFor((event) => event.event === "ready");
    again.close();
  });
});

describe("GET /api/events: whether the page may have missed an event before its stream (ready's recent)", () => {
  // The hub's clock: the test moves it, so no answer depends on how fast the machine runs.
  let now = 1_000_000;
  const clock = () => now;
  const { marginMs } = REALTIME_RECENT;
  let quietInstance: Instance;
  beforeAll(async () => {
    quietInstance = await startInstance({ clock });
    // Long after its LISTEN began: events before that are not what it is asked about.
    now += 3_600_000;
  });

  const readyOf = async (instance: Instance, cookie: string, query: string) => {
    const stream = await openStream(instance, cookie, query);
    const ready = await stream.waitFor((event) => event.event === "ready");
    stream.close();
    return ready.data;
  };

  /** Publishes a notification event for `userId` and waits until the instance has handed it on. */
  const eventFor = async (instance: Instance, userId: string, cookie: string) => {
    const stream = await openStream(instance, cookie);
    await stream.waitFor((event) => event.event === "ready");
    await publish([{ userId, event: "notification", data: READ_EVENT }]);
    await stream.waitFor((event) => event.event === "notification");
    stream.close();
  };

  it("says false when no event for the member came within the window and margin, true while one did", async () => {
    const member = await createUser();
    const other = await createUser();
    const cookie = await signIn(quietInstance, member.email!);
    expect(await readyOf(quietInstance, cookie, "?window=0")).toEqual({ lastEventId: null, recent: false });

    // Another member's event is not this member's.
    await eventFor(quietInstance, other.id, await signIn(quietInstance, other.email!));
    expect(await readyOf(quietInstance, cookie, "?window=0")).toMatchObject({ recent: false });

    await eventFor(quietInstance, member.id, cookie);
    expect(await readyOf(quietInstance, cookie, "?window=0")).toMatchObject({ recent: true });
    now += 5_000 + marginMs;
    expect(await readyOf(quietInstance, cookie, "?window=5000")).toMatchObject({ recent: true });
    expect(await readyOf(quietInstance, cookie, "?window=4999")).toMatchObject({ recent: false });
    now += 1;
    expect(await readyOf(quietInstance, cookie, "?window=5000")).toMatchObject({ recent: false });
  });

  it("says true when it cannot tell: no window, or a LISTEN connection younger than the window", async () => {
    const member = await createUser();
    const cookie = await signIn(quietInstance, member.email!);
    expect(await readyOf(quietInstance, cookie, "")).toMatchObject({ recent: true });
    expect(await readyOf(quietInstance, cookie, "?window=0")).toMatchObject({ recent: false });

    const fresh = await startInstance({ clock });
    const freshCookie = await signIn(fresh, member.email!);
    expect(await readyOf(fresh, freshCookie, "?window=0")).toMatchObject({ recent: true });
    now += marginMs + 1;
    expect(await readyOf(fresh, freshCookie, "?window=0")).toMatchObject({ recent: false });
    expect(await readyOf(fresh, freshCookie, "?window=2")).toMatchObject({ recent: true });
  });

  it("refuses a window that is not a whole number of milliseconds up to ten minutes with 400", async () => {
    const cookie = await signIn(quietInstance, (await createUser()).email!);
    for (const window of ["-1", "1.5", "abc", "600001", "%00", "1e3"]) {
      const response = await fetch(`${quietInstance.url}/api/events?window=${window}`, { headers: { Cookie: cookie } });
      expect(response.status, window).toBe(400);
      expect(response.headers.get("content-type"), window).toMatch(/json/);
      await response.body?.cancel();
    }
  });
});
