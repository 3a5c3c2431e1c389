import { randomUUID } from "node:crypto";
import { spaceRequestInput } from "@kindred/contract";
import type { InferAttributes, Transaction } from "sequelize";
import type { z } from "zod";
import { columnsSql, SPACE_REQUEST_FIELDS } from "../../db/fieldTables";
import type { SpaceRequest } from "../../db/models";
import { type PreparedStatement, preparedRowsIn } from "../../db/prepared";

/** A new request's stored row, as its presenter reads it. */
export type CreatedSpaceRequest = InferAttributes<SpaceRequest>;

type NewRequest = z.output<typeof spaceRequestInput>;

/** The request's own fields, as the contract's create body names them (its schema strips the rest). */
const INPUT_COLUMNS = Object.keys(spaceRequestInput.shape) as (keyof NewRequest & string)[];

/** The columns a new request is written with (`$1`…): its id, owner, the body's fields, its creation time. */
const INSERT_COLUMNS = ["id", "userId", ...INPUT_COLUMNS, "createdAt"];

/**
 * A new request in one statement, prepared by name (no model is built, validated or reloaded): the
 * row as `SpaceRequest.create` wrote it (a new id, `pending`, its open window starting at its
 * creation), every attribute of the field table answered. Its triggers (search terms and names,
 * the search outbox) run as for any insert.
 */
const INSERT_REQUEST: PreparedStatement = {
  name: "insert_space_request",
  text: `INSERT INTO space_requests (${INSERT_COLUMNS.map((column) => `"${column}"`).join(", ")},
                                     "updatedAt", "openSince", "status")
         VALUES (${INSERT_COLUMNS.map((_, index) => `$${index + 1}`).join(", ")},
                 $${INSERT_COLUMNS.length}, $${INSERT_COLUMNS.length}, 'pending')
         RETURNING ${columnsSql(SPACE_REQUEST_FIELDS, "space_requests")}`,
};

/** The statement's values: a field the body leaves out (participants) is NULL, as the model left it. */
const newRequestValues = (ownerId: string, body: NewRequest, now: Date): unknown[] => [
  randomUUID(),
  ownerId,
  ...INPUT_COLUMNS.map((column) => body[column] ?? null),
  now,
];

/**
 * Writes `ownerId`'s new request from the create route's parsed body, in `transaction` when given
 * (a POST with an Idempotency-Key keeps its answer in it), else as a statement of its own, which
 * commits it.
 */
export const createSpaceRequest = async (
  ownerId: string,
  body: NewRequest,
  transaction?: Transaction,
): Promise<CreatedSpaceRequest> => {
  const [row] = await preparedRowsIn<CreatedSpaceRequest>(
    INSERT_REQUEST,
    newRequestValues(ownerId, body, new Date()),
    transaction,
  );
  return row;
};
