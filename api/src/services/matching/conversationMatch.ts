import { type InferAttributes, QueryTypes } from "sequelize";
import { database } from "../../db/database";
import { Match, SpaceOffer, SpaceRequest, User } from "../../db/models";
import { NotFoundError } from "../../errors";

type Row = Record<string, unknown>;

/** A model's columns under `alias`, named `prefix.attribute`, so one row carries several models. */
const columnsOf = (model: { getAttributes(): Record<string, { field?: string }> }, alias: string, prefix: string) =>
  Object.entries(model.getAttributes())
    .map(([name, attribute]) => `${alias}."${attribute.field ?? name}" AS "${prefix}.${name}"`)
    .join(", ");

/** The attributes of one model out of a prefixed row; null when its id is (a LEFT JOIN found nothing). */
const part = (row: Row, prefix: string): Row | null => {
  const values: Row = {};
  for (const key of Object.keys(row)) if (key.startsWith(`${prefix}.`)) values[key.slice(prefix.length + 1)] = row[key];
  return values.id == null ? null : values;
};

let conversationMatchSql: string | undefined;
/**
 * The match, both listings and their owners in one row (either listing may be gone), and whether
 * the reader has anything to mark read: the other party's messages (`messages_unread`) or a
 * `new_message` notification (`notifications_one_unread_message`).
 */
const conversationMatch = () => {
  conversationMatchSql ??= `
    SELECT ${columnsOf(Match, "m", "match")}, ${columnsOf(SpaceRequest, "r", "request")},
           ${columnsOf(User, "ru", "requester")}, ${columnsOf(SpaceOffer, "o", "offer")},
           ${columnsOf(User, "ou", "host")},
           (EXISTS (
              SELECT 1 FROM messages msg
               WHERE msg."matchId" = m."id" AND NOT msg."isRead" AND msg."senderId" IS DISTINCT FROM :readerId
            ) OR EXISTS (
              SELECT 1 FROM notifications n
               WHERE n."userId" = :readerId AND n."matchId" = m."id" AND n."type" = 'new_message' AND NOT n."isRead"
            )) AS "hasUnread"
      FROM matches m
      LEFT JOIN space_requests r ON r."id" = m."spaceRequestId"
      LEFT JOIN users ru ON ru."id" = r."userId"
      LEFT JOIN space_offers o ON o."id" = m."spaceOfferId"
      LEFT JOIN users ou ON ou."id" = o."userId"
     WHERE m."id" = :matchId`;
  return conversationMatchSql;
};

const built = { isNewRecord: false, raw: true } as const;

/**
 * The match named by `:id` for its conversation, in one query: both listings with their owners
 * (the conversation names them), and whether `readerId` has anything unread in it, so that a
 * conversation read again changes nothing and needs no write. An unknown id is not found (404).
 * The models are built from the one row, as `findMatch` would load them.
 */
export const findConversationMatch = async (
  matchId: string,
  readerId: string,
): Promise<{ match: Match; users: Map<string, User>; hasUnread: boolean }> => {
  const [row] = await database().query<Row>(conversationMatch(), {
    replacements: { matchId, readerId },
    type: QueryTypes.SELECT,
  });
  const matchValues = row ? part(row, "match") : null;
  if (!row || !matchValues) throw NotFoundError();
  const match = Match.build(matchValues as InferAttributes<Match>, built);
  const users = new Map<string, User>();
  const requestValues = part(row, "request");
  if (requestValues) match.spaceRequest = SpaceRequest.build(requestValues as InferAttributes<SpaceRequest>, built);
  const offerValues = part(row, "offer");
  if (offerValues) match.spaceOffer = SpaceOffer.build(offerValues as InferAttributes<SpaceOffer>, built);
  for (const prefix of ["requester", "host"]) {
    const userValues = part(row, prefix);
    if (userValues) users.set(String(userValues.id), User.build(userValues as InferAttributes<User>, built));
  }
  return { match, users, hasUnread: row.hasUnread === true };
};
