import { displayName, MODERATION_TEXTS, SAFETY_MESSAGES, SERVER_MESSAGES } from "@kindred/contract";
import { type InferAttributes, Op, QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { type Match, Message, Notification, type User } from "../../db/models";
import { AuthorizationError, ConflictError } from "../../errors";
import { queueInstantMailsSql } from "../email/instantMails";
import { refuseWhilePaused, suspendedNowSql } from "../moderation/suspension";
import { NEW_MESSAGE_NOTIFICATION_SQL, newMessageFacts, publishNewMessage } from "../notifications/notifier";
import { publish, type RealtimeMessage } from "../realtime/publisher";
import { blockedEitherWay } from "../safety/blocks";
import { type MatchSides, otherPartyOf, partiesOf } from "./findMatch";

/** Declined and closed matches take no more messages (409). */
const CLOSED_STATUSES = new Set(["declined", "closed"]);

/**
 * Reading a conversation marks the other party's messages read, and the reader's unread
 * `new_message` notification of this match; the reader's other tabs get a `match` event.
 * Across a block (either way) the other party's messages stay as they were: their read marks are
 * a receipt, and a blocked or blocking member must not learn that the other opened the
 * conversation. The reader's own notification is still marked.
 */
export const markConversationRead = async (
  { match, reader }: { match: MatchSides & { id: string }; reader: User },
  transaction?: Transaction,
): Promise<void> => {
  const other = otherPartyOf(match, reader.id);
  const sendsReceipt = !(other && (await blockedEitherWay(reader.id, other, transaction)));
  const [read] = sendsReceipt
    ? await Message.update(
        { isRead: true },
        {
          // A former member's messages (no sender) are the other party's too.
          where: {
            matchId: match.id,
            [Op.or]: [{ senderId: { [Op.ne]: reader.id } }, { senderId: { [Op.is]: null } }],
            isRead: false,
          },
          transaction,
        },
      )
    : [0];
  const [notificationsRead] = await Notification.update(
    { isRead: true },
    { where: { userId: reader.id, matchId: match.id, type: "new_message", isRead: false }, transaction },
  );
  if (read + notificationsRead === 0) return;
  const events: RealtimeMessage[] = [
    { userId: reader.id, event: "match", data: { matchId: match.id, change: "read" } },
  ];
  // The sender's view shows read state too.
  if (read > 0 && other) events.push({ userId: other, event: "match", data: { matchId: match.id, change: "read" } });
  await publish(events, transaction);
};

/**
 * Whether the two parties block each other (either way, as `blockedEitherWay`) and whether the
 * match is paused (one of them suspended now, as `refuseWhilePaused`): one read, not two.
 */
const sendChecks = async (senderId: string, recipientId: string, transaction?: Transaction) => {
  const [row] = await database().query<{ blocked: boolean; paused: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM blocks b WHERE b."blockerId" IN (:pair) AND b."blockedId" IN (:pair)) AS "blocked",
            EXISTS (SELECT 1 FROM users u WHERE u."id" IN (:pair) AND ${suspendedNowSql("u")}) AS "paused"`,
    { replacements: { pair: [senderId, recipientId] }, type: QueryTypes.SELECT, transaction },
  );
  return { blocked: row?.blocked ?? false, paused: row?.paused ?? false };
};

/**
 * A party's message: stored, `new_message` to the other party (one unread per match), pushed to
 * both. A blocked pair is refused first (403), before a closed match's 409, so the answer is the
 * same whichever came first.
 *
 * The message, its notification and its instant mail are one statement: messages to one
 * conversation take the same rows (the match's last-message time, both members' list versions,
 * the one unread notification), and a write in several round trips held them across each one,
 * so eight messages in flight to one conversation queued behind each other's trips. The checks
 * before it are one read too (`sendChecks`): on a busy machine each round trip costs the API
 * about as much CPU as the work it carries.
 */
export const sendMessage = async (
  { match, sender, content }: { match: Match; sender: User; content: string },
  transaction?: Transaction,
): Promise<Message> => {
  const recipientId = otherPartyOf(match, sender.id);
  if (!recipientId) {
    // The other party left: nobody to block, notify or mail.
    if (CLOSED_STATUSES.has(match.status)) throw ConflictError(SERVER_MESSAGES.matchNotOpen);
    await refuseWhilePaused(partiesOf(match), transaction);
    return Message.create({ matchId: match.id, senderId: sender.id, content }, { transaction });
  }
  const { blocked, paused } = await sendChecks(sender.id, recipientId, transaction);
  if (blocked) throw AuthorizationError(SAFETY_MESSAGES.cannotMessage);
  if (CLOSED_STATUSES.has(match.status)) throw ConflictError(SERVER_MESSAGES.matchNotOpen);
  if (paused) throw ConflictError(MODERATION_TEXTS.matchPaused);
  const [row] = await database().query<InferAttributes<Message> & { notificationId: string }>(
    `WITH message AS (
       INSERT INTO messages ("matchId", "senderId", "content") VALUES (:matchId, :senderId, :content) RETURNING *
     ), notification AS (
       ${NEW_MESSAGE_NOTIFICATION_SQL}
     ), mail AS (
       ${queueInstantMailsSql(`(SELECT * FROM notification WHERE "inserted")`)}
     )
     SELECT message.*, notification."id" AS "notificationId" FROM message, notification`,
    {
      replacements: {
        matchId: match.id,
        senderId: sender.id,
        content,
        recipientId,
        facts: newMessageFacts(displayName({ firstName: sender.firstName, lastName: sender.lastName }), content),
      },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  const { notificationId, ...stored } = row;
  const message = Message.build(stored, { isNewRecord: false, raw: true });
  await publishNewMessage(
    { matchId: match.id, messageId: message.id, recipientId, senderId: sender.id, notificationId },
    transaction,
  );
  return message;
};
