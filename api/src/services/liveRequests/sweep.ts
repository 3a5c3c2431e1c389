import {
  displayName,
  LIVE_REQUEST_DAYS,
  LIVE_REQUEST_NOTICE_DAYS,
  LIVE_REQUEST_TEXTS,
  type Locale,
} from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { inLocale } from "../../lib/readerLocale";
import { renderMail } from "../mail/layout";
import { queueMail } from "../mail/outbox";
import { notifyLiveRequests } from "../notifications/notifier";
import { keepOpenToken } from "./keepOpenToken";

/** The advisory lock only this sweep takes ("kindred-live-requests" folded to an int). */
export const LIVE_REQUESTS_LOCK_KEY = 7_311_042_641;

const DAY_MS = 86_400_000;

export interface SweepOptions {
  now: Date;
  publicUrl: string;
  /** Session keys; the first signs the keep-open links. */
  keys: readonly string[];
  batchSize?: number;
}

export interface SweepResult {
  /** Another process holds the lock and is sweeping. */
  skipped: boolean;
  asked: number;
  paused: number;
}

interface Row {
  id: string;
  userId: string;
  title: string;
  openSince: Date;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  locale: Locale | null;
}

/**
 * Open means pending or matched (no accepted match yet) and not paused: the generated column
 * `isOpen` (migration 20261206000000), which the index of open requests by `openSince` selects on.
 */
const OPEN = `"isOpen"`;

const claim = (condition: string, set: string, replacements: Record<string, unknown>, transaction: Transaction) =>
  database().query<Row>(
    `WITH claimed AS (
       UPDATE space_requests SET ${set}
        WHERE "id" IN (SELECT "id" FROM space_requests WHERE ${OPEN} AND ${condition}
                        ORDER BY "openSince", "id" LIMIT :batchSize FOR UPDATE SKIP LOCKED)
        RETURNING "id", "userId", "title", "openSince")
     SELECT c.*, u."email", u."firstName", u."lastName", u."locale" FROM claimed c JOIN users u ON u."id" = c."userId"`,
    { replacements, type: QueryTypes.SELECT, transaction },
  );

const stillLookingMail = (row: Row, link: string) =>
  inLocale(row.locale, () => {
    const words = LIVE_REQUEST_TEXTS.mail;
    return {
      to: row.email ?? "",
      subject: words.subject,
      ...renderMail({
        greeting: words.greeting(displayName({ firstName: row.firstName, lastName: row.lastName })),
        paragraphs: [words.intro(row.title)],
        action: { label: words.action, url: link },
        notes: [words.note],
      }),
    };
  });

/**
 * One pass: asks "Still looking?" (notification and email with a one-click link) of requests open
 * for 30 days, and pauses those open for 45 that were asked at least 15 days ago. One process at
 * a time (a transaction-level advisory lock); everything a pass writes commits together, so a
 * request is never asked twice or paused unasked. `now` is the caller's clock (tests move it).
 */
export const sweepLiveRequests = async ({
  now,
  publicUrl,
  keys,
  batchSize = 500,
}: SweepOptions): Promise<SweepResult> =>
  database().transaction(async (transaction) => {
    const [lock] = await database().query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock(:key) AS locked", {
      replacements: { key: LIVE_REQUESTS_LOCK_KEY },
      type: QueryTypes.SELECT,
      transaction,
    });
    if (!lock?.locked) return { skipped: true, asked: 0, paused: 0 };
    const asked = await claim(
      `"stillLookingAt" IS NULL AND "openSince" <= :askBefore`,
      `"stillLookingAt" = :now`,
      { now, askBefore: new Date(now.getTime() - LIVE_REQUEST_DAYS.nudge * DAY_MS), batchSize },
      transaction,
    );
    const paused = await claim(
      `"stillLookingAt" <= :noticeBefore AND "openSince" <= :pauseBefore`,
      `"pausedAt" = :now`,
      {
        now,
        noticeBefore: new Date(now.getTime() - LIVE_REQUEST_NOTICE_DAYS * DAY_MS),
        pauseBefore: new Date(now.getTime() - LIVE_REQUEST_DAYS.pause * DAY_MS),
        batchSize,
      },
      transaction,
    );
    const fact = (row: Row, stage: "nudge" | "paused") => ({
      userId: row.userId,
      facts: { requestId: row.id, requestTitle: row.title, stage },
    });
    await notifyLiveRequests(
      [...asked.map((row) => fact(row, "nudge")), ...paused.map((row) => fact(row, "paused"))],
      transaction,
    );
    const [key] = keys;
    for (const row of asked) {
      if (!row.email || !key) continue;
      const token = keepOpenToken(key, row);
      await queueMail(stillLookingMail(row, `${publicUrl}/keep-open?token=${encodeURIComponent(token)}`), transaction);
    }
    return { skipped: false, asked: asked.length, paused: paused.length };
  });
