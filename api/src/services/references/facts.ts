import { type MemberProfile, REFERENCE_RULES } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { database } from "../../db/database";
import { DAY_MS } from "./referenceStore";

type Facts = Pick<MemberProfile, "referenceCounts" | "keptAgreements" | "replyTimeHours">;

const HOUR_S = 3_600;

/**
 * The facts beside a member's references (DESIGN 11.3), as of `now`, never typed by anyone:
 * - `referenceCounts`: their published references by experience (removed ones left out);
 * - `keptAgreements`: of the dates they had agreed (confirmed dates of their matches' bookings that
 *   have ended, plus those they cancelled late), how many took place;
 * - `replyTimeHours`: over the last 90 days, in each match, the time from the other party's first
 *   message to the member's first message after it; the median in whole hours (rounded up, at
 *   least 1), null below 3 such replies.
 */
export const memberFacts = async (userId: string, now: Date): Promise<Facts> => {
  const query = <T extends object>(sql: string, extra: Record<string, unknown> = {}) =>
    database()
      .query<T>(sql, { replacements: { userId, now, ...extra }, type: QueryTypes.SELECT })
      .then((rows) => rows[0] as T);
  const [counts, kept, reply] = await Promise.all([
    query<MemberProfile["referenceCounts"]>(
      `SELECT count(*)::int AS "total",
              count(*) FILTER (WHERE "experience" = 'positive')::int AS "positive",
              count(*) FILTER (WHERE "experience" = 'neutral')::int AS "neutral",
              count(*) FILTER (WHERE "experience" = 'negative')::int AS "negative"
         FROM member_references
        WHERE "subjectId" = :userId AND "publishedAt" IS NOT NULL AND "publishedAt" <= :now AND "removedAt" IS NULL`,
    ),
    query<MemberProfile["keptAgreements"]>(
      `SELECT count(*) FILTER (WHERE o."status" = 'confirmed')::int AS "kept", count(*)::int AS "total"
         FROM booking_occurrences o
         JOIN bookings b ON b."id" = o."bookingId"
         JOIN matches m ON m."id" = b."matchId"
        WHERE (m."seekerId" = :userId OR m."hostId" = :userId)
          AND ((o."status" = 'confirmed' AND o."endsAt" <= :now)
               OR (o."status" = 'cancelled' AND o."late" AND o."cancelledBy" = :userId))`,
    ),
    query<{ replies: number; medianSeconds: number | null }>(
      `WITH mine AS (
         SELECT m."id", CASE WHEN m."seekerId" = :userId THEN m."hostId" ELSE m."seekerId" END AS "otherId"
           FROM matches m WHERE m."seekerId" = :userId OR m."hostId" = :userId
       ), asked AS (
         SELECT mine."id", (SELECT min(x."createdAt") FROM messages x
                             WHERE x."matchId" = mine."id" AND x."senderId" = mine."otherId") AS "askedAt"
           FROM mine
       ), replies AS (
         SELECT a."askedAt", (SELECT min(y."createdAt") FROM messages y
                               WHERE y."matchId" = a."id" AND y."senderId" = :userId AND y."createdAt" > a."askedAt") AS "repliedAt"
           FROM asked a WHERE a."askedAt" >= :since AND a."askedAt" <= :now
       )
       SELECT count(*)::int AS "replies",
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM "repliedAt" - "askedAt")) AS "medianSeconds"
         FROM replies WHERE "repliedAt" IS NOT NULL AND "repliedAt" <= :now`,
      { since: new Date(now.getTime() - REFERENCE_RULES.replyWindowDays * DAY_MS) },
    ),
  ]);
  const enough = reply.replies >= REFERENCE_RULES.replyTimeMinReplies && reply.medianSeconds !== null;
  return {
    referenceCounts: counts,
    keptAgreements: kept,
    replyTimeHours: enough ? Math.max(1, Math.ceil(Number(reply.medianSeconds) / HOUR_S)) : null,
  };
};
