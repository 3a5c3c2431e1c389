import { formatDate, MODERATION_TEXTS } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";
import type { User } from "../../db/models";
import { ConflictError } from "../../errors";
import { serverTimeZone } from "../../lib/serverTimeZone";

/** Whether a moderator's suspension holds `user` at `now`: begun, and not yet ended or lifted. */
export const isSuspended = (user: Pick<User, "suspendedAt" | "suspendedUntil">, now = new Date()): boolean =>
  Boolean(user.suspendedAt) && (!user.suspendedUntil || new Date(user.suspendedUntil) > now);

/** A suspension's end as its reader reads it: "December 4, 2026" in the server's time zone. */
export const suspensionEnd = (until: Date): string =>
  formatDate(until, { dateStyle: "long", timeZone: serverTimeZone() });

/** What a suspended member is told when signing in. */
export const suspendedMessage = (user: Pick<User, "suspendedUntil">): string =>
  user.suspendedUntil
    ? MODERATION_TEXTS.suspendedUntil(suspensionEnd(new Date(user.suspendedUntil)))
    : MODERATION_TEXTS.suspendedUntilLifted;

/**
 * The ids of the members a suspension holds now, as an SQL array expression: PostgreSQL computes
 * it once per statement from a partial index that is empty while nobody is suspended. Explore,
 * search and matching leave these members' listings out (kept, not deleted) until it ends.
 */
export const SUSPENDED_MEMBER_IDS_SQL = `ARRAY(SELECT su."id" FROM users su
   WHERE su."suspendedAt" IS NOT NULL AND (su."suspendedUntil" IS NULL OR su."suspendedUntil" > now()))`;

/** SQL: whether the member row `alias` is held by a suspension now. */
export const suspendedNowSql = (alias: string) =>
  `(${alias}."suspendedAt" IS NOT NULL AND (${alias}."suspendedUntil" IS NULL OR ${alias}."suspendedUntil" > now()))`;

/**
 * Whether a match between these parties is paused: one of them is suspended now. Nothing is
 * stored, so the match resumes by itself the moment the suspension is lifted or runs out.
 */
export const isPausedBetween = async (
  parties: { seekerId: string | null; hostId: string | null },
  transaction?: Transaction,
): Promise<boolean> => {
  const ids = [parties.seekerId, parties.hostId].filter((id): id is string => id !== null);
  if (ids.length === 0) return false;
  const [row] = await database().query<{ paused: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users u WHERE u."id" IN (:ids) AND ${suspendedNowSql("u")}) AS "paused"`,
    { replacements: { ids }, type: QueryTypes.SELECT, transaction },
  );
  return row?.paused ?? false;
};

/**
 * A paused match takes no step forward: no message, no accepting or completing it, no booking
 * proposed, accepted or moved (409). Declining it, and withdrawing, declining or cancelling a
 * booking, stay open to the other party, so a suspension never traps them in a match.
 */
export const refuseWhilePaused = async (
  parties: { seekerId: string | null; hostId: string | null },
  transaction?: Transaction,
): Promise<void> => {
  if (await isPausedBetween(parties, transaction)) throw ConflictError(MODERATION_TEXTS.matchPaused);
};
