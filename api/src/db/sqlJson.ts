import { displayName, type UserSummary } from "@kindred/contract";
import { jsonObjectSql, USER_SUMMARY_FIELDS } from "./fieldTables";

/**
 * Output shapes written in SQL, for hot reads (in services) that PostgreSQL answers as finished
 * JSON; they live here, below services and presenters alike, so both can use them. Only what the
 * contract words (display names, match reasons) is filled in afterwards, by the contract's own
 * functions, so no rule lives twice.
 */

/** `column` as JavaScript's `toISOString()` writes it (milliseconds, UTC, `Z`). */
export const isoSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `presentUserSummary` of the users row `alias` (its fields from `USER_SUMMARY_FIELDS`); `name` is left empty for `nameUser`. */
export const userSummarySql = (alias: string) => jsonObjectSql(alias, USER_SUMMARY_FIELDS, {}, { name: "''" });

/** Fills in the name of a summary from `userSummarySql`. */
export const nameUser = (user: UserSummary | undefined | null) => {
  if (user) user.name = displayName(user);
};
