import { MODERATION_TEXTS, type NotificationPreferences } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { Notification, type User } from "../../db/models";
import { preferencesOf } from "../email/preferences";

type Row = Record<string, unknown>;

/** Every column of `alias` but the search index's own (derived, not the member's data). */
const ownColumns = (alias: string) =>
  `(SELECT jsonb_object_agg(key, value) FROM jsonb_each(to_jsonb(${alias})) WHERE key NOT LIKE 'search%')`;

/**
 * The member's rows of each kind, one statement each (`:userId`). Other members' data stays out: of a
 * match only its own facts, of messages only those they sent, of reports not the moderators' note.
 * Words are bound when read (`:byModerator`), in the reader's language.
 */
const LIST_SQL = {
  spaceRequests: `SELECT ${ownColumns("r")} AS "row" FROM space_requests r WHERE r."userId" = :userId ORDER BY r."createdAt"`,
  spaceOffers: `SELECT ${ownColumns("o")} AS "row" FROM space_offers o WHERE o."userId" = :userId ORDER BY o."createdAt"`,
  matches: `SELECT jsonb_build_object('id', m."id", 'status', m."status", 'score', m."score",
              'spaceRequestId', m."spaceRequestId", 'spaceOfferId', m."spaceOfferId",
              'createdAt', m."createdAt", 'updatedAt', m."updatedAt") AS "row"
         FROM matches m
        WHERE m."spaceRequestId" IN (SELECT "id" FROM space_requests WHERE "userId" = :userId)
           OR m."spaceOfferId" IN (SELECT "id" FROM space_offers WHERE "userId" = :userId)
        ORDER BY m."createdAt"`,
  messagesSent: `SELECT jsonb_build_object('id', "id", 'matchId', "matchId", 'content', "content", 'createdAt', "createdAt",
              'removedAt', "removedAt") AS "row"
         FROM messages WHERE "senderId" = :userId ORDER BY "createdAt"`,
  favorites: `SELECT jsonb_build_object('spaceOfferId', f."spaceOfferId", 'spaceName', o."spaceName", 'createdAt', f."createdAt") AS "row"
         FROM favorites f JOIN space_offers o ON o."id" = f."spaceOfferId" AND o."removedAt" IS NULL
        WHERE f."userId" = :userId ORDER BY f."createdAt"`,
  feedback: `SELECT jsonb_build_object('id', "id", 'type', "type", 'message', "message", 'priority', "priority", 'page', "page",
              'status', "status", 'createdAt', "createdAt") AS "row"
         FROM feedback WHERE "userId" = :userId ORDER BY "createdAt"`,
  reports: `SELECT jsonb_build_object('id', "id", 'targetType', "targetType", 'targetId', "targetId", 'reason', "reason",
              'details', "details", 'status', "status", 'createdAt', "createdAt") AS "row"
         FROM reports WHERE "reporterId" = :userId ORDER BY "createdAt"`,
  blocks: `SELECT jsonb_build_object('blockedId', "blockedId", 'createdAt', "createdAt") AS "row"
         FROM blocks WHERE "blockerId" = :userId ORDER BY "createdAt"`,
  // The bookings of the member's matches (as seeker or host), each with its dates.
  bookings: `SELECT jsonb_build_object('id', b."id", 'matchId', b."matchId", 'spaceOfferId', b."spaceOfferId",
              'proposedBy', b."proposedBy", 'status', b."status", 'startsAt', b."startsAt", 'endsAt', b."endsAt",
              'repeatUntil', b."repeatUntil", 'timeZone', b."timeZone", 'participants', b."participants",
              'note', b."note", 'reason', b."reason", 'outsideAvailability', b."outsideAvailability",
              'createdAt', b."createdAt",
              'occurrences', (SELECT coalesce(jsonb_agg(jsonb_build_object('date', x."date", 'startsAt', x."startsAt",
                  'endsAt', x."endsAt", 'status', x."status", 'late', x."late", 'cancelReason', x."cancelReason")
                  ORDER BY x."startsAt"), '[]'::jsonb) FROM booking_occurrences x WHERE x."bookingId" = b."id")) AS "row"
         FROM bookings b JOIN matches m ON m."id" = b."matchId"
        WHERE m."seekerId" = :userId OR m."hostId" = :userId
        ORDER BY b."createdAt"`,
  // Moderation concerning the member, without the moderator's identity; role changes stay out.
  moderation: `SELECT jsonb_build_object('action', a."action", 'targetType', a."targetType", 'targetId', a."targetId",
              'reason', a."reason", 'until', CASE WHEN a."action" = 'suspension' THEN a."detail" END,
              'by', :byModerator::text, 'createdAt', a."createdAt") AS "row"
         FROM audit_log a WHERE a."subjectId" = :userId AND a."action" <> 'role_change'
        ORDER BY a."createdAt", a."id"`,
  // Every reference they wrote, published or not; of those about them, only the published ones
  // (an unpublished one is still its author's alone).
  referencesWritten: `SELECT jsonb_build_object('id', "id", 'matchId', "matchId", 'subjectId', "subjectId", 'experience', "experience",
              'text', "text", 'createdAt', "createdAt", 'publishedAt', "publishedAt", 'removed', "removedAt" IS NOT NULL) AS "row"
         FROM member_references WHERE "authorId" = :userId ORDER BY "createdAt"`,
  referencesReceived: `SELECT jsonb_build_object('id', "id", 'matchId', "matchId", 'authorId', "authorId",
              'experience', CASE WHEN "removedAt" IS NULL THEN "experience" END,
              'text', CASE WHEN "removedAt" IS NULL THEN "text" END,
              'publishedAt', "publishedAt", 'removed', "removedAt" IS NOT NULL) AS "row"
         FROM member_references WHERE "subjectId" = :userId AND "publishedAt" IS NOT NULL ORDER BY "publishedAt"`,
} as const;

type ListName = keyof typeof LIST_SQL;

export interface UserData extends Record<ListName, Row[]> {
  user: User;
  notificationPreferences: NotificationPreferences;
  notifications: Notification[];
}

/** Everything stored about `user` that is theirs to take away (see `LIST_SQL`). */
export const collectUserData = async (user: User, transaction?: Transaction): Promise<UserData> => {
  const rows = (sql: string) =>
    database()
      .query<{ row: Row }>(sql, {
        replacements: { userId: user.id, byModerator: MODERATION_TEXTS.byModerator },
        type: QueryTypes.SELECT,
        transaction,
      })
      .then((found) => found.map(({ row }) => row));
  // One after another: in the route's transaction they share one connection, which runs one
  // statement at a time (queuing several on it is deprecated by node-postgres).
  const lists = {} as Record<ListName, Row[]>;
  for (const name of Object.keys(LIST_SQL) as ListName[]) lists[name] = await rows(LIST_SQL[name]);
  return {
    ...lists,
    user,
    notificationPreferences: await preferencesOf(user.id, transaction),
    notifications: await Notification.findAll({
      where: { userId: user.id },
      order: [["createdAt", "ASC"]],
      transaction,
    }),
  };
};
