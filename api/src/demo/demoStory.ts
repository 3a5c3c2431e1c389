import type { Transaction } from "sequelize";
import { QueryTypes } from "sequelize";
import { database } from "../db/database";
import { Feedback, Report, SpaceOffer, SpaceRequest, User } from "../db/models";
import { syncRequestStatus } from "../services/matching/requestStatus";
import { snapshotOf } from "../services/safety/reportSnapshots";

/**
 * The demo's year of history (DESIGN 11.8): after the engine made its matches "now", the matches
 * of each request (but those with a conversation, which stay as the conversations and bookings
 * left them) are moved back into one of the last twelve months, the listings with them, and every
 * third request's best match is completed, the next one's accepted, so the impact charts and
 * tables have shape. A few feedback items and two open reports give triage something to show.
 * Bookings are not touched here (demoBookings.ts).
 */

const DAY = 86_400_000;

interface StoryMatch {
  id: string;
  spaceRequestId: string;
  spaceOfferId: string;
  seekerId: string;
  hostId: string;
  hasMessages: boolean;
}

/** A time in the month `monthsBack` before `now`'s, `day` days into it, never later than a day before `now`. */
const inMonthBefore = (now: Date, monthsBack: number, day: number) => {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1 + day, 15));
  return at.getTime() < now.getTime() - DAY ? at : new Date(now.getTime() - DAY);
};

const storyMatches = (transaction: Transaction) =>
  database().query<StoryMatch>(
    `SELECT m."id", m."spaceRequestId", m."spaceOfferId", r."userId" AS "seekerId", o."userId" AS "hostId",
            EXISTS (SELECT 1 FROM messages x WHERE x."matchId" = m."id") AS "hasMessages"
       FROM matches m
       JOIN space_requests r ON r."id" = m."spaceRequestId"
       JOIN space_offers o ON o."id" = m."spaceOfferId"
      ORDER BY r."createdAt", r."id", m."score" DESC, m."id"`,
    { type: QueryTypes.SELECT, transaction },
  );

/** Moves the matches back over the year and settles some of them; answers how many it moved. */
export const seedMatchHistory = async (transaction: Transaction, now = new Date()): Promise<number> => {
  const matches = await storyMatches(transaction);
  const byRequest = new Map<string, StoryMatch[]>();
  for (const match of matches)
    byRequest.set(match.spaceRequestId, [...(byRequest.get(match.spaceRequestId) ?? []), match]);
  // Requests with a conversation keep their story as the conversations tell it.
  const quiet = [...byRequest.values()].filter((list) => list.every((match) => !match.hasMessages));
  let moved = 0;
  for (const [index, list] of quiet.entries()) {
    // Spread over the twelve months, the newest requests in the latest months.
    const monthsBack = quiet.length === 1 ? 0 : 11 - Math.floor((index * 12) / quiet.length);
    const settle = index % 3 === 1 ? "completed" : index % 3 === 2 ? "accepted" : null;
    for (const [position, match] of list.entries()) {
      const createdAt = inMonthBefore(now, monthsBack, (index * 5 + position * 3) % 25);
      const status = position === 0 && settle ? settle : "under_review";
      await database().query(
        `UPDATE matches SET "createdAt" = :createdAt, "updatedAt" = :createdAt, "status" = :status,
                "acceptedBy" = CASE WHEN :settled THEN ARRAY[:seekerId, :hostId]::uuid[] ELSE '{}'::uuid[] END
          WHERE "id" = :id`,
        {
          replacements: {
            id: match.id,
            createdAt,
            status,
            settled: status !== "under_review",
            seekerId: match.seekerId,
            hostId: match.hostId,
          },
          transaction,
        },
      );
      moved += 1;
    }
    await syncRequestStatus(list[0]?.spaceRequestId ?? null, transaction);
  }
  // A listing is older than its oldest match.
  for (const table of ["space_requests", "space_offers"] as const) {
    const key = table === "space_requests" ? "spaceRequestId" : "spaceOfferId";
    await database().query(
      `UPDATE ${table} l SET "createdAt" = first."at" - interval '3 days'
         FROM (SELECT "${key}" AS "id", min("createdAt") AS "at" FROM matches GROUP BY "${key}") first
        WHERE first."id" = l."id" AND l."createdAt" > first."at" - interval '3 days'`,
      { transaction },
    );
  }
  return moved;
};

const FEEDBACK = [
  {
    type: "bug",
    priority: "high",
    page: "/messages",
    message: "On my phone the message box jumps up when the keyboard opens, and I lose my place in the thread.",
    daysAgo: 2,
  },
  {
    type: "feature",
    priority: "medium",
    page: "/calendar",
    message: "Could I block out the same week every year (our summer break) instead of marking each day?",
    daysAgo: 6,
  },
  {
    type: "praise",
    priority: "low",
    page: "/",
    message: "Found a studio for our youth poetry night in two days. Thank you for making this!",
    daysAgo: 11,
    visitor: true,
  },
  {
    type: "complaint",
    priority: "medium",
    page: "/explore",
    message: "A space I was matched with said it was step-free, but there are three steps at the door.",
    daysAgo: 20,
    status: "in_progress",
  },
] as const;

/** Feedback from members and a visitor, and two open reports, as a moderator would find them. */
export const seedModerationStory = async (transaction: Transaction, now = new Date()) => {
  const members = await User.findAll({ where: { role: "member" }, order: [["createdAt", "ASC"]], transaction });
  const offers = await SpaceOffer.findAll({ order: [["createdAt", "ASC"]], transaction });
  const requests = await SpaceRequest.findAll({ order: [["createdAt", "ASC"]], transaction });
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);

  let feedback = 0;
  for (const [index, item] of FEEDBACK.entries()) {
    const member = "visitor" in item ? null : (members[index % Math.max(members.length, 1)] ?? null);
    await Feedback.create(
      {
        userId: member?.id ?? null,
        type: item.type,
        priority: item.priority,
        page: item.page,
        message: item.message,
        status: "status" in item ? item.status : "new",
        createdAt: at(item.daysAgo),
        updatedAt: at(item.daysAgo),
      },
      { transaction },
    );
    feedback += 1;
  }

  // A seeker reports a space that is not as described; a host reports a request that looks like an ad.
  const reports = [
    (() => {
      const reporter = members.find((member) => requests.some((request) => request.userId === member.id));
      const target = offers.find((offer) => offer.userId !== reporter?.id);
      return reporter && target
        ? {
            reporter,
            targetType: "space-offer" as const,
            targetId: target.id,
            reason: "misrepresentation" as const,
            details: "The photos show a bigger room than the one we were shown on our visit.",
            daysAgo: 1,
          }
        : null;
    })(),
    (() => {
      const reporter = members.find((member) => offers.some((offer) => offer.userId === member.id));
      const target = [...requests].reverse().find((request) => request.userId !== reporter?.id);
      return reporter && target
        ? {
            reporter,
            targetType: "space-request" as const,
            targetId: target.id,
            reason: "spam" as const,
            details: "This reads like an advert for paid classes rather than a community project.",
            daysAgo: 3,
          }
        : null;
    })(),
  ].filter((report) => report !== null);
  for (const report of reports) {
    await Report.create(
      {
        reporterId: report.reporter.id,
        targetType: report.targetType,
        targetId: report.targetId,
        reason: report.reason,
        details: report.details,
        snapshot: await snapshotOf(report.targetType, report.targetId, report.reporter.id, transaction),
        createdAt: at(report.daysAgo),
        updatedAt: at(report.daysAgo),
      },
      { transaction },
    );
  }
  return { feedback, reports: reports.length };
};
