import {
  type MatchChange,
  type MatchEventChange,
  type MatchUpdateFacts,
  messagePreview,
  type NotificationContent,
} from "@kindred/contract";
import { type Transaction } from "sequelize";
import { Notification } from "../../db/models";
import { queueInstantMails } from "../email/instantMails";
import type { NewMatch } from "../matching/matchMaker";
import { publish, type RealtimeMessage } from "../realtime/publisher";

const notificationEvent = (notification: Notification): RealtimeMessage => ({
  userId: notification.userId,
  event: "notification",
  data: { notificationId: notification.id, type: notification.type, matchId: notification.matchId ?? null },
});

const matchEvent = (userId: string, matchId: string, change: MatchEventChange): RealtimeMessage => ({
  userId,
  event: "match",
  data: { matchId, change },
});

/**
 * `new_match` to both owners of every new match, and a `match` event so match lists refresh.
 * `email: false` keeps it in the app (demo data, whose addresses are made up).
 */
export const notifyNewMatches = async (
  matches: readonly NewMatch[],
  transaction?: Transaction,
  { email = true }: { email?: boolean } = {},
): Promise<void> => {
  if (matches.length === 0) return;
  const rows = matches.flatMap((match) => {
    const seeker: NotificationContent = {
      type: "new_match",
      facts: {
        viewer: "seeker",
        requestType: match.requestType,
        spaceName: match.spaceName,
        sharedCount: match.sharedCount,
      },
    };
    const host: NotificationContent = {
      type: "new_match",
      facts: {
        viewer: "host",
        requestTitle: match.requestTitle,
        spaceName: match.spaceName,
        sharedCount: match.sharedCount,
      },
    };
    return [
      { userId: match.requestOwnerId, matchId: match.id, ...seeker },
      { userId: match.offerOwnerId, matchId: match.id, ...host },
    ];
  });
  const created = await Notification.bulkCreate(rows, { transaction, returning: true });
  if (email) {
    await queueInstantMails(
      created.map((notification) => notification.id),
      transaction,
    );
  }
  // bulkCreate answers the rows in order: each match's seeker's, then its host's.
  const notified = matches.map((match, index) => ({
    ...match,
    seekerNotificationId: created[2 * index]?.id ?? "",
    hostNotificationId: created[2 * index + 1]?.id ?? "",
  }));
  await publish(newMatchEvents(notified), transaction);
};

/**
 * The `new_match` notifications of `notifyNewMatches`, as a statement for the matching
 * statement's own write (`runMatching`): one to each owner of every match in `found` (a table
 * expression with the columns of `NewMatch`), with the same facts. It answers each row's `id`,
 * `userId`, `type` and `matchId`.
 */
export const newMatchNotificationsSql = (
  found: string,
) => `INSERT INTO notifications ("userId", "type", "facts", "matchId")
     SELECT n."userId", 'new_match', n."facts", f."id"
       FROM ${found} f CROSS JOIN LATERAL (VALUES
         (f."requestOwnerId", jsonb_build_object('viewer', 'seeker', 'requestType', f."requestType",
                                                 'spaceName', f."spaceName", 'sharedCount', f."sharedCount")),
         (f."offerOwnerId", jsonb_build_object('viewer', 'host', 'requestTitle', f."requestTitle",
                                               'spaceName', f."spaceName", 'sharedCount', f."sharedCount"))
       ) AS n("userId", "facts")
     RETURNING "id", "userId", "type", "matchId"`;

/** A new match with the ids of its two `new_match` notifications. */
export type NotifiedMatch = NewMatch & { seekerNotificationId: string; hostNotificationId: string };

/** What the streams are told of new matches: each owner's notification, then a `match` event to both. */
export const newMatchEvents = (matches: readonly NotifiedMatch[]): RealtimeMessage[] => {
  const notification = (userId: string, notificationId: string, matchId: string): RealtimeMessage => ({
    userId,
    event: "notification",
    data: { notificationId, type: "new_match", matchId },
  });
  return [
    ...matches.flatMap((match) => [
      notification(match.requestOwnerId, match.seekerNotificationId, match.id),
      notification(match.offerOwnerId, match.hostNotificationId, match.id),
    ]),
    ...matches.flatMap((match) => [
      matchEvent(match.requestOwnerId, match.id, "created"),
      matchEvent(match.offerOwnerId, match.id, "created"),
    ]),
  ];
};

/** `match_update` to the other party of a lifecycle change; a `match` event to both parties. */
export const notifyMatchUpdate = async (
  update: {
    matchId: string;
    change: MatchChange;
    actorName: string;
    /** The match's names: its request's title and its space's name (null when gone). */
    requestTitle: string | null;
    spaceName: string | null;
    recipientId: string;
    actorId?: string;
  },
  transaction?: Transaction,
): Promise<void> => {
  const notification = await Notification.create(
    {
      userId: update.recipientId,
      type: "match_update",
      facts: {
        change: update.change,
        actorName: update.actorName,
        requestTitle: update.requestTitle,
        spaceName: update.spaceName,
      } satisfies MatchUpdateFacts,
      matchId: update.matchId,
    },
    { transaction },
  );
  await queueInstantMails([notification.id], transaction);
  await publish(
    [
      notificationEvent(notification),
      matchEvent(update.recipientId, update.matchId, update.change),
      ...(update.actorId ? [matchEvent(update.actorId, update.matchId, update.change)] : []),
    ],
    transaction,
  );
};

/**
 * `new_message` to the recipient: at most one unread per match and recipient (a partial unique
 * index), so a burst of messages updates that one notification instead of piling up. Likewise
 * one instant email per unread notification: the first message mails, the rest of the burst
 * only updates it (and puts it back in line for the next digest). A statement for the messages'
 * own write (`sendMessage`), given `rows`: a `VALUES` list or a `SELECT` of the recipient, the
 * type, the facts (jsonb), the match and the time of its latest message, at most one row per
 * recipient; it answers each row's `id`, `userId`, `type` and whether it was `inserted`.
 */
export const newMessageNotificationSql = (
  rows: string,
) => `INSERT INTO notifications ("userId", "type", "facts", "matchId", "createdAt")
     ${rows}
     ON CONFLICT ("userId", "matchId") WHERE "type" = 'new_message' AND NOT "isRead"
     DO UPDATE SET "facts" = EXCLUDED."facts", "createdAt" = EXCLUDED."createdAt", "mailedAt" = NULL
     RETURNING "id", "userId", "type", (xmax = 0) AS "inserted"`;

/** What a `new_message` notification says: who wrote, and the start of what they wrote. */
export const newMessageFacts = (senderName: string, content: string) =>
  JSON.stringify({
    senderName,
    preview: messagePreview(content),
  } satisfies Extract<NotificationContent, { type: "new_message" }>["facts"]);

/**
 * A stored message's events: its notification to the recipient's streams, the message to both
 * parties'. `sendMessage` sends them with the message's own statement, which sets the
 * notification's id (the upsert answers it): `notificationId` only stands in until then.
 */
export const newMessageEvents = (message: {
  matchId: string;
  messageId: string;
  recipientId: string;
  senderId: string;
  notificationId: string;
}): RealtimeMessage[] => {
  const messageData = { matchId: message.matchId, messageId: message.messageId, senderId: message.senderId };
  return [
    {
      userId: message.recipientId,
      event: "notification",
      data: { notificationId: message.notificationId, type: "new_message", matchId: message.matchId },
    },
    { userId: message.recipientId, event: "message", data: messageData },
    { userId: message.senderId, event: "message", data: messageData },
  ];
};

/** `still_looking` to request owners: asked whether they still look, or told their request was paused. */
export const notifyLiveRequests = async (
  rows: ReadonlyArray<{ userId: string; facts: Extract<NotificationContent, { type: "still_looking" }>["facts"] }>,
  transaction?: Transaction,
): Promise<void> => {
  if (rows.length === 0) return;
  const created = await Notification.bulkCreate(
    rows.map((row) => ({ userId: row.userId, type: "still_looking" as const, facts: row.facts })),
    { transaction, returning: true },
  );
  await publish(created.map(notificationEvent), transaction);
};

/** The notifications told to a match's parties with a `match` event naming what changed. */
type PartyNotification = Extract<
  NotificationContent,
  { type: "booking_proposed" | "booking_update" | "booking_reminder" | "reference_published" | "reference_reminder" }
>;

/**
 * Notifications about a match's bookings or references, mailed at once when the member wants them
 * so; a `match` event with `change` goes to every party named in `parties`, so an open
 * conversation, calendar or profile refreshes.
 */
export const notifyParties = async (
  rows: ReadonlyArray<{ userId: string; matchId: string; content: PartyNotification }>,
  parties: ReadonlyArray<string | null>,
  change: "booking" | "reference",
  transaction?: Transaction,
): Promise<void> => {
  if (rows.length === 0) return;
  const created = await Notification.bulkCreate(
    rows.map((row) => ({ userId: row.userId, matchId: row.matchId, ...row.content })),
    { transaction, returning: true },
  );
  await queueInstantMails(
    created.map((notification) => notification.id),
    transaction,
  );
  const matchIds = [...new Set(rows.map((row) => row.matchId))];
  const told = [...new Set(parties.filter((party): party is string => party !== null))];
  await publish(
    [
      ...created.map(notificationEvent),
      ...told.flatMap((userId) => matchIds.map((matchId) => matchEvent(userId, matchId, change))),
    ],
    transaction,
  );
};

/** Booking notifications (`booking_proposed`, `booking_update`, `booking_reminder`); see `notifyParties`. */
export const notifyBookings = (
  rows: ReadonlyArray<{
    userId: string;
    matchId: string;
    content: Extract<NotificationContent, { type: "booking_proposed" | "booking_update" | "booking_reminder" }>;
  }>,
  parties: ReadonlyArray<string | null>,
  transaction?: Transaction,
): Promise<void> => notifyParties(rows, parties, "booking", transaction);
