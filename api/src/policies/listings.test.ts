import { beforeAll, describe, expect, it } from "vitest";
import { SpaceOffer, SpaceRequest, User } from "../db/models";
import { createSequelize } from "../db/sequelize";
import { can } from "./index";

beforeAll(() => {
  createSequelize("postgres://nobody@127.0.0.1:1/none");
});

const someone = (role: "member" | "admin" = "member") => User.build({ id: crypto.randomUUID(), email: null, role });

describe.each([
  ["space request", (owner: User) => SpaceRequest.build({ userId: owner.id } as never)],
  ["space offer", (owner: User) => SpaceOffer.build({ userId: owner.id } as never)],
])("%s policy", (_, listingOf) => {
  // Models can be built only once the instance exists (beforeAll), so each test builds its own.
  const setup = () => {
    const owner = someone();
    return { owner, listing: listingOf(owner) };
  };

  it("lets anyone read it", () => {
    const { owner, listing } = setup();
    for (const actor of [undefined, someone(), someone("admin"), owner]) expect(can(actor, "read", listing)).toBe(true);
  });

  it.each(["update", "delete", "readMatches", "seeContact"] as const)(
    "keeps %s to the owner, admins included",
    (action) => {
      const { owner, listing } = setup();
      expect(can(owner, action, listing)).toBe(true);
      expect(can(someone(), action, listing)).toBe(false);
      expect(can(someone("admin"), action, listing)).toBe(false);
      expect(can(undefined, action, listing)).toBe(false);
    },
  );
});
