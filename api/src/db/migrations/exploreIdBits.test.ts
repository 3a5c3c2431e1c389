import { COMMUNITY_INVESTMENTS, IMPACTS, MISSIONS, PROJECT_TYPES } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import type { Sequelize } from "sequelize-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, databaseUrl, dropDatabase } from "../../test/database";
import { createMigrator } from "../migrate";
import { createSequelize } from "../sequelize";

const BEFORE_BITS = "20261124049000-leave-paused-requests-out-of-the-explore-index";

let name = "";
let sequelize: Sequelize;
const select = <T extends object>(sql: string, replacements: Record<string, unknown> = {}) =>
  sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });

beforeAll(async () => {
  name = await createDatabase({ empty: true });
  sequelize = createSequelize(databaseUrl(name), { poolMax: 2 });
  await createMigrator(sequelize).up({ to: BEFORE_BITS });
});
afterAll(async () => {
  await sequelize.close();
  await dropDatabase(name);
});

/** The bits `listing_id_bits` gives each of `ids`, in order. */
const bitsOf = async (ids: readonly string[]) =>
  (
    await select<{ bits: string }>(
      `SELECT listing_id_bits(ARRAY[id])::text AS "bits" FROM unnest(ARRAY[:ids]::text[]) WITH ORDINALITY AS t(id, n) ORDER BY n`,
      { ids },
    )
  ).map((row) => BigInt(row.bits));

const OUTSIDE_THE_LIST = 1n << 62n;

describe("listings' shared ids as bits (migration 20261125010000)", () => {
  it("fills the bits of listings written before it, and keeps them with every write after", async () => {
    const [user] = await select<{ id: string }>(
      `INSERT INTO users ("email", "firstName") VALUES ('bits@example.org', 'Maya') RETURNING "id"`,
    );
    const listing = { userId: user?.id, description: "A room.", contactName: "Maya", contactEmail: "bits@example.org" };
    await sequelize.query(
      `INSERT INTO space_offers ("userId", "spaceName", "description", "spaceType", "address", "capacity",
                                 "supportedCauses", "contactName", "contactEmail")
       VALUES (:userId, 'Loft', :description, 'studio', '1 Test Street', 20,
               ARRAY['community-education', 'workshop', 'sliding-scale'], :contactName, :contactEmail)`,
      { replacements: listing },
    );
    await sequelize.query(
      `INSERT INTO space_requests ("userId", "title", "description", "spaceType", "location", "participants",
                                   "values", "contactName", "contactEmail")
       VALUES (:userId, 'Circle', :description, 'studio', 'rino', 8,
               ARRAY['youth-development', 'mentorship', 'gone-from-the-contract'], :contactName, :contactEmail)`,
      { replacements: listing },
    );

    await createMigrator(sequelize).up();

    const [offer] = await select<{ bits: string }>(`SELECT "causeBits"::text AS "bits" FROM space_offers`);
    const [request] = await select<{ bits: string }>(`SELECT "valueBits"::text AS "bits" FROM space_requests`);
    const [educationBit, workshopBit, slidingBit, youthBit, mentorshipBit] = await bitsOf([
      "community-education",
      "workshop",
      "sliding-scale",
      "youth-development",
      "mentorship",
    ]);
    expect(BigInt(offer?.bits ?? 0)).toBe((educationBit ?? 0n) | (workshopBit ?? 0n) | (slidingBit ?? 0n));
    expect(BigInt(request?.bits ?? 0)).toBe((youthBit ?? 0n) | (mentorshipBit ?? 0n) | OUTSIDE_THE_LIST);

    await sequelize.query(`UPDATE space_offers SET "supportedCauses" = ARRAY['sliding-scale']`);
    const [edited] = await select<{ bits: string }>(`SELECT "causeBits"::text AS "bits" FROM space_offers`);
    expect(BigInt(edited?.bits ?? 0)).toBe(slidingBit);
  });

  it("gives every id of the contract's value lists a bit of its own", async () => {
    const ids = [...MISSIONS, ...PROJECT_TYPES, ...IMPACTS, ...COMMUNITY_INVESTMENTS];
    const bits = await bitsOf(ids);
    for (const [i, bit] of bits.entries()) {
      expect(bit > 0n && bit < OUTSIDE_THE_LIST && (bit & (bit - 1n)) === 0n, ids[i]).toBe(true);
    }
    expect(new Set(bits).size).toBe(ids.length);
    expect(await bitsOf(["not-in-the-contract"])).toEqual([OUTSIDE_THE_LIST]);
  });

  it("gives the contract's missions bits 0 to 9, the bits of matching's by-mission indexes", async () => {
    // match_candidates reads a listing's candidates by mission only when its missions' bits are
    // all among those ten (one index per bit, migration 20261203000000); otherwise it reads by type.
    expect(await bitsOf(MISSIONS)).toEqual(MISSIONS.map((_, bit) => 1n << BigInt(bit)));
  });

  it("rolls back to listings without bits", async () => {
    await createMigrator(sequelize).down({ to: BEFORE_BITS });
    const columns = await select<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE column_name IN ('causeBits', 'valueBits')`,
    );
    expect(columns).toEqual([]);
    const offers = await select<{ supportedCauses: string[] }>(`SELECT "supportedCauses" FROM space_offers`);
    expect(offers).toEqual([{ supportedCauses: ["sliding-scale"] }]);
  });
});
