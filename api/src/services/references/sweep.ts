import { displayName, REFERENCE_RULES } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { database } from "../../db/database";
import { notifyParties } from "../notifications/notifier";
import { blockedEitherWay } from "../safety/blocks";
import { DAY_MS, publishDeadline } from "./referenceStore";
import { tellPublished } from "./references";

/**
 * Publishes every reference written 14 days before `now` whose other party never wrote theirs,
 * and tells each subject. Each row is claimed by the UPDATE that publishes it (SKIP LOCKED), so
 * with several processes sweeping each is published, and told, once. Returns how many.
 */
export const publishDueReferences = async ({ now, batchSize = 500 }: { now: Date; batchSize?: number }) =>
  database().transaction(async (transaction) => {
    const published = await database().query<{
      id: string;
      matchId: string | null;
      subjectId: string;
      authorId: string | null;
    }>(
      `UPDATE member_references SET "publishedAt" = :now
        WHERE "id" IN (SELECT "id" FROM member_references WHERE "publishedAt" IS NULL AND "createdAt" <= :due
                        ORDER BY "createdAt" LIMIT :batchSize FOR UPDATE SKIP LOCKED)
        RETURNING "id", "matchId", "subjectId", "authorId"`,
      {
        replacements: { now, due: new Date(now.getTime() - REFERENCE_RULES.publishAfterDays * DAY_MS), batchSize },
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    await tellPublished(published, transaction);
    return published.length;
  });

/**
 * `reference_reminder` to the party who has not written yet, 3 days after the other party wrote
 * (once: the reference's `remindedAt` is claimed by the UPDATE, SKIP LOCKED, in the transaction
 * that writes the notification). Nobody is reminded about a member who left or across a block.
 * Returns how many were reminded.
 */
export const sendReferenceReminders = async ({ now, batchSize = 500 }: { now: Date; batchSize?: number }) =>
  database().transaction(async (transaction) => {
    const claimed = await database().query<{
      matchId: string | null;
      subjectId: string;
      authorId: string | null;
      createdAt: Date;
      firstName: string | null;
      lastName: string | null;
    }>(
      `WITH claimed AS (
         UPDATE member_references SET "remindedAt" = :now
          WHERE "id" IN (SELECT "id" FROM member_references
                          WHERE "publishedAt" IS NULL AND "remindedAt" IS NULL AND "createdAt" <= :due
                          ORDER BY "createdAt" LIMIT :batchSize FOR UPDATE SKIP LOCKED)
          RETURNING "matchId", "subjectId", "authorId", "createdAt")
       SELECT c.*, a."firstName", a."lastName" FROM claimed c LEFT JOIN users a ON a."id" = c."authorId"`,
      {
        replacements: { now, due: new Date(now.getTime() - REFERENCE_RULES.remindAfterDays * DAY_MS), batchSize },
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    let reminded = 0;
    for (const row of claimed) {
      if (!row.matchId || !row.authorId) continue;
      if (await blockedEitherWay(row.authorId, row.subjectId, transaction)) continue;
      const actorName = displayName({ firstName: row.firstName, lastName: row.lastName });
      const publishesAt = publishDeadline(new Date(row.createdAt)).toISOString();
      await notifyParties(
        [
          {
            userId: row.subjectId,
            matchId: row.matchId,
            content: { type: "reference_reminder", facts: { actorName, publishesAt } },
          },
        ],
        [row.subjectId],
        "reference",
        transaction,
      );
      reminded += 1;
    }
    return reminded;
  });
