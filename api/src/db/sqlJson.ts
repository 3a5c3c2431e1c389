import { displayName, type UserSummary } from "@kindred/contract";
import {
  jsonObjectSql,
  PUBLIC_USER_FIELDS,
  SPACE_OFFER_FIELDS,
  SPACE_REQUEST_FIELDS,
  USER_SUMMARY_FIELDS,
} from "./fieldTables";

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

/**
 * Listing row `alias` as `presentSpaceOffer` / `presentSpaceRequest` write it for a visitor (no
 * contact email), with users row `owner` as its `user`, as JSON text left open after the owner's
 * `"name":` (`openUserSummaryJsonSql`): keys in the contract's order, times as `toISOString()`.
 */
export const openListingJsonSql = (side: "offer" | "request", alias: string, owner: string) =>
  `'{' || ${
    side === "offer"
      ? jsonMembersSql(alias, SPACE_OFFER_FIELDS.shown, {
          unavailableDates: `coalesce(${alias}."unavailableDates"::text[], '{}')`,
          createdAt: isoSql(`${alias}."createdAt"`),
          updatedAt: isoSql(`${alias}."updatedAt"`),
        })
      : jsonMembersSql(alias, SPACE_REQUEST_FIELDS.shown, {
          openSince: isoSql(`coalesce(${alias}."openSince", ${alias}."createdAt")`),
          pausedAt: isoSql(`${alias}."pausedAt"`),
          createdAt: isoSql(`${alias}."createdAt"`),
          updatedAt: isoSql(`${alias}."updatedAt"`),
        })
  } || ',"user":' || ${openUserSummaryJsonSql(owner)}`;

/** Users row `alias` as `presentPublicUser` writes it, whole, as JSON text. */
export const publicUserJsonSql = (alias: string) =>
  `'{' || ${jsonMembersSql(alias, PUBLIC_USER_FIELDS, {
    interests: `coalesce(${alias}."interests", '{}')`,
    createdAt: isoSql(`${alias}."createdAt"`),
  })} || '}'`;
