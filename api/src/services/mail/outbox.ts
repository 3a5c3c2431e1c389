import { EventEmitter } from "node:events";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { type BackgroundTask, runInBackground, type WorkSignal } from "../jobs/jobRunner";
import type { MailTransport, OutgoingMail } from "./transport";

export interface MailWorkerOptions {
  batchSize?: number;
  /** First retry delay; doubles per failed attempt up to `maxBackoffMs`. Mail is never given up. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long a claimed mail is left to one worker before another may take it (a crashed worker). */
  leaseMs?: number;
  /** Pause between polls when nothing is due. */
  idleMs?: number;
  /** The worker's clock; tests move it forward instead of waiting. */
  now?: () => Date;
  log?: (line: string) => void;
}

const DEFAULTS = {
  // With the transport's timeouts a batch takes at most about 10 minutes, inside the lease.
  batchSize: 10,
  baseBackoffMs: 30_000,
  maxBackoffMs: 10 * 60_000,
  leaseMs: 15 * 60_000,
  idleMs: 1_000,
  now: () => new Date(),
};

/**
 * Mail queued by this process: its worker sends it at once instead of at the next poll (a
 * confirmation or reset link is awaited by someone at the screen). Mail queued by another
 * process waits for this worker's poll, or is sent by that process's own worker.
 */
const queued = new EventEmitter().setMaxListeners(0);
const mailQueued: WorkSignal = (onWork) => {
  queued.on("mail", onWork);
  return () => queued.off("mail", onWork);
};
/** After `transaction` commits (the mail exists only then), or now without one. */
const announce = (transaction?: Transaction) => {
  const emit = () => {
    queued.emit("mail");
  };
  if (transaction) transaction.afterCommit(emit);
  else emit();
};

/**
 * Queues a mail in `transaction`, the one of the write that causes it: the mail exists exactly
 * when that write commits, and the worker sends it afterwards.
 */
export const queueMail = async (
  mail: Omit<OutgoingMail, "id" | "headers"> & { headers?: Record<string, string> },
  transaction?: Transaction,
): Promise<void> => {
  await database().query(
    // Whole milliseconds, as a worker's clock (a JS Date) has no finer ones to compare with.
    `INSERT INTO mail_outbox ("to", "subject", "text", "html", "headers", "attachments", "availableAt")
     VALUES (:to, :subject, :text, :html, :headers, :attachments, date_trunc('milliseconds', now()))`,
    {
      replacements: {
        ...mail,
        headers: JSON.stringify(mail.headers ?? {}),
        attachments: JSON.stringify(mail.attachments ?? []),
      },
      transaction,
    },
  );
  announce(transaction);
};

type QueuedMail = Omit<OutgoingMail, "id" | "headers"> & { headers?: Record<string, string> };

/** A mail as `mailOutboxInsertSql`'s source rows carry it (JSON). */
export type OutgoingMailRow = Omit<OutgoingMail, "id" | "headers" | "attachments"> & {
  headers: Record<string, string>;
  attachments: NonNullable<OutgoingMail["attachments"]>;
};
export const mailRow = (mail: QueuedMail): OutgoingMailRow => ({
  ...mail,
  headers: mail.headers ?? {},
  attachments: mail.attachments ?? [],
});

/** The `INSERT` that queues the mails of `source`: a FROM item named `m` with `OutgoingMailRow`'s columns. */
export const mailOutboxInsertSql = (source: string): string =>
  `INSERT INTO mail_outbox ("to", "subject", "text", "html", "headers", "attachments", "availableAt")
   SELECT m."to", m."subject", m."text", m."html", m."headers", m."attachments", date_trunc('milliseconds', now())
     FROM ${source}`;

/** Tells this process's mail worker that a statement of its own (committed) queued mail. */
export const announceMail = () => announce();

/**
 * Queues many mails in one statement (the daily digest, a run of instant mails), in
 * `transaction` like `queueMail`.
 */
export const queueMails = async (mails: ReadonlyArray<QueuedMail>, transaction?: Transaction): Promise<void> => {
  if (mails.length === 0) return;
  await database().query(
    mailOutboxInsertSql(
      `jsonb_to_recordset(:mails::jsonb) AS m("to" text, "subject" text, "text" text, "html" text, "headers" jsonb, "attachments" jsonb)`,
    ),
    { replacements: { mails: JSON.stringify(mails.map(mailRow)) }, transaction },
  );
  announce(transaction);
};

/**
 * Sends the due mails once. Rows are claimed (a lease) in one short statement with SKIP LOCKED,
 * so workers in several processes never take the same mail and no row lock is held while SMTP
 * answers. A sent mail is deleted; a failed one waits with a doubled delay.
 */
export const processMailBatch = async (
  transport: MailTransport,
  options: MailWorkerOptions = {},
): Promise<{ sent: number; failed: number }> => {
  const { batchSize, baseBackoffMs, maxBackoffMs, leaseMs, now } = { ...DEFAULTS, ...options };
  const at = now();
  const claimed = await database().query<OutgoingMail & { attempts: number }>(
    `UPDATE mail_outbox SET "claimedUntil" = :leaseEnd
      WHERE "id" IN (
        SELECT "id" FROM mail_outbox
         WHERE "sentAt" IS NULL AND "availableAt" <= :at AND ("claimedUntil" IS NULL OR "claimedUntil" <= :at)
         ORDER BY "availableAt", "createdAt"
         LIMIT :batchSize
         FOR UPDATE SKIP LOCKED)
      RETURNING "id", "to", "subject", "text", "html", "headers", "attachments", "attempts"`,
    { replacements: { at, leaseEnd: new Date(at.getTime() + leaseMs), batchSize }, type: QueryTypes.SELECT },
  );
  // The batch goes out at once over the transport's pooled connections; the sent rows are
  // deleted in one statement.
  const outcomes = await Promise.allSettled(claimed.map((mail) => transport.send(mail)));
  const sentIds = claimed.filter((_, index) => outcomes[index]?.status === "fulfilled").map((mail) => mail.id);
  if (sentIds.length > 0) {
    await database().query(`DELETE FROM mail_outbox WHERE "id" = ANY(:ids::uuid[])`, {
      replacements: { ids: `{${sentIds.join(",")}}` },
    });
  }
  const sent = sentIds.length;
  for (const [index, mail] of claimed.entries()) {
    const outcome = outcomes[index];
    if (outcome?.status !== "rejected") continue;
    const message = (outcome.reason as Error).message;
    const retryAt = new Date(now().getTime() + Math.min(maxBackoffMs, baseBackoffMs * 2 ** mail.attempts));
    await database().query(
      `UPDATE mail_outbox SET "attempts" = "attempts" + 1, "availableAt" = :retryAt, "claimedUntil" = NULL, "lastError" = :message
        WHERE "id" = :id`,
      { replacements: { id: mail.id, retryAt, message } },
    );
    options.log?.(`mail to ${mail.to} waits (attempt ${mail.attempts + 1}): ${message}`);
  }
  return { sent, failed: claimed.length - sent };
};

/**
 * The mail queue as a task of the job queue: each run sends due mail until none is left (one
 * batch at a time), then waits `idleMs`; a mail queued in this process starts the next run at
 * once. Each mail's own backoff lives in its row (pg-boss's retry would give one mail's delay to
 * the whole queue).
 */
export const mailTask = (transport: MailTransport, options: MailWorkerOptions = {}): BackgroundTask => ({
  name: "mail",
  yieldsToRequests: true,
  everyMs: options.idleMs ?? DEFAULTS.idleMs,
  workArrived: mailQueued,
  onError: (error) => options.log?.(`mail outbox: ${error.message}`),
  run: async () => {
    const { sent, failed } = await processMailBatch(transport, options);
    return { again: sent > 0 && failed === 0 };
  },
});

/** Sends queued mail in the background (the mail task alone) until stopped; returns the stop function. */
export const startMailWorker = (transport: MailTransport, options: MailWorkerOptions = {}): (() => Promise<void>) => {
  const stop = runInBackground([mailTask(transport, options)], options);
  return async () => {
    await stop();
    transport.close();
  };
};
