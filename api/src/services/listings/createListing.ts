import { type ListingSide, spaceOfferInput, spaceRequestInput } from "@kindred/contract";
import { DataTypes, type InferAttributes, type Model, type ModelStatic, type Transaction } from "sequelize";
import type { z } from "zod";
import { COMMITS_LATER_SQL } from "../../db/commitsLater";
import { type AnyFieldTable, columnsSql, SPACE_OFFER_FIELDS, SPACE_REQUEST_FIELDS } from "../../db/fieldTables";
import { SpaceOffer, SpaceRequest } from "../../db/models";
import { type BoundStatement, type PreparedStatement, preparedRowsIn } from "../../db/prepared";
import { booleanLiteral, integerLiteral, textLiteral, untypedArrayLiteral } from "../../db/sqlLiteral";
import { timeOrderedId } from "../../lib/rowIds";
import { LISTING_SIDES } from "./sides";

/** A new listing's stored row, as its presenter reads it. */
export type CreatedSpaceRequest = InferAttributes<SpaceRequest>;
export type CreatedSpaceOffer = InferAttributes<SpaceOffer>;

export type NewRequestBody = z.output<typeof spaceRequestInput>;
export type NewOfferBody = z.output<typeof spaceOfferInput>;
export type NewListingBody = NewRequestBody | NewOfferBody;

const SIDES = {
  request: { input: spaceRequestInput, fields: SPACE_REQUEST_FIELDS, model: SpaceRequest },
  offer: { input: spaceOfferInput, fields: SPACE_OFFER_FIELDS, model: SpaceOffer },
} satisfies Record<ListingSide, { input: z.ZodObject; fields: AnyFieldTable; model: ModelStatic<Model> }>;

/** A side's own fields, as the contract's create body names them (its schema strips the rest). */
const inputColumns = (side: ListingSide) => Object.keys(SIDES[side].input.shape);

/**
 * A model default as the insert writes it: `DataType.NOW` is the creation time (`now`, the
 * statement's last parameter), a value is its literal. Anything else (a function, a generated id)
 * would differ per row and is not a constant of the statement, so it throws.
 */
const defaultSql = (column: string, value: unknown, now: string): string => {
  if (value instanceof DataTypes.NOW) return now;
  if (typeof value === "string") return textLiteral(value);
  if (typeof value === "boolean") return booleanLiteral(value);
  if (typeof value === "number") return integerLiteral(value);
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return untypedArrayLiteral(value);
  throw new Error(`createListing: no constant SQL for the default of "${column}"`);
};

/**
 * Every column a new listing is written with, and its SQL: the id, owner and the body's fields as
 * parameters `$1`…, then the creation time (the last parameter) for the model's timestamps, and each
 * other column the model declares a default for (`@Default`), from that declaration. A column
 * with neither is left out, as the model's `create` left it (NULL).
 */
const insertedColumns = (side: ListingSide): [column: string, sql: string][] => {
  const model: ModelStatic<Model> = SIDES[side].model;
  const bound = ["id", "userId", ...inputColumns(side)];
  const now = `$${bound.length + 1}`;
  const timestamps = new Set([model.options.createdAt, model.options.updatedAt]);
  const rest = Object.entries(model.getAttributes()).flatMap(([name, attribute]): [string, string][] => {
    if (bound.includes(name)) return [];
    if (timestamps.has(name)) return [[name, now]];
    return attribute.defaultValue === undefined ? [] : [[name, defaultSql(name, attribute.defaultValue, now)]];
  });
  return [...bound.map((name, index): [string, string] => [name, `$${index + 1}`]), ...rest];
};

/** The columns a side's insert writes (tests). */
export const listingInsertColumns = (side: ListingSide): string[] => insertedColumns(side).map(([column]) => column);

/**
 * A new listing in one statement, prepared by name (no model is built, validated or reloaded):
 * the row as the model's `create` wrote it (a new id, its owner, the body's fields, the model's
 * defaults), every attribute of the side's field table answered. Its triggers (search terms and
 * names, the search outbox) run as for any insert. Values: id, owner, the body's fields, the
 * creation time. Built on the first create: the model's attributes are read once it is bound.
 *
 * `commitsLater`: the statement's own transaction commits without waiting for its log flush
 * (`synchronous_commit` off for it alone, set in its RETURNING, read at its commit). The create
 * routes then match the listing and flush once (`createAndMatchListing`) before they answer: the
 * log is written and flushed in order, so the listing is durable before its creator hears of it,
 * and any transaction that saw it and wrote commits after it, so nothing durable can rest on a
 * listing a crash lost. A crash in those milliseconds loses a listing nobody was told was saved
 * (its POST fails).
 */
const insertStatement = (side: ListingSide, { commitsLater }: { commitsLater: boolean }): PreparedStatement => {
  const columns = insertedColumns(side);
  return {
    name: `insert_${LISTING_SIDES[side].table}${commitsLater ? "_commits_later" : ""}`,
    text: `INSERT INTO ${LISTING_SIDES[side].table} (${columns.map(([column]) => `"${column}"`).join(", ")})
           VALUES (${columns.map(([, sql]) => sql).join(", ")})
           RETURNING ${columnsSql(SIDES[side].fields, LISTING_SIDES[side].table)}${
             commitsLater ? `, ${COMMITS_LATER_SQL}` : ""
           }`,
  };
};

/**
 * `keyed`: in a caller's transaction (a POST with an Idempotency-Key), committed as that
 * transaction is; `alone`: a statement of its own that commits later. Each built on first use.
 */
const INSERT: Record<"keyed" | "alone", Partial<Record<ListingSide, PreparedStatement>>> = { keyed: {}, alone: {} };

/**
 * Writes `ownerId`'s new listing from the create route's parsed body in `transaction` (a POST with
 * an Idempotency-Key keeps its answer in it), committed as that transaction is. Without one, the
 * create routes send `newListingInsert` with the matching and the flush (`createAndMatchListing`).
 * A field the body leaves out (participants) is NULL, as the model left it.
 */
const createListing = async <Row extends object>(
  side: ListingSide,
  ownerId: string,
  body: Readonly<Record<string, unknown>>,
  transaction: Transaction,
): Promise<Row> => {
  const { statement, values } = boundInsert(side, ownerId, body, "keyed");
  const [row] = await preparedRowsIn<Row>(statement, values, transaction);
  return row as Row;
};

/** The insert of `ownerId`'s new listing as `kind` runs it, with its values; its id is the first. */
const boundInsert = (
  side: ListingSide,
  ownerId: string,
  body: Readonly<Record<string, unknown>>,
  kind: keyof typeof INSERT,
): BoundStatement & { id: string } => {
  const id = timeOrderedId();
  INSERT[kind][side] ??= insertStatement(side, { commitsLater: kind === "alone" });
  return {
    id,
    statement: INSERT[kind][side],
    values: [id, ownerId, ...inputColumns(side).map((column) => body[column] ?? null), new Date()],
  };
};

/**
 * The statement that writes `ownerId`'s new listing on its own, committing without waiting for
 * its log flush (`insertStatement`), with its values and the new listing's id, for a caller that
 * sends it with what follows it (`createAndMatchListing`) and flushes before it answers. Its row
 * is the one `createSpaceRequest`/`createSpaceOffer` answer, with `commitsLater` to drop
 * (`withoutCommitsLater`).
 */
export const newListingInsert = (side: ListingSide, ownerId: string, body: NewListingBody) =>
  boundInsert(side, ownerId, body, "alone");

export const createSpaceRequest = (ownerId: string, body: NewRequestBody, transaction: Transaction) =>
  createListing<CreatedSpaceRequest>("request", ownerId, body, transaction);

export const createSpaceOffer = (ownerId: string, body: NewOfferBody, transaction: Transaction) =>
  createListing<CreatedSpaceOffer>("offer", ownerId, body, transaction);
