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

/** SQL `expression` as JSON text, as `JSON.stringify` writes it (`null` for NULL). */
const jsonValueSql = (expression: string) => `coalesce(to_json(${expression})::text, 'null')`;

/**
 * The text `"name":value,…` of `names` (each `alias."name"` unless `sql` words it otherwise),
 * keys in this order, written as `JSON.stringify` writes them: no spaces, strings escaped alike
 * (PostgreSQL's text holds neither NUL nor lone surrogates, the two a JSON text could differ on).
 */
export const jsonMembersSql = (alias: string, names: readonly string[], sql: Readonly<Record<string, string>> = {}) =>
  names
    .map(
      (name, i) =>
        `'${i === 0 ? "" : ","}${JSON.stringify(name)}:' || ${jsonValueSql(sql[name] ?? `${alias}."${name}"`)}`,
    )
    .join(" || ");

/**
 * `presentUserSummary` of users row `alias` as JSON text, left open after `"name":`: the display
 * name is the contract's rule (`displayName`), so the caller writes it and closes the object.
 */
export const openUserSummaryJsonSql = (alias: string) =>
  `'{' || ${jsonMembersSql(alias, USER_SUMMARY_FIELDS)} || ',"name":'`;
