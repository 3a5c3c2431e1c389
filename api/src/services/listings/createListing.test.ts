import type { ListingSide } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { SpaceOffer, SpaceRequest } from "../../db/models";
import { useTestDatabase } from "../../test/database";
import { createUser, newOfferBody, newRequestBody } from "../../test/factories";
import { createSpaceOffer, createSpaceRequest, listingInsertColumns } from "./createListing";
import { LISTING_SIDES } from "./sides";

const db = useTestDatabase();

/** The smallest bodies the create routes take (no participants, duration, photos or access list). */
const requestBody = newRequestBody();
const offerBody = newOfferBody();
/** Each side's model attributes, its prepared insert and its model's `create`, of the same body. */
const SIDES = {
  request: {
    attributes: () => SpaceRequest.getAttributes(),
    insert: (ownerId: string) =>
      db.sequelize.transaction((transaction) => createSpaceRequest(ownerId, requestBody, transaction)),
    create: (ownerId: string) => SpaceRequest.create({ ...requestBody, userId: ownerId }),
  },
  offer: {
    attributes: () => SpaceOffer.getAttributes(),
    insert: (ownerId: string) =>
      db.sequelize.transaction((transaction) => createSpaceOffer(ownerId, offerBody, transaction)),
    create: (ownerId: string) => SpaceOffer.create({ ...offerBody, userId: ownerId }),
  },
} satisfies Record<ListingSide, unknown>;

const storedRow = async (side: ListingSide, id: string) => {
  const [row] = await db.sequelize.query<Record<string, unknown>>(
    `SELECT * FROM ${LISTING_SIDES[side].table} WHERE "id" = :id`,
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  if (!row) throw new Error(`no ${side} ${id}`);
  return row;
};

describe.each(["request", "offer"] as const)("a new %s by the prepared insert", (side) => {
  it("is stored as the model's create stores it: every column the same but its id and times", async () => {
    const owner = await createUser();
    const prepared = await storedRow(side, (await SIDES[side].insert(owner.id)).id);
    const created = await storedRow(side, (await SIDES[side].create(owner.id)).id);
    expect(Object.keys(prepared).sort()).toEqual(Object.keys(created).sort());
    for (const [column, value] of Object.entries(created)) {
      if (column === "id") continue;
      if (value instanceof Date || prepared[column] instanceof Date) {
        // A time: set by both or by neither; the prepared insert's are its one creation time.
        expect({ column, set: prepared[column] !== null }).toEqual({ column, set: value !== null });
        if (value !== null) expect({ column, at: prepared[column] }).toEqual({ column, at: prepared.createdAt });
      } else expect({ column, value: prepared[column] }).toEqual({ column, value });
    }
  });

  it("writes every column its model declares a default for, and the timestamps", () => {
    const defaulted = Object.entries(SIDES[side].attributes())
      .filter(([, attribute]) => attribute.defaultValue !== undefined)
      .map(([name]) => name);
    expect(defaulted.length).toBeGreaterThan(1);
    expect(listingInsertColumns(side)).toEqual(expect.arrayContaining([...defaulted, "createdAt", "updatedAt"]));
  });
});
