import { displayName, MODERATION_TEXTS, SAFETY_MESSAGES, SERVER_MESSAGES } from "@kindred/contract";
import { type InferAttributes, Op, QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { Message, Notification, type User } from "../../db/models";
import { type PreparedStatement, preparedRows, preparedRowsIn } from "../../db/prepared";
import { AuthorizationError, ConflictError, NotFoundError } from "../../errors";
import { keyedBatcher, type Settled } from "../../lib/keyedBatcher";
import { timeOrderedId } from "../../lib/rowIds";
import { authorizeRule } from "../../policies";
import { matchPolicy } from "../../policies/match";
import { queueInstantMailsSql } from "../email/instantMails";
import { isPausedBetween, suspendedNowSql } from "../moderation/suspension";
import { newMessageEvents, newMessageFacts, newMessageNotificationSql } from "../notifications/notifier";
import { notifyInStatementSql, publish, type RealtimeMessage, realtimePayloads } from "../realtime/publisher";
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
 * What a post needs first, in one read by the match's id: its status and parties (`seekerId`,
 * `hostId`: its listings' owners, null once a listing is gone) and whether they block each other
 * (either way, as `blockedEitherWay`) or the match is paused (one of them suspended now, as
 * `refuseWhilePaused`). Prepared: planned once per pooled connection.
 */
const POST_CHECKS: PreparedStatement = {
  name: "message-post-checks",
  text: `SELECT m."status", m."seekerId", m."hostId",
            EXISTS (SELECT 1 FROM blocks b
                     WHERE b."blockerId" IN (m."seekerId", m."hostId") AND b."blockedId" IN (m."seekerId", m."hostId")) AS "blocked",
            EXISTS (SELECT 1 FROM users u WHERE u."id" IN (m."seekerId", m."hostId") AND ${suspendedNowSql("u")}) AS "paused"
       FROM matches m
      WHERE m."id" = $1`,
};

interface PostChecks {
  status: string;
  seekerId: string | null;
  hostId: string | null;
  blocked: boolean;
  paused: boolean;
}

/** A match as `sendMessage` and the match policy read it: its id, status and two sides. */
type MessagedMatch = MatchSides & { id: string; status: string };

/**
 * `sender`'s message in match `matchId`, as the route posts it: 404 for an unknown match, 403 for
 * anyone but its two parties (the match policy), then `sendMessage`. Two round trips: one read
 * (`POST_CHECKS`, instead of the match with both listings and then the checks) and one write.
 */
export const postMessage = async ({
  matchId,
  sender,
  content,
}: {
  matchId: string;
  sender: User | undefined;
  content: string;
}): Promise<Message> => {
  const [checks] = await preparedRows<PostChecks>(POST_CHECKS, [matchId]);
  if (!checks) throw NotFoundError();
  const match: MessagedMatch = {
    id: matchId,
    status: checks.status,
    spaceRequest: checks.seekerId ? { userId: checks.seekerId } : null,
    spaceOffer: checks.hostId ? { userId: checks.hostId } : null,
  };
  authorizeRule(matchPolicy.sendMessage, sender, match);
  return sendMessage({ match, sender, content }, undefined, checks);
};

/** Whether the two parties block each other and whether the match is paused, when not read yet. */
const readChecks = async (parties: string[], transaction?: Transaction) => {
  const [row] = await database().query<{ blocked: boolean; paused: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM blocks b WHERE b."blockerId" IN (:pair) AND b."blockedId" IN (:pair)) AS "blocked",
            EXISTS (SELECT 1 FROM users u WHERE u."id" IN (:pair) AND ${suspendedNowSql("u")}) AS "paused"`,
    { replacements: { pair: parties }, type: QueryTypes.SELECT, transaction },
  );
  return { blocked: row?.blocked ?? false, paused: row?.paused ?? false };
};

type PostedRow = InferAttributes<Message> & { notificationId: string; notified: string };

/**
 * The message (`$1` its id, `$2` the match, `$3` the sender, `$4` its text), the recipient's
 * (`$5`) notification with its facts (`$6`) and instant mail, and the events: the notification's
 * (`$7`, its id set here) and the message's (`$8`), in one statement (see `sendMessage`). The
 * message's time is the clock's when it is inserted (its notification takes the same), not its
 * transaction's start, as `POSTS`' messages are timed. `POSTS` with a batch of one writes the same
 * rows and events, but a post alone (most posts) costs PostgreSQL about 0.1-0.15 ms more CPU that
 * way (its arrays, joins and sorts; docs/performance.md), so a post alone keeps this text.
 */
const POST: PreparedStatement = {
  name: "message-post",
  text: `WITH message AS (
           INSERT INTO messages ("id", "matchId", "senderId", "content", "createdAt")
           VALUES ($1::uuid, $2::uuid, $3::uuid, $4::text, clock_timestamp()) RETURNING *
         ), notification AS (
           ${newMessageNotificationSql(`VALUES ($5::uuid, 'new_message', $6::text::jsonb, $2::uuid, (SELECT "createdAt" FROM message))`)}
         ), mail AS (
           ${queueInstantMailsSql(`(SELECT * FROM notification WHERE "inserted")`)}
         )
         SELECT message.*, notification."id" AS "notificationId",
                ${notifyInStatementSql(`(ARRAY[jsonb_set($7::jsonb, '{data,notificationId}', to_jsonb(notification."id"))::text] || $8::text[])`)} AS "notified"
           FROM message, notification`,
};

/**
 * Several posts to match `$1`, as `POST` writes one, in one statement: `$2`..`$8` are arrays of
 * `POST`'s `$1`, `$3`..`$8`, in arrival order (each message's events as a JSON array). The
 * messages are timed in that order, a microsecond apart from the clock's time (conversations are
 * read by time, then id); each recipient's one unread notification is upserted once, with its
 * latest message's facts and time, as the posts one after another would leave it (and mailed
 * when it is new); every post's events go in arrival order. Answers the messages in that order.
 */
const POSTS: PreparedStatement = {
  name: "message-posts",
  text: `WITH input AS (
           SELECT * FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::uuid[], $6::text[], $7::text[], $8::text[])
                    WITH ORDINALITY AS i("id", "senderId", "content", "recipientId", "facts", "notificationEvent", "messageEvents", "n")
         ), stamp AS (
           SELECT clock_timestamp() AS "at"
         ), message AS (
           INSERT INTO messages ("id", "matchId", "senderId", "content", "createdAt")
           SELECT i."id", $1::uuid, i."senderId", i."content", stamp."at" + (i."n" - 1) * interval '1 microsecond'
             FROM input i, stamp ORDER BY i."n"
           RETURNING *
         ), latest AS (
           SELECT DISTINCT ON (i."recipientId") i."recipientId", i."facts", stamp."at" + (i."n" - 1) * interval '1 microsecond' AS "at"
             FROM input i, stamp ORDER BY i."recipientId", i."n" DESC
         ), notification AS (
           ${newMessageNotificationSql(`SELECT "recipientId", 'new_message', "facts"::jsonb, $1::uuid, "at" FROM latest`)}
         ), mail AS (
           ${queueInstantMailsSql(`(SELECT * FROM notification WHERE "inserted")`)}
         )
         SELECT message.*, i."n",
                ${notifyInStatementSql(`ARRAY(
                  SELECT p."payload"
                    FROM input i JOIN notification ON notification."userId" = i."recipientId",
                         unnest(jsonb_set(i."notificationEvent"::jsonb, '{data,notificationId}', to_jsonb(notification."id"))::text
                                || ARRAY(SELECT jsonb_array_elements_text(i."messageEvents"::jsonb))) WITH ORDINALITY AS p("payload", "k")
                   ORDER BY i."n", p."k")`)} AS "notified"
           FROM message JOIN input i ON i."id" = message."id"
          ORDER BY i."n"`,
};

/** The most posts to one conversation one statement writes; more wait for the next. */
const POSTS_PER_COMMIT = 32;

const postAlone = (values: unknown[]): Promise<Settled<PostedRow>> =>
  preparedRows<PostedRow>(POST, values).then(
    ([row]) => ({ ok: true, value: row as PostedRow }),
    (error: unknown) => ({ ok: false, error }),
  );

/** `POST`'s values of each post, as `POSTS` takes them: the match, then one array per value. */
const batchValues = (batch: unknown[][]): unknown[] => [
  batch[0]?.[1],
  ...[0, 2, 3, 4, 5, 6].map((index) => batch.map((values) => values[index])),
  batch.map((values) => JSON.stringify(values[7])),
];

/**
 * Writes posts to one conversation (`POST`'s values each, in arrival order): one alone with
 * `POST`; several with `POSTS`, one statement and one commit, so they take the conversation's
 * rows once and wait for one commit's flush between them. If that statement fails, each post is
 * written alone, in order, so each caller gets the answer it would have got without company.
 */
const writePosts = async (batch: unknown[][]): Promise<Settled<PostedRow>[]> => {
  if (batch.length > 1) {
    const written = await preparedRows<PostedRow & { n: string }>(POSTS, batchValues(batch)).catch(() => null);
    if (written?.length === batch.length) return written.map(({ n: _n, ...row }) => ({ ok: true, value: row }));
  }
  const outcomes: Settled<PostedRow>[] = [];
  for (const values of batch) outcomes.push(await postAlone(values));
  return outcomes;
};

/**
 * Group commit of the posts to one conversation, in this process (each API process has its own):
 * while a post to a match is being written, further posts to it wait and are then written
 * together by `writePosts` (up to `POSTS_PER_COMMIT`). Posts to one conversation take the same rows (see `sendMessage`) and
 * each held them through its commit's WAL flush, so eight in flight queued behind each other's
 * flushes; batched, they share one.
 */
const postsByMatch = keyedBatcher<unknown[], PostedRow>({ maxBatch: POSTS_PER_COMMIT, write: writePosts });

/** How many posts to match `matchId` wait in this process for the write under way (tests). */
export const postsWaiting = (matchId: string): number => postsByMatch.waiting(matchId);

/**
 * A party's message: stored, `new_message` to the other party (one unread per match), pushed to
 * both. A blocked pair is refused first (403), before a closed match's 409, so the answer is the
 * same whichever came first. `checks` are the block and pause reads when the caller already made
 * them (`postMessage`).
 *
 * The message, its notification, its instant mail and its events (NOTIFY, delivered at commit)
 * are one statement: messages to one conversation take the same rows (the match's last-message
 * time, both members' list versions, the one unread notification), and a write in several round
 * trips held them across each one, so eight messages in flight to one conversation queued behind
 * each other's trips. Sending the events with it also spares a round trip and a commit of its
 * own; on a busy machine each round trip costs the API about as much CPU as the work it carries.
 */
export const sendMessage = async (
  { match, sender, content }: { match: MessagedMatch; sender: User; content: string },
  transaction?: Transaction,
  checks?: { blocked: boolean; paused: boolean },
): Promise<Message> => {
  const recipientId = otherPartyOf(match, sender.id);
  if (!recipientId) {
    // The other party left: nobody to block, notify or mail.
    if (CLOSED_STATUSES.has(match.status)) throw ConflictError(SERVER_MESSAGES.matchNotOpen);
    if (checks ? checks.paused : await isPausedBetween(partiesOf(match), transaction))
      throw ConflictError(MODERATION_TEXTS.matchPaused);
    return Message.create({ matchId: match.id, senderId: sender.id, content }, { transaction });
  }
  const { blocked, paused } = checks ?? (await readChecks([sender.id, recipientId], transaction));
  if (blocked) throw AuthorizationError(SAFETY_MESSAGES.cannotMessage);
  if (CLOSED_STATUSES.has(match.status)) throw ConflictError(SERVER_MESSAGES.matchNotOpen);
  if (paused) throw ConflictError(MODERATION_TEXTS.matchPaused);
  const messageId = timeOrderedId();
  // The notification event's id is the upsert's, set in the statement (see `newMessageEvents`).
  const [notificationEvent, ...messageEvents] = realtimePayloads(
    newMessageEvents({ matchId: match.id, messageId, recipientId, senderId: sender.id, notificationId: messageId }),
  );
  const values = [
    messageId,
    match.id,
    sender.id,
    content,
    recipientId,
    newMessageFacts(displayName({ firstName: sender.firstName, lastName: sender.lastName }), content),
    notificationEvent,
    messageEvents,
  ];
  // Prepared on the pool's connection, with the other posts to this conversation in flight
  // (`postsByMatch`); inside a caller's transaction, the same text bound on its connection.
  const row = transaction
    ? (await preparedRowsIn<PostedRow>(POST, values, transaction))[0]
    : await postsByMatch.run(match.id, values);
  const { notificationId: _notificationId, notified: _notified, ...stored } = row;
  return Message.build(stored, { isNewRecord: false, raw: true });
};
