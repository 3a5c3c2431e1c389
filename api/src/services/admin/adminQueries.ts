import {
  ADMIN_WEEKLY_WEEKS,
  type AdminFeedbackQuery,
  type AdminStats,
  type AdminUsersQuery,
  type AdminWeeklyStats,
  type MatchStatus,
  type PageQuery,
} from "@kindred/contract";
import { literal, Op, QueryTypes, type WhereOptions } from "sequelize";
import { database } from "../../db/database";
import { Feedback, Match, Report, User } from "../../db/models";
import {
  afterCursorSql,
  cursorKeySql,
  cursorReplacements,
  modelPageOf,
  newestFirstPage,
  pageOf,
} from "../../lib/paging";

/** One row of the admin match list. */
export interface AdminMatchRow {
  id: string;
  createdAt: Date;
  status: MatchStatus;
  score: number | string;
  spaceRequestTitle: string | null;
  spaceOfferName: string | null;
}

/** `%` and `_` typed by the admin are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The tiles: what waits for an admin first (open reports, new feedback), then the spec's four;
 * "active" members are those with an email (spec, Admin dashboard).
 */
export const adminStats = async (): Promise<AdminStats> => {
  const [openReports, newFeedback, communityMembers, totalMatches, feedbackItems, activeUsers] = await Promise.all([
    Report.count({ where: { status: "open" } }),
    Feedback.count({ where: { status: "new" } }),
    User.count(),
    Match.count(),
    Feedback.count(),
    User.count({ where: { email: { [Op.ne]: null } } }),
  ]);
  return { openReports, newFeedback, communityMembers, totalMatches, feedbackItems, activeUsers };
};

/** Members newest first; `q` narrows by name or email (case-insensitive, anywhere in the text). */
export const listMembers = async ({ q, ...page }: AdminUsersQuery, { byEmail }: { byEmail: boolean }) => {
  const { after, options } = newestFirstPage("User", page);
  const search: WhereOptions<User>[] = q
    ? [
        {
          [Op.or]: [
            literal(`concat_ws(' ', "User"."firstName", "User"."lastName") ILIKE ${database().escape(likePattern(q))}`),
            // Moderators see no emails, so they cannot find members by one either.
            ...(byEmail ? [{ email: { [Op.iLike]: likePattern(q) } }] : []),
          ],
        },
      ]
    : [];
  const rows = await User.findAll({ where: { [Op.and]: [...search, ...after] }, ...options });
  return modelPageOf(rows, page.limit);
};

/** Feedback newest first with its sender's name, filtered by status, type and priority when given. */
export const listFeedback = async ({ status, type, priority, ...page }: AdminFeedbackQuery) => {
  const { after, options } = newestFirstPage("Feedback", page);
  const filters = Object.fromEntries(
    Object.entries({ status, type, priority }).filter(([, value]) => value !== undefined),
  );
  const rows = await Feedback.findAll({
    where: { ...filters, [Op.and]: after },
    ...options,
    // Who sent it, by name only.
    include: [{ model: User, as: "user", required: false, attributes: ["id", "firstName", "lastName"] }],
  });
  return modelPageOf(rows, page.limit);
};

/** Every match newest first, with its request title and space name (either may be gone). */
export const listAllMatches = async (page: PageQuery) => {
  const after = cursorReplacements(page);
  const rows = await database().query<AdminMatchRow & { cursorKey: string }>(
    `SELECT m."id", m."createdAt", m."status", m."score",
            ${cursorKeySql("m")} AS "cursorKey",
            r."title" AS "spaceRequestTitle", o."spaceName" AS "spaceOfferName"
       FROM matches m
       LEFT JOIN space_requests r ON r."id" = m."spaceRequestId"
       LEFT JOIN space_offers o ON o."id" = m."spaceOfferId"
      ${after ? `WHERE ${afterCursorSql("m")}` : ""}
      ORDER BY m."createdAt" DESC, m."id" DESC
      LIMIT :limit`,
    { replacements: { limit: page.limit + 1, ...after }, type: QueryTypes.SELECT },
  );
  return pageOf(rows, page.limit, (row) => ({ createdAtMicros: String(row.cursorKey), id: row.id }));
};

/** Sign-ups and new matches per week (weeks start on Monday, UTC), oldest first, zeros included. */
export const weeklyStats = async (): Promise<AdminWeeklyStats> => {
  const rows = await database().query<{ weekStart: string; signUps: number; matches: number }>(
    `WITH weeks AS (
       SELECT generate_series(
                date_trunc('week', now() AT TIME ZONE 'UTC') - (:weeks - 1) * interval '1 week',
                date_trunc('week', now() AT TIME ZONE 'UTC'),
                interval '1 week') AS "start"
     )
     SELECT to_char(w."start", 'YYYY-MM-DD') AS "weekStart",
            (SELECT count(*)::int FROM users u
              WHERE u."createdAt" >= w."start" AT TIME ZONE 'UTC'
                AND u."createdAt" < (w."start" + interval '1 week') AT TIME ZONE 'UTC') AS "signUps",
            (SELECT count(*)::int FROM matches m
              WHERE m."createdAt" >= w."start" AT TIME ZONE 'UTC'
                AND m."createdAt" < (w."start" + interval '1 week') AT TIME ZONE 'UTC') AS "matches"
       FROM weeks w
      ORDER BY w."start"`,
    { replacements: { weeks: ADMIN_WEEKLY_WEEKS }, type: QueryTypes.SELECT },
  );
  return rows;
};
