import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from "@kindred/contract";
import type { ParsedMail } from "mailparser";
import type { User } from "../db/models";
import type { MailLinks } from "../services/email/notificationMails";
import { savePreferences } from "../services/email/preferences";
import { TEST_SESSION_SECRET } from "./app";

/** The links a test app's mails carry: its default PUBLIC_URL and its session secret. */
export const TEST_MAIL_LINKS: MailLinks = { publicUrl: "http://localhost:5000", keys: [TEST_SESSION_SECRET] };

/** Saves `user`'s email preferences: the defaults with `changes` on top. */
export const preferEmails = (user: User, changes: Partial<NotificationPreferences>) =>
  savePreferences(user.id, { ...DEFAULT_NOTIFICATION_PREFERENCES, ...changes });

/** A received mail's raw header value (mailparser reshapes `List-*` headers, so read the lines). */
export const rawHeader = (mail: ParsedMail, name: string): string | undefined =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

/** The unsubscribe URL of a received mail's `List-Unsubscribe` header. */
export const listUnsubscribeUrl = (mail: ParsedMail): URL => {
  const value = rawHeader(mail, "List-Unsubscribe") ?? "";
  const url = value.match(/<(https?:\/\/[^>]+)>/)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe URL in "${value}"`);
  return new URL(url);
};
