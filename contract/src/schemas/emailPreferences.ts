import { z } from "zod";
import { choice } from "./common";
import type { NotificationType } from "./notification";
import { text } from "./storableText";

/** How often a notification type is emailed: at once, in the 08:00 daily digest, or never. */
export const EMAIL_FREQUENCIES = ["instant", "daily", "off"] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

export const emailFrequency = choice(EMAIL_FREQUENCIES);

/**
 * The notification types a member chooses emails for. "Still looking?" is not among them: it is
 * about keeping their own request open, so it is always mailed (the live-requests job sends it).
 */
export const EMAILED_NOTIFICATION_TYPES = [
  "new_match",
  "new_message",
  "match_update",
  "booking_proposed",
  "booking_update",
  "booking_reminder",
  "reference_published",
  "reference_reminder",
] as const satisfies readonly NotificationType[];
export type EmailedNotificationType = (typeof EMAILED_NOTIFICATION_TYPES)[number];

/** One field per emailed type, each `field`: the schemas below are drawn from the list above. */
const perEmailedType = <T extends z.ZodType>(field: (type: EmailedNotificationType) => T) =>
  Object.fromEntries(EMAILED_NOTIFICATION_TYPES.map((type) => [type, field(type)])) as Record<
    EmailedNotificationType,
    T
  >;

/**
 * `GET /api/notification-preferences`: one frequency per emailed notification type. The server
 * keeps each in a column of `notification_preferences` named after the type (a test compares the
 * table with `EMAILED_NOTIFICATION_TYPES`).
 */
export const notificationPreferences = z.object(perEmailedType(() => emailFrequency));
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** The types every client's form has sent from the start; types added later may be left out. */
const ALWAYS_SENT = ["new_match", "new_message", "match_update"] as const satisfies readonly EmailedNotificationType[];

/**
 * `PUT /api/notification-preferences`: the first three are required; the types added later
 * (booking and reference ones, and any new one) may be left out by an older client, and then keep
 * what they were.
 */
export const notificationPreferencesInput = notificationPreferences.partial(
  Object.fromEntries(
    EMAILED_NOTIFICATION_TYPES.filter((type) => !(ALWAYS_SENT as readonly string[]).includes(type)).map((type) => [
      type,
      true,
    ]),
  ) as { [K in Exclude<EmailedNotificationType, (typeof ALWAYS_SENT)[number]>]: true },
);
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;

/** What a member who never chose gets: matches and messages at once, match updates in the digest. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  new_match: "instant",
  new_message: "instant",
  match_update: "daily",
  booking_proposed: "instant",
  booking_update: "instant",
  booking_reminder: "instant",
  reference_published: "instant",
  reference_reminder: "instant",
};

/** What an unsubscribe link stops: one notification type, or the daily digest as a whole. */
export const UNSUBSCRIBE_KINDS = [...EMAILED_NOTIFICATION_TYPES, "digest"] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** `?token=` of `/api/unsubscribe`: a signed token naming the member and what to stop. */
export const unsubscribeQuery = z.object({ token: text().min(1).max(400) });
