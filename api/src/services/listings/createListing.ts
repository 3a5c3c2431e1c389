import { randomUUID } from "node:crypto";
import { type ListingSide, spaceOfferInput, spaceRequestInput } from "@kindred/contract";
import type { InferAttributes, Transaction } from "sequelize";
import type { z } from "zod";
import { type AnyFieldTable, columnsSql, SPACE_OFFER_FIELDS, SPACE_REQUEST_FIELDS } from "../../db/fieldTables";
import type { SpaceOffer, SpaceRequest } from "../../db/models";
import { type PreparedStatement, preparedRowsIn } from "../../db/prepared";
import { LISTING_SIDES, perSide } from "./sides";

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
 *
 * `commitsLater`: the statement's own transaction commits without waiting for its log flush
 * (`synchronous_commit` off for it alone, set in its RETURNING, read at its commit). The create
 * routes then match the listing, whose commit is flushed, or flush once themselves
 * (`matchAfterCommit`), before they answer: the log is written and flushed in order, so the
 * listing is durable before its creator hears of it, and any transaction that saw it and wrote
 * commits after it, so nothing durable can rest on a listing a crash lost. A crash in those
 * milliseconds loses a listing nobody was told was saved (its POST fails).
 */
const insertStatement = (side: ListingSide, { commitsLater }: { commitsLater: boolean }): PreparedStatement => {
  const columns = ["id", "userId", ...inputColumns(side), "createdAt"];
  const now = `$${columns.length}`;
  const serverSet = Object.entries(SERVER_SET[side]);
  return {
    name: `insert_${LISTING_SIDES[side].table}${commitsLater ? "_commits_later" : ""}`,
    text: `INSERT INTO ${LISTING_SIDES[side].table}
             (${[...columns, ...serverSet.map(([column]) => column)].map((column) => `"${column}"`).join(", ")})
           VALUES (${[
             ...columns.map((_, index) => `$${index + 1}`),
             ...serverSet.map(([, value]) => (value === "NOW" ? now : value)),
           ].join(", ")})
           RETURNING ${columnsSql(SIDES[side].fields, LISTING_SIDES[side].table)}${
             commitsLater ? `, set_config('synchronous_commit', 'off', true) AS "${COMMITS_LATER}"` : ""
           }`,
  };
};

/** The column the statement that commits later answers besides the row (dropped). */
const COMMITS_LATER = "commitsLater";

const INSERT = {
  /** In a caller's transaction (a POST with an Idempotency-Key), committed as that transaction is. */
  keyed: perSide((side) => insertStatement(side, { commitsLater: false })),
  alone: perSide((side) => insertStatement(side, { commitsLater: true })),
};

/**
 * Writes `ownerId`'s new listing from the create route's parsed body, in `transaction` when given
 * (a POST with an Idempotency-Key keeps its answer in it), else as a statement of its own, which
 * commits it without waiting for the flush (`insertStatement`: the caller matches it or flushes,
 * `matchAfterCommit`, before answering). A field the body leaves out (participants) is NULL, as
 * the model left it.
 */
const createListing = async <Row extends object>(
  side: ListingSide,
  ownerId: string,
  body: Readonly<Record<string, unknown>>,
  transaction?: Transaction,
): Promise<Row> => {
  const values = [randomUUID(), ownerId, ...inputColumns(side).map((column) => body[column] ?? null), new Date()];
  const [row] = await preparedRowsIn<Row & { [COMMITS_LATER]?: string }>(
    (transaction ? INSERT.keyed : INSERT.alone)[side],
    values,
    transaction,
  );
  const { [COMMITS_LATER]: _, ...stored } = row;
  return stored as Row;
};

export const createSpaceRequest = (ownerId: string, body: NewRequest, transaction?: Transaction) =>
  createListing<CreatedSpaceRequest>("request", ownerId, body, transaction);

export const createSpaceOffer = (ownerId: string, body: NewOffer, transaction?: Transaction) =>
  createListing<CreatedSpaceOffer>("offer", ownerId, body, transaction);
