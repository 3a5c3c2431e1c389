import { QueryTypes } from "sequelize";
import { database } from "../../db/database";
import { type BackgroundTask, runInBackground } from "../jobs/jobRunner";
import { queueMails } from "../mail/outbox";
import { digestMail, type MailLinks, type MailMember, type MailNotification } from "./notificationMails";
import { frequencySql } from "./preferences";

/** The digest goes out at this hour of the server's local time. */
export const DIGEST_HOUR = 8;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A run that has not finished by then was abandoned (its process died); another may take it over. */
const RUN_LEASE_MS = 30 * 60 * 1000;

export interface DigestOptions {
  /** The clock; tests set it instead of waiting for 08:00. */
  now?: () => Date;
  /** Members per transaction. */
  batchSize?: number;
}

/** The latest 08:00 (server time) at or before `now`: the digest that is due. */
export const digestSlot = (now: Date): Date => {
  const slot = new Date(now);
  slot.setHours(DIGEST_HOUR, 0, 0, 0);
  if (slot > now) slot.setDate(slot.getDate() - 1);
  return slot;
};

/**
 * Claims the run of `slot` with a row: the first process inserts it; later ones find it and do
 * nothing, unless it was left unfinished past its lease (then the taker goes on where it stopped,
 * as every mailed notification is marked).
 */
const claimRun = async (slot: Date, now: Date): Promise<boolean> => {
  const claimed = await database().query(
    `INSERT INTO digest_runs ("slot", "claimedUntil") VALUES (:slot, :leaseEnd)
     ON CONFLICT ("slot") DO UPDATE SET "claimedUntil" = EXCLUDED."claimedUntil"
       WHERE digest_runs."finishedAt" IS NULL AND digest_runs."claimedUntil" < :now
     RETURNING "slot"`,
    { replacements: { slot, now, leaseEnd: new Date(now.getTime() + RUN_LEASE_MS) }, type: QueryTypes.SELECT },
  );
  return claimed.length > 0;
};

/** Where this digest's items start: the previous finished digest, or a day back for the first one. */
const windowStart = async (slot: Date): Promise<Date> => {
  const [row] = await database().query<{ slot: Date | null }>(
    `SELECT max("slot") AS "slot" FROM digest_runs WHERE "slot" < :slot AND "finishedAt" IS NOT NULL`,
    { replacements: { slot }, type: QueryTypes.SELECT },
  );
  return row?.slot ? new Date(row.slot) : new Date(slot.getTime() - DAY_MS);
};

type ItemRow = MailMember & MailNotification & { id: string };

/**
 * One batch of members, in one transaction: their daily notifications of the window that were
 * never mailed become one digest mail each, and are marked mailed. Returns the last member's id.
 */
const digestBatch = async (
  links: MailLinks,
  window: { since: Date; slot: Date },
  after: string | null,
  batchSize: number,
): Promise<{ lastUserId: string | null; members: number }> =>
  database().transaction(async (transaction) => {
    const due = `n."mailedAt" IS NULL AND n."createdAt" > :since AND n."createdAt" <= :slot
                 AND ${frequencySql("n", "p")} = 'daily'`;
    const rows = await database().query<ItemRow>(
      `WITH members AS (
         SELECT DISTINCT n."userId" FROM notifications n
           LEFT JOIN notification_preferences p ON p."userId" = n."userId"
          WHERE ${due} ${after ? `AND n."userId" > :after` : ""}
          ORDER BY n."userId" LIMIT :batchSize)
       SELECT n."id", n."type", n."facts", n."matchId", u."id" AS "userId", u."email", u."firstName", u."lastName", u."locale"
         FROM members JOIN users u ON u."id" = members."userId"
         JOIN notifications n ON n."userId" = u."id"
         LEFT JOIN notification_preferences p ON p."userId" = n."userId"
        WHERE ${due}
        ORDER BY u."id", n."createdAt", n."id"
        FOR UPDATE OF n`,
      { replacements: { ...window, after, batchSize }, type: QueryTypes.SELECT, transaction },
    );
    const byMember = new Map<string, ItemRow[]>();
    for (const row of rows) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row]);
    const mails = [...byMember.values()]
      .filter(([first]) => first?.email)
      .map((items) => digestMail(links, items[0] as ItemRow, items));
    await queueMails(mails, transaction);
    if (rows.length > 0) {
      await database().query(`UPDATE notifications SET "mailedAt" = now() WHERE "id" = ANY(:ids::uuid[])`, {
        replacements: { ids: `{${rows.map((row) => row.id).join(",")}}` },
        transaction,
      });
    }
    return { lastUserId: rows.at(-1)?.userId ?? null, members: mails.length };
  });

/**
 * Sends the digest that is due at `now`, unless another process did or is doing it: one mail per
 * member with what their daily preferences collected since the previous digest. Returns how many
 * members got one, or null when there was nothing to run.
 */
export const runDueDigest = async (links: MailLinks, options: DigestOptions = {}): Promise<number | null> => {
  const now = (options.now ?? (() => new Date()))();
  const slot = digestSlot(now);
  if (!(await claimRun(slot, now))) return null;
  const since = await windowStart(slot);
  let after: string | null = null;
  let members = 0;
  do {
    const batch = await digestBatch(links, { since, slot }, after, options.batchSize ?? 500);
    after = batch.lastUserId;
    members += batch.members;
  } while (after);
  await database().query(`UPDATE digest_runs SET "finishedAt" = now(), "members" = :members WHERE "slot" = :slot`, {
    replacements: { slot, members },
  });
  return members;
};

/**
 * The daily digest as a task of the job queue: every minute a run checks whether a digest is due
 * (at 08:00, or at start after a missed one); the `digest_runs` claim keeps each slot to one run.
 */
export const digestTask = (
  links: MailLinks,
  { checkEveryMs = 60_000, log }: { checkEveryMs?: number; log?: (line: string) => void } = {},
): BackgroundTask => ({
  name: "digest",
  everyMs: checkEveryMs,
  onError: (error) => log?.(`daily digest: ${error.message}`),
  run: async () => {
    const members = await runDueDigest(links);
    if (members !== null) log?.(`daily digest sent to ${members} member(s)`);
    return { again: false };
  },
});

/** Checks every minute whether a digest is due; returns the stop function. */
export const startDigestScheduler = (
  links: MailLinks,
  options: { checkEveryMs?: number; log?: (line: string) => void } = {},
): (() => Promise<void>) => runInBackground([digestTask(links, options)], options);
