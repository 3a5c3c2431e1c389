import { setImmediate } from "node:timers/promises";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { type BackgroundTask, runInBackground } from "../jobs/jobRunner";
import { announceMail, mailOutboxInsertSql, mailRow, type OutgoingMailRow } from "../mail/outbox";
import { type EmailedNotification, type MailLinks, type MailMember, notificationMail } from "./notificationMails";
import { frequencySql } from "./preferences";

/**
 * Marks new notifications whose member wants them at once, in the transaction that created them:
 * the notifier knows no PUBLIC_URL, so it only queues the id, and `sendInstantMails` words the
 * mail once that write committed.
 */
export const queueInstantMails = async (notificationIds: readonly string[], transaction?: Transaction) => {
  if (notificationIds.length === 0) return;
  await database().query(queueInstantMailsSql(`(SELECT * FROM notifications WHERE "id" IN (:ids))`), {
    replacements: { ids: notificationIds },
    transaction,
  });
};

/**
 * The statement that queues the notifications of `source` (a table expression with `id`, `userId`
 * and `type`) whose member wants them at once. A write that creates its notification in a CTE of
 * the same statement passes that CTE, which the table itself does not show yet.
 */
export const queueInstantMailsSql = (source: string): string =>
  `INSERT INTO notification_mail_queue ("notificationId")
   SELECT n."id" FROM ${source} n
     JOIN users u ON u."id" = n."userId"
     LEFT JOIN notification_preferences p ON p."userId" = n."userId"
    WHERE u."email" IS NOT NULL AND ${frequencySql("n", "p")} = 'instant'
   ON CONFLICT DO NOTHING`;

type QueuedRow = MailMember & EmailedNotification & { id: string; frequency: string; queuedAt: string };

/** The oldest queued notifications with what their mails say; read without a lock or a transaction. */
const readQueued = (batchSize: number) =>
  database().query<QueuedRow>(
    `SELECT n."id", n."type", n."facts", n."matchId", u."id" AS "userId", u."email", u."firstName", u."lastName", u."locale",
            ${frequencySql("n", "p")} AS "frequency", q."createdAt"::text AS "queuedAt"
       FROM (SELECT * FROM notification_mail_queue ORDER BY "createdAt" LIMIT :batchSize) q
       JOIN notifications n ON n."id" = q."notificationId"
       JOIN users u ON u."id" = n."userId"
       LEFT JOIN notification_preferences p ON p."userId" = n."userId"
      ORDER BY q."createdAt"`,
    { replacements: { batchSize }, type: QueryTypes.SELECT },
  );

/** The due rows' mails as `mailOutboxInsertSql` reads them. */
const DUE_MAILS = `(SELECT m.* FROM due, jsonb_to_record(due."mail")
  AS m("to" text, "subject" text, "text" text, "html" text, "headers" jsonb, "attachments" jsonb)) m`;

/**
 * One statement, so one transaction that holds its rows for no round trip: takes the queue rows
 * still there as they were read (the same time queued; another run's statement may have taken
 * them since), puts the mails of those still due into the outbox (the member may have switched
 * the type off since the read) and marks their notifications mailed. Answers how many rows it
 * took and how many it mailed.
 */
const WRITE_WORDED = `WITH input AS (
     SELECT * FROM jsonb_to_recordset(:rows::jsonb) AS i("notificationId" uuid, "queuedAt" timestamptz, "mail" jsonb)
   ), taken AS (
     DELETE FROM notification_mail_queue q USING input i
      WHERE q."notificationId" = i."notificationId" AND q."createdAt" = i."queuedAt"
      RETURNING q."notificationId"
   ), due AS (
     SELECT i."notificationId", i."mail" FROM input i
       JOIN taken t ON t."notificationId" = i."notificationId"
       JOIN notifications n ON n."id" = i."notificationId"
       LEFT JOIN notification_preferences p ON p."userId" = n."userId"
      WHERE i."mail" IS NOT NULL AND ${frequencySql("n", "p")} = 'instant'
   ), mailed AS (
     ${mailOutboxInsertSql(DUE_MAILS)}
     RETURNING 1
   ), marked AS (
     UPDATE notifications SET "mailedAt" = now() WHERE "id" IN (SELECT "notificationId" FROM due)
   )
   SELECT (SELECT count(*) FROM taken)::int AS "taken", (SELECT count(*) FROM mailed)::int AS "mailed"`;

/**
 * Turns up to `batchSize` queued notifications into mails. No transaction is open while the mails
 * are worded (the event loop this shares with requests may be busy, and a row held meanwhile
 * could be one a request needs, as a conversation's unread notification is): the queue is read,
 * the mails are worded one at a time, letting requests in between, and one statement then
 * takes the rows, queues the mails and marks the notifications mailed, or nothing happens. A row
 * another run took in between is neither mailed nor marked by this one (several API processes
 * never mail one notification twice); a member who switched the type off since then gets nothing.
 */
export const sendInstantMails = async (
  links: MailLinks,
  batchSize = 50,
  { beforeWrite }: { beforeWrite?: () => Promise<void> } = {},
): Promise<number> => {
  const rows = await readQueued(batchSize);
  if (rows.length === 0) return 0;
  const worded: Array<{ notificationId: string; queuedAt: string; mail: OutgoingMailRow | null }> = [];
  for (const row of rows) {
    const due = row.frequency === "instant" && Boolean(row.email);
    worded.push({
      notificationId: row.id,
      queuedAt: row.queuedAt,
      mail: due ? mailRow(notificationMail(links, row, row)) : null,
    });
    // Each mail is one short stretch of the event loop; a request that arrived meanwhile goes first.
    if (due) await setImmediate();
  }
  // Tests: what another run or a request does while this one words.
  await beforeWrite?.();
  const [result] = await database().query<{ taken: number; mailed: number }>(WRITE_WORDED, {
    replacements: { rows: JSON.stringify(worded) },
    type: QueryTypes.SELECT,
  });
  if ((result?.mailed ?? 0) > 0) announceMail();
  return result?.taken ?? 0;
};

/**
 * The instant mails as a task of the job queue: each run words up to a batch, straight on while
 * there are more, then waits `idleMs`.
 */
export const instantMailTask = (
  links: MailLinks,
  { idleMs = 1_000, log }: { idleMs?: number; log?: (line: string) => void } = {},
): BackgroundTask => ({
  name: "instant-mails",
  yieldsToRequests: true,
  everyMs: idleMs,
  onError: (error) => log?.(`instant mails: ${error.message}`),
  // Small runs: each words its mails in one stretch of the event loop it shares with requests.
  run: async () => ({ again: (await sendInstantMails(links, 10)) > 0 }),
});

/** Words queued instant mails in the background until stopped; returns the stop function. */
export const startInstantMailWorker = (
  links: MailLinks,
  options: { idleMs?: number; log?: (line: string) => void } = {},
): (() => Promise<void>) => runInBackground([instantMailTask(links, options)], options);
