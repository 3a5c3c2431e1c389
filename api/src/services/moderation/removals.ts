import { messagePreview, type RemovalTargetType } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { Message, SpaceOffer, SpaceRequest, User } from "../../db/models";
import { LISTING_SIDES } from "../listings/sides";
import { syncRequestStatus } from "../matching/requestStatus";
import { publish } from "../realtime/publisher";
import { hideReference } from "../references/referenceStore";

/** Content a moderator may remove, as found: whose it is (null: a former member's) and whether it is gone already. */
export interface RemovableContent {
  subjectId: string | null;
  removed: boolean;
}

/**
 * One kind of removable content: how to find it (locked, in the action's transaction; null when
 * there is nothing there) and how to hide it. Adding a kind is adding one entry to `REMOVALS`.
 */
export interface Removal {
  find: (id: string, transaction: Transaction) => Promise<RemovableContent | null>;
  remove: (id: string, transaction: Transaction, by: { moderatorId: string; reason: string }) => Promise<void>;
}

/**
 * The open matches of a removed listing close, as when its owner deletes it (their conversation
 * stays readable, with the listing shown as removed). Every match of the listing is written, so
 * its parties' match lists move on (their cached pages named the listing) and refresh.
 */
const closeMatchesOf = async (side: "request" | "offer", listingId: string, transaction: Transaction) => {
  const written = await database().query<{
    id: string;
    spaceRequestId: string | null;
    seekerId: string | null;
    hostId: string | null;
  }>(
    `UPDATE matches
        SET "status" = CASE WHEN "status" IN ('under_review', 'accepted') THEN 'closed' ELSE "status" END,
            "updatedAt" = now()
      WHERE "${LISTING_SIDES[side].matchColumn}" = :listingId
      RETURNING "id", "spaceRequestId", "seekerId", "hostId"`,
    { replacements: { listingId }, type: QueryTypes.SELECT, transaction },
  );
  for (const match of written) if (side === "offer") await syncRequestStatus(match.spaceRequestId, transaction);
  await publish(
    written.flatMap((match) =>
      [match.seekerId, match.hostId].flatMap((userId) =>
        userId
          ? [
              {
                userId,
                event: "match" as const,
                data: { matchId: match.id, change: "closed" },
              },
            ]
          : [],
      ),
    ),
    transaction,
  );
};

const listingRemoval = (side: "request" | "offer"): Removal => {
  const model = side === "request" ? SpaceRequest : SpaceOffer;
  return {
    find: async (id, transaction) => {
      const listing = await (model as typeof SpaceRequest).findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
      return listing && { subjectId: listing.userId, removed: listing.removedAt !== null };
    },
    // Hidden like a paused listing (out of explore, search, matching and favorites) and marked, so
    // its owner cannot reopen it; its detail answers 404 to everyone else.
    remove: async (id, transaction) => {
      const now = new Date();
      if (side === "request")
        await SpaceRequest.update({ removedAt: now, pausedAt: now }, { where: { id }, transaction });
      else await SpaceOffer.update({ removedAt: now, isActive: false }, { where: { id }, transaction });
      await closeMatchesOf(side, id, transaction);
    },
  };
};

/** The removal registry (`POST /api/admin/removals`). */
export const REMOVALS: Record<RemovalTargetType, Removal> = {
  "space-request": listingRemoval("request"),
  "space-offer": listingRemoval("offer"),
  message: {
    find: async (id, transaction) => {
      const message = await Message.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
      return message && { subjectId: message.senderId, removed: message.removedAt !== null };
    },
    // The words go from the conversation ("Removed by a moderator") and from the unread
    // notification that quotes them (`removed`: worded when read); both parties' open conversations refresh.
    remove: async (id, transaction) => {
      const message = await Message.findByPk(id, { transaction });
      if (!message) return;
      await message.update({ removedAt: new Date() }, { transaction });
      const [match] = await database().query<{ seekerId: string | null; hostId: string | null }>(
        `SELECT "seekerId", "hostId" FROM matches WHERE "id" = :matchId`,
        { replacements: { matchId: message.matchId }, type: QueryTypes.SELECT, transaction },
      );
      await database().query(
        `UPDATE notifications SET "facts" = "facts" || '{"preview": "", "removed": true}'::jsonb
          WHERE "matchId" = :matchId AND "type" = 'new_message' AND "facts"->>'preview' = :preview`,
        {
          replacements: {
            matchId: message.matchId,
            preview: messagePreview(message.content),
          },
          transaction,
        },
      );
      const partyIds = [match?.seekerId, match?.hostId].filter((userId): userId is string => Boolean(userId));
      await publish(
        partyIds.map((userId) => ({
          userId,
          event: "match" as const,
          data: { matchId: message.matchId, change: "message_removed" },
        })),
        transaction,
      );
    },
  },
  "profile-photo": {
    // Named by its member's id; nothing to remove without a photo.
    find: async (id, transaction) => {
      const member = await User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
      return member?.profileImageUrl ? { subjectId: member.id, removed: false } : null;
    },
    remove: async (id, transaction) => {
      await User.update({ profileImageUrl: null }, { where: { id }, transaction });
    },
  },
  // A reference is its author's words: hidden everywhere it is read ("Removed by a moderator") and
  // left out of the subject's counts; both parties' views of the match refresh.
  reference: {
    find: async (id, transaction) => {
      const [reference] = await database().query<{ authorId: string | null; removed: boolean }>(
        `SELECT "authorId", "removedAt" IS NOT NULL AS "removed" FROM member_references WHERE "id" = :id FOR UPDATE`,
        { replacements: { id }, type: QueryTypes.SELECT, transaction },
      );
      return reference ? { subjectId: reference.authorId, removed: reference.removed } : null;
    },
    remove: async (id, transaction, { moderatorId, reason }) => {
      await hideReference({ id, moderatorId, reason }, transaction);
      const parties = await database().query<{ userId: string; matchId: string }>(
        `SELECT u."userId", r."matchId" FROM member_references r
           CROSS JOIN LATERAL (VALUES (r."authorId"), (r."subjectId")) AS u("userId")
          WHERE r."id" = :id AND u."userId" IS NOT NULL`,
        { replacements: { id }, type: QueryTypes.SELECT, transaction },
      );
      await publish(
        parties.map(({ userId, matchId }) => ({
          userId,
          event: "match" as const,
          data: { matchId, change: "reference" },
        })),
        transaction,
      );
    },
  },
};
