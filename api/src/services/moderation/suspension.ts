import { MODERATION_TEXTS } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { database } from "../../db/database";
import type { User } from "../../db/models";
import { serverTimeZone } from "../../lib/serverTimeZone";

/** Whether a moderator's suspension holds `user` at `now`: begun, and not yet ended or lifted. */
export const isSuspended = (user: Pick<User, "suspendedAt" | "suspendedUntil">, now = new Date()): boolean =>
  Boolean(user.suspendedAt) && (!user.suspendedUntil || new Date(user.suspendedUntil) > now);

/** A suspension's end as members read it: "December 4, 2026" in the server's time zone. */
export const suspensionEnd = (until: Date): string =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: serverTimeZone() }).format(until);

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

/** The members a suspension holds now. */
export const suspendedMemberIds = async (): Promise<string[]> => {
  const [row] = await database().query<{ ids: string[] }>(`SELECT ${SUSPENDED_MEMBER_IDS_SQL} AS "ids"`, {
    type: QueryTypes.SELECT,
  });
  return row?.ids ?? [];
};
