import {
  type Conversation,
  conversation as conversationShape,
  type MatchFacts,
  MODERATION_TEXTS,
  matchReasons,
  type PageQuery,
} from "@kindred/contract";
import { database } from "../../db/database";
import {
  type AnyFieldTable,
  columnsSql,
  MATCH_FIELDS,
  MESSAGE_FIELDS,
  namedColumnsSql,
  SPACE_OFFER_FIELDS,
  SPACE_REQUEST_FIELDS,
  shapeJsonSql,
} from "../../db/fieldTables";
import { type PreparedStatement, preparedRows } from "../../db/prepared";
import { isoSql, nameUser, userSummarySql } from "../../db/sqlJson";
import { NotFoundError } from "../../errors";
import { cursorReplacements, encodeCursor } from "../../lib/paging";
import { authorizeRule } from "../../policies";
import { matchPolicy } from "../../policies/match";
import { suspendedNowSql } from "../moderation/suspension";
import { markConversationRead } from "./conversationMessages";

/** `column` of row `alias`, or `otherwise` (empty text) once a moderator removed the row. */
const unlessRemoved = (alias: string, column: string, otherwise = "''") =>
  `CASE WHEN ${alias}."removedAt" IS NULL THEN ${column} ELSE ${otherwise} END`;

/**
 * A message of row `p` as `presentMessage` shows it, its fields from `MESSAGE_FIELDS`: the columns
 * of the lateral row `shown`, whose `row_to_json` is the message's JSON object: the keys and values
 * `json_build_object` of the same fields wrote, for less of PostgreSQL's time on a full page.
 */
const MESSAGE_COLUMNS = namedColumnsSql(
  "p",
  MESSAGE_FIELDS.shown,
  { content: unlessRemoved("p", `p."content"`), createdAt: isoSql(`p."createdAt"`) },
  { removed: `p."removedAt" IS NOT NULL` },
);

/**
 * One listing of the conversation, row `alias` as `shape` words it: the fields its table shows,
 * its owner (`ownerAlias`) as a user summary, its `removable` texts and photos emptied once a
 * moderator removed it; null once the listing or its owner is gone.
 */
const listingJsonSql = (
  fields: AnyFieldTable,
  alias: string,
  ownerAlias: string,
  shape: Readonly<Record<string, unknown>>,
  removable: readonly string[],
) =>
  `CASE WHEN ${ownerAlias}."id" IS NOT NULL THEN ${shapeJsonSql(fields, alias, shape, {
    user: userSummarySql(ownerAlias),
    ...Object.fromEntries(removable.map((name) => [name, unlessRemoved(alias, `${alias}."${name}"`)])),
    photos: unlessRemoved(alias, `${alias}."imageUrls"`, "'{}'::text[]"),
  })} END`;

/**
 * The conversation of match `m` as `Conversation`, in the contract's key order: the match's
 * fields from `MATCH_FIELDS`, each listing's from its table. The reasons are worded after the
 * read (`readConversation`), and the page's messages, JSON text from the statement's `messages`,
 * take the place of the `messages` placeholder when the answer is written.
 */
const CONVERSATION_JSON = shapeJsonSql(MATCH_FIELDS, "m", conversationShape.shape, {
  reasons: "'[]'::json",
  paused: `m."status" IN ('under_review', 'accepted') AND (${suspendedNowSql("ru")} OR ${suspendedNowSql("ou")})`,
  spaceRequest: listingJsonSql(SPACE_REQUEST_FIELDS, "r", "ru", conversationShape.shape.spaceRequest.unwrap().shape, [
    "title",
    "description",
  ]),
  spaceOffer: listingJsonSql(SPACE_OFFER_FIELDS, "o", "ou", conversationShape.shape.spaceOffer.unwrap().shape, [
    "spaceName",
    "description",
    "address",
  ]),
  messages: `'[]'::json`,
});

/**
 * "An unread message someone other than the reader (`$2`) sent", `"senderId" IS DISTINCT FROM $2`,
 * as three probes of `messages_unread` ("matchId", "senderId") that each stop at their first
 * entry: senders before the reader, after the reader, and former members (NULL). Tested as one
 * filter, the reader's own unread posts (every message the other party has not read yet) were
 * walked one by one on every fetch, a heap visit each.
 */
const OTHERS_UNREAD = [`msg."senderId" < $2`, `msg."senderId" > $2`, `msg."senderId" IS NULL`];

interface ConversationRow {
  conversation: Conversation;
  /** The page's messages as JSON text, as `JSON.stringify` writes them. */
  messages: string;
  facts: MatchFacts;
  seekerId: string | null;
  hostId: string | null;
  hasUnread: boolean;
  /** A moderator removed the request / the offer: its name is worded when read (`readConversation`). */
  requestRemoved: boolean;
  offerRemoved: boolean;
  nextMicros: string | null;
  nextId: string | null;
}

/**
 * The whole conversation of docs/product.md section 3 as JSON, in one statement: the match, both
 * listings with their owners (a listing or owner that is gone is null; contact emails never
 * appear), and one page of messages: the newest `$3 - 1` before the cursor, oldest first, and
 * the key of the page's oldest message when older ones follow (the messages as JSON text, which
 * the API neither parses nor writes again). Also whether the reader (`$2`)
 * has anything to mark read: the other party's messages (`messages_unread`, see `OTHERS_UNREAD`)
 * or a `new_message` notification (`notifications_one_unread_message`).
 */
const conversationSql = (afterCursor: boolean) => `
  SELECT m."facts", r."userId" AS "seekerId", o."userId" AS "hostId",
         (${OTHERS_UNREAD.map(
           (sender) => `EXISTS (
            SELECT 1 FROM messages msg
             WHERE msg."matchId" = m."id" AND NOT msg."isRead" AND ${sender}
          )`,
         ).join(" OR ")} OR EXISTS (
            SELECT 1 FROM notifications n
             WHERE n."userId" = $2 AND n."matchId" = m."id" AND n."type" = 'new_message' AND NOT n."isRead"
          )) AS "hasUnread",
         r."removedAt" IS NOT NULL AS "requestRemoved", o."removedAt" IS NOT NULL AS "offerRemoved",
         page."nextMicros", page."nextId", page."messages",
         ${CONVERSATION_JSON} AS "conversation"
    FROM matches m
    LEFT JOIN space_requests r ON r."id" = m."spaceRequestId"
    LEFT JOIN users ru ON ru."id" = r."userId"
    LEFT JOIN space_offers o ON o."id" = m."spaceOfferId"
    LEFT JOIN users ou ON ou."id" = o."userId"
    CROSS JOIN LATERAL (
      SELECT coalesce(
               '[' || string_agg(row_to_json(shown)::text, ',' ORDER BY p."createdAt", p."id") FILTER (WHERE p."rank" < $3) || ']',
               '[]') AS "messages",
             CASE WHEN count(*) = $3 THEN
               max(floor(extract(epoch FROM p."createdAt") * 1000000)::bigint::text) FILTER (WHERE p."rank" = $3 - 1)
             END AS "nextMicros",
             CASE WHEN count(*) = $3 THEN max(p."id"::text) FILTER (WHERE p."rank" = $3 - 1) END AS "nextId"
        FROM (
          SELECT msg.*, row_number() OVER (ORDER BY msg."createdAt" DESC, msg."id" DESC) AS "rank"
            FROM (
              SELECT ${columnsSql(MESSAGE_FIELDS, "msg")}
                FROM messages msg
               WHERE msg."matchId" = m."id"
                 ${afterCursor ? `AND (msg."createdAt", msg."id") < (timestamptz 'epoch' + $4::bigint * interval '1 microsecond', $5::uuid)` : ""}
               ORDER BY msg."createdAt" DESC, msg."id" DESC
               LIMIT $3
            ) msg
        ) p
        CROSS JOIN LATERAL (SELECT ${MESSAGE_COLUMNS}) shown
    ) page
   WHERE m."id" = $1`;

const FIRST_PAGE: PreparedStatement = { name: "conversation-first-page", text: conversationSql(false) };
const AFTER_CURSOR: PreparedStatement = { name: "conversation-after-cursor", text: conversationSql(true) };

const readRow = async (matchId: string, readerId: string, page: PageQuery) => {
  const after = cursorReplacements(page);
  const [row] = await preparedRows<ConversationRow>(after ? AFTER_CURSOR : FIRST_PAGE, [
    matchId,
    readerId,
    page.limit + 1,
    ...(after ? [after.cursorMicros, after.cursorId] : []),
  ]);
  if (!row) throw NotFoundError();
  return row;
};

/** Stands for the messages in the written head: a NUL, which no stored text holds, so it is unique. */
const MESSAGES_PLACEHOLDER = "\u0000messages";
const WRITTEN_PLACEHOLDER = JSON.stringify(MESSAGES_PLACEHOLDER);

/**
 * A party's conversation, page `page` of its messages, as the JSON text of `Conversation` (the
 * head parsed and worded here, the messages as PostgreSQL wrote them), with the cursor of the next
 * (older) page.
 * Anyone else gets 403, admins included. Reading it marks the other party's messages read: a
 * conversation with nothing unread is one statement and no write; otherwise the marks are
 * written in one transaction and the conversation read again, as marked.
 */
export const readConversation = async (
  matchId: string,
  reader: Parameters<typeof authorizeRule>[1],
  page: PageQuery,
): Promise<{ json: string; nextCursor: string | null }> => {
  const readerId = reader?.id ?? "";
  let row = await readRow(matchId, readerId, page);
  const parties = {
    id: matchId,
    spaceRequest: row.seekerId ? { userId: row.seekerId } : null,
    spaceOffer: row.hostId ? { userId: row.hostId } : null,
  };
  authorizeRule(matchPolicy.read, reader, parties);
  if (row.hasUnread) {
    await database().transaction((transaction) => markConversationRead({ match: parties, reader }, transaction));
    row = await readRow(matchId, readerId, page);
  }
  const { conversation } = row;
  conversation.reasons = matchReasons(row.facts, row.hostId === readerId ? "host" : "seeker");
  // A removed listing is named by the placeholder, in the reader's language.
  if (row.requestRemoved && conversation.spaceRequest)
    conversation.spaceRequest.title = MODERATION_TEXTS.removedPlaceholder;
  if (row.offerRemoved && conversation.spaceOffer)
    conversation.spaceOffer.spaceName = MODERATION_TEXTS.removedPlaceholder;
  nameUser(conversation.spaceRequest?.user);
  nameUser(conversation.spaceOffer?.user);
  const nextCursor =
    row.nextMicros && row.nextId ? encodeCursor({ createdAtMicros: row.nextMicros, id: row.nextId }) : null;
  const head = JSON.stringify({ ...conversation, messages: MESSAGES_PLACEHOLDER });
  const at = head.indexOf(WRITTEN_PLACEHOLDER);
  return { json: `${head.slice(0, at)}${row.messages}${head.slice(at + WRITTEN_PLACEHOLDER.length)}`, nextCursor };
};
