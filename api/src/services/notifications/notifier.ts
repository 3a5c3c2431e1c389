import type { MatchAction, NotificationType } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import type { Sequelize } from "sequelize-typescript";
import { Notification } from "../../db/models";
import type { NewMatch } from "../matching/matchMaker";
import { publish, type RealtimeMessage } from "../realtime/publisher";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const MESSAGE_PREVIEW_CHARS = 120;

const notificationEvent = (notification: Notification): RealtimeMessage => ({
  userId: notification.userId,
  event: "notification",
  data: { notificationId: notification.id, type: notification.type, matchId: notification.matchId ?? null },
});

const matchEvent = (userId: string, matchId: string, change: string): RealtimeMessage => ({
  userId,
  event: "match",
  data: { matchId, change },
});

/** `new_match` to both owners of every new match, and a `match` event so match lists refresh. */
export const notifyNewMatches = async (
  sequelize: Sequelize,
  matches: readonly NewMatch[],
  transaction?: Transaction,
): Promise<void> => {
  if (matches.length === 0) return;
  const rows = matches.flatMap((match) => {
    const shared = plural(match.sharedCount, "shared value");
    return [
      {
        userId: match.requestOwnerId,
        type: "new_match" as NotificationType,
        title: "New match!",
        message: `Your ${match.requestType} request matches ${match.spaceName}: ${shared}`,
        matchId: match.id,
      },
      {
        userId: match.offerOwnerId,
        type: "new_match" as NotificationType,
        title: "New match!",
        message: `${match.spaceName} matches the request "${match.requestTitle}": ${shared}`,
        matchId: match.id,
      },
    ];
  });
  const created = await Notification.bulkCreate(rows, { transaction, returning: true });
  await publish(
    sequelize,
    [
      ...created.map(notificationEvent),
      ...matches.flatMap((match) => [
        matchEvent(match.requestOwnerId, match.id, "created"),
        matchEvent(match.offerOwnerId, match.id, "created"),
      ]),
    ],
    transaction,
  );
};

const UPDATE_TEXTS: Record<MatchAction | "closed" | "accepted_by_both", (actor: string, subject: string) => string> = {
  accept: (actor, subject) => `${actor} accepted the match for ${subject}. Accept too to confirm it.`,
  accepted_by_both: (actor, subject) => `${actor} accepted: the match for ${subject} is confirmed.`,
  decline: (actor, subject) => `${actor} declined the match for ${subject}.`,
  complete: (actor, subject) => `${actor} marked the match for ${subject} as completed.`,
  closed: (actor, subject) => `${actor} removed their listing, so the match for ${subject} is closed.`,
};

export type MatchChange = keyof typeof UPDATE_TEXTS;

/** `match_update` to the other party of a lifecycle change; a `match` event to both parties. */
export const notifyMatchUpdate = async (
  sequelize: Sequelize,
  update: {
    matchId: string;
    change: MatchChange;
    actorName: string;
    subject: string;
    recipientId: string;
    actorId?: string;
  },
  transaction?: Transaction,
): Promise<void> => {
  const notification = await Notification.create(
    {
      userId: update.recipientId,
      type: "match_update",
      title: "Match update",
      message: UPDATE_TEXTS[update.change](update.actorName, update.subject),
      matchId: update.matchId,
    },
    { transaction },
  );
  await publish(
    sequelize,
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
 * index), so a burst of messages updates that one notification instead of piling up.
 */
export const notifyNewMessage = async (
  sequelize: Sequelize,
  message: {
    matchId: string;
    messageId: string;
    recipientId: string;
    senderId: string;
    senderName: string;
    content: string;
  },
  transaction?: Transaction,
): Promise<void> => {
  const preview =
    message.content.length > MESSAGE_PREVIEW_CHARS
      ? `${message.content.slice(0, MESSAGE_PREVIEW_CHARS - 1)}…`
      : message.content;
  const [row] = await sequelize.query<{ id: string }>(
    `INSERT INTO notifications ("userId", "type", "title", "message", "matchId")
     VALUES (:userId, 'new_message', :title, :message, :matchId)
     ON CONFLICT ("userId", "matchId") WHERE "type" = 'new_message' AND NOT "isRead"
     DO UPDATE SET "title" = EXCLUDED."title", "message" = EXCLUDED."message", "createdAt" = now()
     RETURNING "id"`,
    {
      replacements: {
        userId: message.recipientId,
        title: `New message from ${message.senderName}`,
        message: preview,
        matchId: message.matchId,
      },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  const messageData = { matchId: message.matchId, messageId: message.messageId, senderId: message.senderId };
  await publish(
    sequelize,
    [
      {
        userId: message.recipientId,
        event: "notification",
        data: { notificationId: row?.id, type: "new_message", matchId: message.matchId },
      },
      { userId: message.recipientId, event: "message", data: messageData },
      { userId: message.senderId, event: "message", data: messageData },
    ],
    transaction,
  );
};
