import { type PreparedStatement, preparedRows } from "../../db/prepared";
import type { ChannelListener } from "../realtime/hub";

/**
 * The channel the triggers on listings, members and blocks notify on, once per writing statement
 * (`db/sql/functions/notify_listings_change.sql`).
 */
export const LISTINGS_CHANNEL = "kindred_listings";

/** How long a kept answer is trusted at most, should a notification ever go missing. */
const TRUST_MS = 30_000;

/** An answer a `KeptAnswers` keeps, sized by what it holds. */
export interface KeptAnswer {
  bytes: number;
}

interface Entry {
  answer: KeptAnswer;
  until: number;
}

export interface KeptAnswers {
  /**
   * `key`'s answer for `viewerId` (none for a visitor): the kept one while nothing it was built
   * from changed, else `build()`'s, kept when nothing changed while it was built. `key` must name
   * everything the answer depends on besides the listings, their owners and the viewer's blocks
   * (the route and its query); viewers who blocked the same members (most: none) share answers.
   */
  answer: <T extends KeptAnswer>(key: string, viewerId: string | undefined, build: () => Promise<T>) => Promise<T>;
  /** This process wrote: drop everything at once, before any notification. */
  forgetAll: () => void;
  /** Feeds the answers the notifications and connection state of the LISTEN connection. */
  listener: ChannelListener;
  /** What is kept now, for tests and metrics. */
  size: () => { entries: number; bytes: number };
  /** Answers given since the start: from what was kept, or built (while listening or not). */
  given: () => { kept: number; built: number };
}

/** When the next suspension lapses, in ms from now (its member's listings come back then, with no write). */
const NEXT_LAPSE: PreparedStatement = {
  name: "kept-answers-next-lapse",
  text: `SELECT (EXTRACT(EPOCH FROM min("suspendedUntil") - now()) * 1000)::float8 AS "ms"
           FROM users WHERE "suspendedAt" IS NOT NULL AND "suspendedUntil" > now()`,
};

/** Whom a member blocked, in one order, as one text. */
const BLOCKED: PreparedStatement = {
  name: "kept-answers-blocked",
  text: `SELECT coalesce(string_agg("blockedId"::text, ',' ORDER BY "blockedId"), '') AS "blocked"
           FROM blocks WHERE "blockerId" = $1::uuid`,
};

/** A viewer's blocks are kept beside the answers, under a key no answer has. */
interface BlockedEntry extends KeptAnswer {
  blocked: string;
}

/**
 * Public answers built from the open listings and their owners (explore pages, searches), kept in
 * this process while nothing they were built from changed. It is only used while the LISTEN
 * connection is up: statement triggers on `space_offers`, `space_requests`, `blocks` and the
 * shown and suspension columns of `users` notify every API process (`LISTINGS_CHANNEL`) when a
 * write commits, and every kept answer goes. A write in this process drops them at once
 * (`forgetAll`, from the app's write step), so the writer reads its own write; another process's
 * write reaches this one with its notification, a moment after its commit. An answer whose build
 * raced a notification is not kept; none is kept past TRUST_MS, nor past the moment the next
 * suspension lapses. `maxBytes` 0 keeps nothing.
 */
export const createKeptAnswers = ({ maxBytes }: { maxBytes: number }): KeptAnswers => {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  /** Answers given, and how many of them were built (the rest were kept ones). */
  const given = { answered: 0, built: 0 };
  let listening = false;
  let generation = 0;
  /** When the next suspension lapses (epoch ms), read once per generation; Infinity for none. */
  let lapse: { generation: number; at: number } | null = null;

  /** What an entry costs: its answer and its key (a query can be long), in bytes. */
  const sizeOf = (key: string, answer: KeptAnswer) => answer.bytes + 2 * key.length;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= sizeOf(key, entry.answer);
  };
  const forgetAll = () => {
    generation++;
    entries.clear();
    totalBytes = 0;
    lapse = null;
  };
  const nextLapse = async (): Promise<number> => {
    if (lapse?.generation === generation) return lapse.at;
    const started = generation;
    const [row] = await preparedRows<{ ms: number | null }>(NEXT_LAPSE, []);
    const at = row?.ms == null ? Number.POSITIVE_INFINITY : Date.now() + row.ms;
    if (generation === started) lapse = { generation, at };
    return at;
  };
  const keep = (key: string, answer: KeptAnswer, until: number) => {
    if (sizeOf(key, answer) > maxBytes) return;
    drop(key);
    entries.set(key, { answer, until });
    totalBytes += sizeOf(key, answer);
    for (const oldest of entries.keys()) {
      if (totalBytes <= maxBytes) break;
      drop(oldest);
    }
  };
  /**
   * The kept answer under `key`, or `build()`'s, kept unless something changed since `started` (the
   * generation when the caller began reading what the key names).
   */
  const keptOr = async <T extends KeptAnswer>(
    key: string,
    build: () => Promise<T>,
    started = generation,
  ): Promise<T> => {
    const entry = entries.get(key);
    if (entry && entry.until > Date.now()) {
      entries.delete(key);
      entries.set(key, entry);
      return entry.answer as T;
    }
    drop(key);
    const built = await build();
    const until = Math.min(Date.now() + TRUST_MS, await nextLapse());
    if (listening && generation === started) keep(key, built, until);
    return built;
  };
  /** Whom `viewerId` blocked, as one text ("" for none), kept beside the answers. */
  const blockedBy = async (viewerId: string) => {
    const { blocked } = await keptOr<BlockedEntry>(`blocked\u0000${viewerId}`, async () => {
      const [row] = await preparedRows<{ blocked: string }>(BLOCKED, [viewerId]);
      const text = row?.blocked ?? "";
      return { blocked: text, bytes: 64 + text.length };
    });
    return blocked;
  };

  return {
    answer: async (key, viewerId, build) => {
      given.answered++;
      const counted = () => {
        given.built++;
        return build();
      };
      if (!listening || maxBytes === 0) return counted();
      // The viewer's blocks are part of the key: an answer built after they changed must not be
      // kept under the blocks read before, where viewers who blocked those would find it.
      const started = generation;
      const blocked = viewerId ? await blockedBy(viewerId) : "";
      return keptOr(`answer\u0000${key}\u0000${blocked}`, counted, started);
    },
    forgetAll,
    listener: {
      channel: LISTINGS_CHANNEL,
      onNotify: forgetAll,
      // Whatever was notified while the connection was down is unknown: start empty either way.
      onListening: (up) => {
        forgetAll();
        listening = up;
      },
    },
    size: () => ({ entries: entries.size, bytes: totalBytes }),
    given: () => ({ kept: given.answered - given.built, built: given.built }),
  };
};
