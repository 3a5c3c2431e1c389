import { type PageQuery, REFERENCE_RULES } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import { afterCursorSql, cursorKeySql, cursorReplacements } from "../../lib/paging";

/** A reference row with its author's name and photo (null once the author left). */
export interface ReferenceRow {
  id: string;
  matchId: string | null;
  authorId: string | null;
  subjectId: string;
  experience: "positive" | "neutral" | "negative";
  text: string;
  createdAt: Date;
  publishedAt: Date | null;
  removedAt: Date | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorProfileImageUrl: string | null;
}

export const DAY_MS = 86_400_000;

/** When a reference written at `createdAt` is published at the latest. */
export const publishDeadline = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + REFERENCE_RULES.publishAfterDays * DAY_MS);

/** The columns of a `ReferenceRow`, from `member_references r` left-joined to its author `a`. */
export const REFERENCE_COLUMNS = `r."id", r."matchId", r."authorId", r."subjectId", r."experience", r."text",
  r."createdAt", r."publishedAt", r."removedAt",
  a."firstName" AS "authorFirstName", a."lastName" AS "authorLastName", a."profileImageUrl" AS "authorProfileImageUrl"`;

const FROM = `FROM member_references r LEFT JOIN users a ON a."id" = r."authorId"`;

/** The references of a match, oldest first. */
export const referencesOfMatch = (matchId: string, transaction?: Transaction): Promise<ReferenceRow[]> =>
  database().query<ReferenceRow>(
    `SELECT ${REFERENCE_COLUMNS} ${FROM} WHERE r."matchId" = :matchId ORDER BY r."createdAt", r."id"`,
    { replacements: { matchId }, type: QueryTypes.SELECT, transaction },
  );

/**
 * One page (`limit + 1` rows) of the published references about `subjectId`, newest published
 * first, each with its cursor key (the publication time in microseconds).
 */
export const publishedReferencesAbout = async (
  subjectId: string,
  page: PageQuery,
): Promise<Array<ReferenceRow & { cursorMicros: string }>> => {
  const after = cursorReplacements(page);
  return database().query<ReferenceRow & { cursorMicros: string }>(
    `SELECT ${REFERENCE_COLUMNS}, ${cursorKeySql("r", "publishedAt")}::text AS "cursorMicros" ${FROM}
      WHERE r."subjectId" = :subjectId AND r."publishedAt" IS NOT NULL
        ${after ? `AND ${afterCursorSql("r", "publishedAt")}` : ""}
      ORDER BY r."publishedAt" DESC, r."id" DESC LIMIT :limit`,
    { replacements: { subjectId, limit: page.limit + 1, ...after }, type: QueryTypes.SELECT },
  );
};

/** One reference by id, or null. */
export const findReference = async (id: string, transaction?: Transaction): Promise<ReferenceRow | null> => {
  const [row] = await database().query<ReferenceRow>(`SELECT ${REFERENCE_COLUMNS} ${FROM} WHERE r."id" = :id`, {
    replacements: { id },
    type: QueryTypes.SELECT,
    transaction,
  });
  return row ?? null;
};

/**
 * Hides a reference by moderation (DESIGN 11.4): it keeps its place and reads "Removed by a
 * moderator"; its words stay stored for the audit, out of every read. Answers whether it was there
 * and not yet removed. The removals route calls this.
 */
export const hideReference = async (
  { id, moderatorId, reason, now = new Date() }: { id: string; moderatorId: string; reason: string; now?: Date },
  transaction?: Transaction,
): Promise<boolean> => {
  const rows = await database().query<{ id: string }>(
    `UPDATE member_references SET "removedAt" = :now, "removedBy" = :moderatorId, "removalReason" = :reason
      WHERE "id" = :id AND "removedAt" IS NULL RETURNING "id"`,
    { replacements: { id, moderatorId, reason, now }, type: QueryTypes.SELECT, transaction },
  );
  return rows.length > 0;
};
