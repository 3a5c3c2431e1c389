import {
  displayName,
  type EmailedNotificationType,
  type Locale,
  NOTIFICATION_MAIL_TEXTS,
  type NotificationContent,
  notificationText,
  type UnsubscribeKind,
} from "@kindred/contract";
import { inLocale } from "../../lib/readerLocale";
import { bookingInvite, isBookingNotification } from "../calendar/bookingInvite";
import { renderMail } from "../mail/layout";
import { unsubscribeLink, unsubscribeToken } from "./unsubscribeTokens";

/** What a mail needs to link back: PUBLIC_URL and the keys that sign unsubscribe tokens. */
export interface MailLinks {
  publicUrl: string;
  keys: readonly string[];
}

export interface MailMember {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The language the member reads; their mail is worded in it (English when unchosen). */
  locale: Locale | null;
}

export type MailNotification = NotificationContent & { matchId: string | null };
/** A notification of a type members choose emails for (only those are mailed one by one). */
export type EmailedNotification = Extract<MailNotification, { type: EmailedNotificationType }>;

/** The page a notification opens: its match in Messages, else the notification list. */
const targetOf = (publicUrl: string, notification: MailNotification) =>
  notification.matchId
    ? `${publicUrl}/messages?match=${encodeURIComponent(notification.matchId)}`
    : `${publicUrl}/notifications`;

/**
 * The unsubscribe link in the body and the RFC 8058 headers, so a mail client can offer its own
 * one-click button (it POSTs `List-Unsubscribe=One-Click` to the same URL).
 */
const unsubscribeParts = (links: MailLinks, userId: string, kind: UnsubscribeKind) => {
  const url = unsubscribeLink(links.publicUrl, unsubscribeToken(links.keys, userId, kind));
  return {
    note: `${NOTIFICATION_MAIL_TEXTS.unsubscribe[kind]}: ${url}`,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
};

const preferencesNote = (publicUrl: string) =>
  NOTIFICATION_MAIL_TEXTS.preferencesNote(`${publicUrl}/notification-preferences`);

/**
 * One notification, mailed at once: its in-app title as the subject, its message and a button to
 * it; a booking's mail carries the booking as an `.ics` file.
 */
export const notificationMail = (links: MailLinks, member: MailMember, notification: EmailedNotification) =>
  inLocale(member.locale, () => {
    const { title, message } = notificationText(notification);
    const unsubscribe = unsubscribeParts(links, member.userId, notification.type);
    const attachments = isBookingNotification(notification)
      ? [
          {
            filename: "booking.ics",
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: bookingInvite(notification, { host: new URL(links.publicUrl).host, now: new Date() }),
          },
        ]
      : [];
    return {
      to: member.email,
      subject: title,
      headers: unsubscribe.headers,
      attachments,
      ...renderMail({
        greeting: NOTIFICATION_MAIL_TEXTS.greeting(displayName(member)),
        paragraphs: [message],
        action: {
          label: notification.matchId ? NOTIFICATION_MAIL_TEXTS.openMatch : NOTIFICATION_MAIL_TEXTS.openNotifications,
          url: targetOf(links.publicUrl, notification),
        },
        notes: [unsubscribe.note, preferencesNote(links.publicUrl)],
      }),
    };
  });

/** The daily digest of one member: every collected notification, worded as in the app, oldest first. */
export const digestMail = (links: MailLinks, member: MailMember, notifications: readonly MailNotification[]) =>
  inLocale(member.locale, () => {
    const unsubscribe = unsubscribeParts(links, member.userId, "digest");
    return {
      to: member.email,
      subject: NOTIFICATION_MAIL_TEXTS.digestSubject(notifications.length),
      headers: unsubscribe.headers,
      ...renderMail({
        greeting: NOTIFICATION_MAIL_TEXTS.greeting(displayName(member)),
        paragraphs: [
          NOTIFICATION_MAIL_TEXTS.digestIntro,
          ...notifications.map((notification) => {
            const { title, message } = notificationText(notification);
            return `${title} — ${message}`;
          }),
        ],
        action: { label: NOTIFICATION_MAIL_TEXTS.openNotifications, url: `${links.publicUrl}/notifications` },
        notes: [unsubscribe.note, preferencesNote(links.publicUrl)],
      }),
    };
  });
