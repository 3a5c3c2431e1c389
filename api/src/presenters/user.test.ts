import { currentUser, publicUser, userSummary } from "@kindred/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { User } from "../db/models";
import { createSequelize } from "../db/sequelize";
import { presentCurrentUser, presentPublicUser, presentUserSummary } from "./user";

// Building models needs them registered, not connected.
beforeAll(() => {
  createSequelize("postgres://nobody@127.0.0.1:1/none");
});

const member = () =>
  User.build({
    id: "5f0e2a4c-7f43-4d0f-9d55-8a1c2c3b4d5e",
    email: "maya@example.org",
    firstName: "Maya",
    lastName: "Rivera",
    passwordHash: "$argon2id$v=19$secret",
    interests: ["Clay"],
    role: "member",
    createdAt: new Date("2026-01-01T00:00:00Z"),
    updatedAt: new Date("2026-01-02T00:00:00Z"),
  });

describe("user presenters", () => {
  it("give the public no email and nobody the password hash", () => {
    const shown = presentPublicUser(member());
    expect(publicUser.strict().parse(shown)).toEqual(shown);
    expect(JSON.stringify(shown)).not.toMatch(/maya@example\.org|argon2|passwordHash/);
  });

  it("give the member themself their email and role", () => {
    const shown = presentCurrentUser(member());
    expect(currentUser.strict().parse(shown)).toEqual(shown);
    expect(shown).toMatchObject({ email: "maya@example.org", role: "member" });
    expect(JSON.stringify(shown)).not.toMatch(/argon2|passwordHash/);
  });

  it("name a member in summaries without falling back to the email", () => {
    const shown = presentUserSummary(User.build({ ...member().get(), firstName: null, lastName: null }));
    expect(userSummary.strict().parse(shown)).toEqual(shown);
    expect(shown.name).toBe("Anonymous User");
  });
});
