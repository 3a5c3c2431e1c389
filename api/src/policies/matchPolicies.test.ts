import { beforeAll, describe, expect, it } from "vitest";
import { Match, Notification, SpaceOffer, SpaceRequest, User } from "../db/models";
import { createSequelize } from "../db/sequelize";
import { can } from "./index";

beforeAll(() => {
  createSequelize("postgres://nobody@127.0.0.1:1/none");
});

const someone = (role: "member" | "admin" = "member") => User.build({ id: crypto.randomUUID(), email: null, role });

describe("match policy", () => {
  it("lets only the two parties read, act and message, admins included in everyone else", () => {
    const seeker = someone();
    const host = someone();
    const match = Match.build({} as never);
    match.spaceRequest = SpaceRequest.build({ userId: seeker.id } as never);
    match.spaceOffer = SpaceOffer.build({ userId: host.id } as never);
    for (const action of ["read", "update", "sendMessage"] as const) {
      expect(can(seeker, action, match)).toBe(true);
      expect(can(host, action, match)).toBe(true);
      expect(can(someone(), action, match)).toBe(false);
      expect(can(someone("admin"), action, match)).toBe(false);
      expect(can(undefined, action, match)).toBe(false);
    }
  });

  it("keeps the remaining party when one listing is gone", () => {
    const seeker = someone();
    const match = Match.build({} as never);
    match.spaceRequest = SpaceRequest.build({ userId: seeker.id } as never);
    expect(can(seeker, "read", match)).toBe(true);
    expect(can(someone(), "read", match)).toBe(false);
  });
});

describe("notification policy", () => {
  it("belongs to its recipient only", () => {
    const owner = someone();
    const notification = Notification.build({ userId: owner.id } as never);
    expect(can(owner, "update", notification)).toBe(true);
    expect(can(someone("admin"), "update", notification)).toBe(false);
    expect(can(undefined, "read", notification)).toBe(false);
  });
});
