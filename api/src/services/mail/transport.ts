import { chmod, mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { MailConfig } from "../../config";

/** One mail as the outbox keeps it. */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Files sent with it (a booking's `.ics`); none for most mail. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Hands a mail over for delivery; throws when it could not (the outbox tries again later). */
export interface MailTransport {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

/** Per mail at most about a minute, so a whole batch stays well inside the outbox's lease. */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * The same id on every try, so a receiving server can drop a duplicate. Every mail is sent by the
 * machine, never by a person: `Auto-Submitted: auto-generated` (RFC 3834) keeps vacation
 * responders and auto-replies from answering it.
 */
const messageFields = (mail: OutgoingMail, from: string) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: { "Auto-Submitted": "auto-generated", ...mail.headers },
  attachments: mail.attachments ?? [],
  messageId: `<${mail.id}@${from.match(/@([^>\s]+)/)?.[1] ?? "kindred-spaces"}>`,
});

/**
 * SMTP when `SMTP_URL` is set. Without it every mail is written to `outboxDir/<id>.eml` and
 * named in the log, so a server without a mail server still works (and a developer can open
 * the reset link).
 */
export const createMailTransport = (config: MailConfig, log: (line: string) => void = console.log): MailTransport => {
  if (config.smtpUrl) {
    // Short timeouts keep a hanging server from outlasting the outbox's claim on a batch.
    // Pooled: connections stay open between mails, so a digest does not pay a TCP and TLS
    // handshake per mail (docs/email.md has the throughput measured both ways).
    const smtp = nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: 5, ...SMTP_TIMEOUTS });
    return {
      send: async (mail) => {
        await smtp.sendMail(messageFields(mail, config.from));
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const { message } = await files.sendMail(messageFields(mail, config.from));
      // The files hold reset and sign-in links: readable by the server's user only. The folder is
      // tightened too when an older version (or a umask) left it open.
      await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
      await chmod(config.outboxDir, 0o700);
      const file = join(config.outboxDir, `${mail.id}.eml`);
      // Written beside it and renamed: whoever reads `*.eml` (a developer, the browser tests)
      // never sees half a mail.
      const partial = join(config.outboxDir, `.${mail.id}.eml.partial`);
      await writeFile(partial, message as Buffer, { mode: 0o600 });
      await chmod(partial, 0o600);
      await rename(partial, file);
      log(`mail to ${mail.to} "${mail.subject}" written to ${file} (SMTP_URL is not set)`);
    },
    close: () => files.close(),
  };
};
