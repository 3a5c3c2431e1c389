import {
  type BookingStatus,
  booking,
  match,
  message,
  publicUser,
  spaceOffer,
  spaceRequest,
  userSummary,
} from "@kindred/contract";
import type { InferAttributes } from "sequelize";
import type { Match, Message, SpaceOffer, SpaceRequest, User } from "./models";

/**
 * The field tables: for each model a hot read selects in SQL, every attribute, sorted into what
 * its presenter shows, what it shows only for a reason, and what stays inside the server (with the
 * reason). The shown fields are the contract's read shape's, and the hot reads build their SQL column
 * lists and `json_build_object` shapes from these tables (`columnsSql`, `jsonObjectSql`), so a
 * new column is either read everywhere or named here; `fieldTables.test.ts` fails for a model
 * attribute no table names. They live in `db/`, below services and presenters alike.
 */
export interface FieldTable<A> {
  /** What the presenter shows to anyone who may see the row. */
  shown: readonly (keyof A & string)[];
  /** What the presenter shows only with a reason (the reason is the value). */
  byReason: Readonly<Partial<Record<keyof A & string, string>>>;
  /** What stays inside the server, and why (rules read it; it never leaves as itself). */
  notShown: Readonly<Partial<Record<keyof A & string, string>>>;
  /** How a hot read selects a column whose driver type is not the presenter's (`text[]` for dates). */
  casts?: Readonly<Partial<Record<keyof A & string, string>>>;
}

/** Any model's table, as the SQL builders read it. */
export interface AnyFieldTable {
  shown: readonly string[];
  byReason: Readonly<Record<string, string | undefined>>;
  notShown: Readonly<Record<string, string | undefined>>;
  casts?: Readonly<Record<string, string | undefined>>;
}

const table =
  <A>() =>
  <const T extends FieldTable<A>>(fields: T) =>
    fields;

/**
 * The fields of a contract read shape but those the presenter words itself (`except`): the shown
 * fields are the contract's, so they are typed against the model's attributes here.
 */
const contractFields = <Shape extends Record<string, unknown>, const Except extends keyof Shape & string>(
  shape: Shape,
  except: readonly Except[],
) =>
  Object.keys(shape).filter((name) => !(except as readonly string[]).includes(name)) as Exclude<
    keyof Shape & string,
    Except
  >[];

export const SPACE_OFFER_FIELDS = table<InferAttributes<SpaceOffer>>()({
  shown: contractFields(spaceOffer.shape, ["user", "contactEmail"]),
  byReason: { contactEmail: "its owner and matched counterparts only (policies/listing.ts `seeContact`)" },
  notShown: { removedAt: "a moderator's removal: the listing is its owner's alone (404 for others)" },
  casts: { unavailableDates: "text[]" },
});

export const SPACE_REQUEST_FIELDS = table<InferAttributes<SpaceRequest>>()({
  shown: contractFields(spaceRequest.shape, ["user", "contactEmail"]),
  byReason: { contactEmail: "its owner and matched counterparts only (policies/listing.ts `seeContact`)" },
  notShown: {
    removedAt: "a moderator's removal: the listing is its owner's alone (404 for others)",
    stillLookingAt: "when the live-request sweep last asked its owner (services/liveRequests)",
  },
});

/** The small member object nested in listings, matches and conversations (`presentUserSummary`). */
export const USER_SUMMARY_FIELDS = contractFields(userSummary.shape, [
  "name",
]) satisfies (keyof InferAttributes<User>)[];

/** A member's public profile (`presentPublicUser`), as search answers members. */
export const PUBLIC_USER_FIELDS = contractFields(publicUser.shape, []) satisfies (keyof InferAttributes<User>)[];

export const MESSAGE_FIELDS = table<InferAttributes<Message>>()({
  shown: contractFields(message.shape, ["removed"]),
  byReason: {},
  notShown: { removedAt: "shown as `removed: true` with an empty content, never as a time" },
});

/**
 * The columns of `matches` that triggers keep and the model does not declare (migrations
 * 20261124021000 and 20261124022000): the parties, and the time of the last message.
 */
export const MATCH_STORED_COLUMNS = ["seekerId", "hostId", "lastMessageAt"] as const;

interface MatchStoredColumns {
  seekerId: string | null;
  hostId: string | null;
  lastMessageAt: Date | null;
}

/** A match: the lifecycle's `match` shape (`presentMatch`); the match list and the conversation show some of it. */
export const MATCH_FIELDS = table<InferAttributes<Match> & MatchStoredColumns>()({
  shown: contractFields(match.shape, ["reasons"]),
  byReason: {},
  notShown: {
    facts: "worded into `reasons` for the reader's side by the contract's `matchReasons`",
    partyLeft: 'the other party deleted their account: the match list names them "Former member"',
    seekerId: "the request's owner (a trigger keeps it): who may read the match, and the reader's side",
    hostId: "the offer's owner (a trigger keeps it): who may read the match, and the reader's side",
    lastMessageAt: "a trigger keeps it: the match list orders by it and shows it as `lastMessageAt`",
  },
});

/**
 * A booking (`bookings` has no model: `sweep.test.ts` compares the table's columns with this).
 * Its dates are `booking_occurrences` (`OCCURRENCE_FIELDS` in services/bookings/bookingStore.ts).
 */
export const BOOKING_FIELDS = table<BookingColumns>()({
  shown: contractFields(booking.shape, ["spaceName", "repeatWeekly", "occurrences"]),
  byReason: {},
  notShown: {
    repeatUntil: "shown as `repeatWeekly: { until }` (null for a single date)",
    updatedAt: "the row's last change: the calendar feed's DTSTAMP",
  },
  casts: { repeatUntil: "text" },
});

/** The columns of `bookings` (migration 20261127050000). */
export interface BookingColumns {
  id: string;
  matchId: string;
  spaceOfferId: string | null;
  proposedBy: string | null;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
  repeatUntil: string | null;
  timeZone: string;
  participants: number | null;
  note: string | null;
  outsideAvailability: boolean;
  reason: string | null;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** Every attribute a table names, shown or not, in its order. */
export const fieldsOf = (fields: AnyFieldTable): string[] => [
  ...fields.shown,
  ...Object.keys(fields.byReason),
  ...Object.keys(fields.notShown),
];

/** `attributes` (a model's) that `fields` does not name, and names in `fields` that are no attribute. */
export const unlistedAttributes = (fields: AnyFieldTable, attributes: readonly string[]) => {
  const listed = new Set<string>(fieldsOf(fields));
  return {
    unlisted: attributes.filter((name) => !listed.has(name)),
    unknown: [...listed].filter((name) => !attributes.includes(name)),
  };
};

/** Every field of the table as a column of row `alias`, under its attribute name: a hot read's SELECT list. */
export const columnsSql = (fields: AnyFieldTable, alias: string) =>
  fieldsOf(fields)
    .map((name) => {
      const cast = fields.casts?.[name];
      return `${alias}."${name}"${cast ? `::${cast}` : ""} AS "${name}"`;
    })
    .join(", ");

/** The fields of `fields` that read shape `shape` names, in the shape's order (a read that shows part of a row). */
export const shownIn = (fields: AnyFieldTable, shape: Readonly<Record<string, unknown>>) =>
  Object.keys(shape).filter((name) => fields.shown.includes(name));

/** The summary columns of users row `alias` as `<prefix>FirstName`, … (the owner beside a listing). */
export const userSummaryColumnsSql = (alias: string, prefix: string) =>
  USER_SUMMARY_FIELDS.filter((name) => name !== "id")
    .map((name) => `${alias}."${name}" AS "${prefix}${name[0]?.toUpperCase()}${name.slice(1)}"`)
    .join(", ");

/** `[name, expression]` of `names`, each `alias."name"` unless `sql` words it otherwise, then of `extra`. */
const namedValues = (
  alias: string,
  names: readonly string[],
  sql: Readonly<Record<string, string>> = {},
  extra: Readonly<Record<string, string>> = {},
): [string, string][] => [
  ...names.map((name): [string, string] => [name, sql[name] ?? `${alias}."${name}"`]),
  ...Object.entries(extra),
];

/**
 * `json_build_object` of `names`, each `'name', alias."name"` unless `sql` words it otherwise
 * (a placeholder once removed, an ISO time), followed by `extra` keys.
 */
export const jsonObjectSql = (...named: Parameters<typeof namedValues>) =>
  `json_build_object(${namedValues(...named)
    .map(([name, value]) => `'${name}', ${value}`)
    .join(", ")})`;

/**
 * The select list `expression AS "name", …` of the same arguments as `jsonObjectSql`: a row
 * whose `row_to_json` writes the keys and values that `jsonObjectSql` builds, in the same order,
 * for less (one row writer instead of a function call with a pair of arguments per key).
 */
export const namedColumnsSql = (...named: Parameters<typeof namedValues>) =>
  namedValues(...named)
    .map(([name, value]) => `${value} AS "${name}"`)
    .join(", ");

/**
 * `json_build_object` of read shape `shape`, in its key order: each key `fields` shows is
 * `alias."key"` unless `sql` words it; every other key (computed, joined, renamed) must be worded
 * by `sql`. Throws when the module loads if a key is neither, or `sql` words a key the shape lacks,
 * so a field only shown for a reason (a contact email) never slips into a shape by its name.
 */
export const shapeJsonSql = (
  fields: AnyFieldTable,
  alias: string,
  shape: Readonly<Record<string, unknown>>,
  sql: Readonly<Record<string, string>> = {},
) => {
  const keys = Object.keys(shape);
  const unworded = keys.filter((name) => !(name in sql) && !fields.shown.includes(name));
  const stray = Object.keys(sql).filter((name) => !keys.includes(name));
  if (unworded.length > 0 || stray.length > 0) {
    throw new Error(`shapeJsonSql: not shown and not worded: [${unworded}]; worded but not in the shape: [${stray}]`);
  }
  return jsonObjectSql(alias, keys, sql);
};
