import { randomUUID } from "node:crypto";
import { type ListingSide, spaceOfferInput, spaceRequestInput } from "@kindred/contract";
import type { InferAttributes, Transaction } from "sequelize";
import type { z } from "zod";
import { type AnyFieldTable, columnsSql, SPACE_OFFER_FIELDS, SPACE_REQUEST_FIELDS } from "../../db/fieldTables";
import type { SpaceOffer, SpaceRequest } from "../../db/models";
import { type PreparedStatement, preparedRowsIn } from "../../db/prepared";
import { LISTING_SIDES } from "./sides";

/** A new listing's stored row, as its presenter reads it. */
export type CreatedSpaceRequest = InferAttributes<SpaceRequest>;
export type CreatedSpaceOffer = InferAttributes<SpaceOffer>;

type NewRequest = z.output<typeof spaceRequestInput>;
type NewOffer = z.output<typeof spaceOfferInput>;

/**
 * What each side writes besides its create body: the columns the model's defaults set, as SQL
 * (`NOW` is the creation time, the statement's last parameter).
 */
const SERVER_SET: Record<ListingSide, Record<string, string>> = {
  // The open window starts at its creation.
  request: { updatedAt: "NOW", openSince: "NOW", status: "'pending'" },
  offer: { updatedAt: "NOW", isActive: "true", isSponsored: "false", unavailableDates: "'{}'" },
};

const SIDES = {
  request: { input: spaceRequestInput, fields: SPACE_REQUEST_FIELDS },
  offer: { input: spaceOfferInput, fields: SPACE_OFFER_FIELDS },
} satisfies Record<ListingSide, { input: z.ZodObject; fields: AnyFieldTable }>;

/** A side's own fields, as the contract's create body names them (its schema strips the rest). */
const inputColumns = (side: ListingSide) => Object.keys(SIDES[side].input.shape);

/**
 * A new listing in one statement, prepared by name (no model is built, validated or reloaded):
 * the row as the model's `create` wrote it (a new id, its owner, the body's fields, the model's
 * defaults), every attribute of the side's field table answered. Its triggers (search terms and
 * names, the search outbox) run as for any insert. Values: id, owner, the body's fields, the
 * creation time.
 */
const insertStatement = (side: ListingSide): PreparedStatement => {
  const columns = ["id", "userId", ...inputColumns(side), "createdAt"];
  const now = `$${columns.length}`;
  const serverSet = Object.entries(SERVER_SET[side]);
  return {
    name: `insert_${LISTING_SIDES[side].table}`,
    text: `INSERT INTO ${LISTING_SIDES[side].table}
             (${[...columns, ...serverSet.map(([column]) => column)].map((column) => `"${column}"`).join(", ")})
           VALUES (${[
             ...columns.map((_, index) => `$${index + 1}`),
             ...serverSet.map(([, value]) => (value === "NOW" ? now : value)),
           ].join(", ")})
           RETURNING ${columnsSql(SIDES[side].fields, LISTING_SIDES[side].table)}`,
  };
};

const INSERT = { request: insertStatement("request"), offer: insertStatement("offer") };

/**
 * Writes `ownerId`'s new listing from the create route's parsed body, in `transaction` when given
 * (a POST with an Idempotency-Key keeps its answer in it), else as a statement of its own, which
 * commits it. A field the body leaves out (participants) is NULL, as the model left it.
 */
const createListing = async <Row extends object>(
  side: ListingSide,
  ownerId: string,
  body: Readonly<Record<string, unknown>>,
  transaction?: Transaction,
): Promise<Row> => {
  const values = [randomUUID(), ownerId, ...inputColumns(side).map((column) => body[column] ?? null), new Date()];
  const [row] = await preparedRowsIn<Row>(INSERT[side], values, transaction);
  return row;
};

export const createSpaceRequest = (ownerId: string, body: NewRequest, transaction?: Transaction) =>
  createListing<CreatedSpaceRequest>("request", ownerId, body, transaction);

export const createSpaceOffer = (ownerId: string, body: NewOffer, transaction?: Transaction) =>
  createListing<CreatedSpaceOffer>("offer", ownerId, body, transaction);
