import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { type BackgroundTask, runInBackground } from "../jobs/jobRunner";
import { queueMails } from "../mail/outbox";
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

type QueuedRow = MailMember & EmailedNotification & { id: string; frequency: string };

/**
 * Turns up to `batchSize` queued notifications into mails, in one transaction: the queue rows are
 * taken with SKIP LOCKED (several API processes never word the same mail), the mails go into the
 * outbox and the notifications are marked mailed, or nothing happens. A member who switched the
 * type off since then gets nothing.
 */
export const sendInstantMails = async (links: MailLinks, batchSize = 50): Promise<number> =>
  database().transaction(async (transaction) => {
    const rows = await database().query<QueuedRow>(
      `WITH taken AS (
         DELETE FROM notification_mail_queue WHERE "notificationId" IN (
           SELECT "notificationId" FROM notification_mail_queue ORDER BY "createdAt" LIMIT :batchSize FOR UPDATE SKIP LOCKED)
         RETURNING "notificationId")
       SELECT n."id", n."type", n."facts", n."matchId", u."id" AS "userId", u."email", u."firstName", u."lastName", u."locale",
              ${frequencySql("n", "p")} AS "frequency"
         FROM taken JOIN notifications n ON n."id" = taken."notificationId"
         JOIN users u ON u."id" = n."userId"
         LEFT JOIN notification_preferences p ON p."userId" = n."userId"`,
      { replacements: { batchSize }, type: QueryTypes.SELECT, transaction },
    );
    const due = rows.filter((row) => row.frequency === "instant" && row.email);
    // Worded first, then written in one statement: the transaction waits on no round trip per
    // mail while the event loop it shares with requests is busy.
    await queueMails(
      due.map((row) => notificationMail(links, row, row)),
      transaction,
    );
    if (due.length > 0) {
      await database().query(`UPDATE notifications SET "mailedAt" = now() WHERE "id" IN (:ids)`, {
        replacements: { ids: due.map((row) => row.id) },
        transaction,
      });
    }
    return rows.length;
  });

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
