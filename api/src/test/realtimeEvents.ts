import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import { REALTIME_CHANNEL } from "../services/realtime/publisher";

/** A realtime event as the API processes receive it. */
export type PublishedEvent = { userId: string; event: string; data: Record<string, unknown> };

/**
 * Every realtime event published on the test file's database while it runs, in commit order, as
 * the API processes would receive them (a LISTEN connection of its own). `publishedSoFar` answers
 * (and forgets) the events of everything committed before the call: a marker notified then arrives
 * after them, so waiting for it waits for them, without sleeping.
 */
export const useRealtimeEvents = (db: { readonly url: string }) => {
  const published: PublishedEvent[] = [];
  let listener: pg.Client | undefined;
  beforeAll(async () => {
    listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    listener.on("notification", (note) => {
      if (note.payload) published.push(JSON.parse(note.payload) as PublishedEvent);
    });
    await listener.query(`LISTEN ${REALTIME_CHANNEL}`);
  });
  afterAll(() => listener?.end());
  const publishedSoFar = async (): Promise<PublishedEvent[]> => {
    const marker = `marker ${crypto.randomUUID()}`;
    await listener?.query("SELECT pg_notify($1, $2)", [REALTIME_CHANNEL, JSON.stringify({ userId: marker })]);
    await expect.poll(() => published.some((event) => event.userId === marker), { timeout: 5_000 }).toBe(true);
    return published.splice(0).filter((event) => event.userId !== marker);
  };
  return { published, publishedSoFar };
};
