import { QueryTypes } from "sequelize";
import { expect, it } from "vitest";
import { database } from "../../db/database";
import { useTestDatabase } from "../../test/database";
import { createSpaceOffer, createSpaceRequest, createUser } from "../../test/factories";

useTestDatabase();

/** The names `search_names` holds for `id`: its lexemes, or null when the row is not there. */
const nameOf = async (id: string) => {
  const rows = await database().query<{ name: string }>(
    `SELECT "name"::text AS "name" FROM search_names WHERE "id" = $1`,
    {
      bind: [id],
      type: QueryTypes.SELECT,
    },
  );
  return rows[0]?.name ?? null;
};

it("keeps every findable name in search_names through writes", async () => {
  const member = await createUser({ firstName: "Odalys", lastName: "Brightwater" });
  const request = await createSpaceRequest({ user: member, title: "Marigold choir" });
  const offer = await createSpaceOffer({ user: member, spaceName: "Heron hall" });
  expect(await nameOf(member.id)).toBe("'brightwat':2 'odali':1");
  expect(await nameOf(request.id)).toBe("'choir':2 'marigold':1");
  expect(await nameOf(offer.id)).toBe("'hall':2 'heron':1");

  await request.update({ title: "Juniper choir" });
  expect(await nameOf(request.id)).toBe("'choir':2 'junip':1");
  // A paused space is never found, so it leaves; resumed, it is back.
  await offer.update({ isActive: false });
  expect(await nameOf(offer.id)).toBeNull();
  await offer.update({ isActive: true });
  expect(await nameOf(offer.id)).toBe("'hall':2 'heron':1");
  await member.update({ lastName: "Stillwater" });
  expect(await nameOf(member.id)).toBe("'odali':1 'stillwat':2");

  await offer.destroy();
  expect(await nameOf(offer.id)).toBeNull();
  // Deleting a member deletes their listings, and their names with them.
  await member.destroy();
  expect(await nameOf(member.id)).toBeNull();
  expect(await nameOf(request.id)).toBeNull();
});
