import { describe, expect, it } from "vitest";
import { AuditEntry, User } from "../db/models";
import { useTestDatabase } from "../test/database";
import { createUser } from "../test/factories";
import { changeAdminRole, createMemberFor, createResetLinkFor, parseAdminArgs } from "./adminRole";

useTestDatabase();

describe("npm run admin", () => {
  it("grants and revokes the admin role, whatever the email's case", async () => {
    const member = await createUser();
    expect(await changeAdminRole("grant", member.email!.toUpperCase())).toBe(`${member.email} is now an admin.`);
    expect((await member.reload()).role).toBe("admin");
    expect(await changeAdminRole("grant", member.email!)).toMatch(/already an admin; nothing changed/);
    expect(await changeAdminRole("revoke", member.email!)).toBe(`${member.email} is no longer an admin.`);
    expect((await member.reload()).role).toBe("member");
    expect(await changeAdminRole("revoke", member.email!)).toMatch(/is not an admin; nothing changed/);
  });

  it("grants the moderator role, records every change in the audit log, and creates confirmed members", async () => {
    const member = await createUser();
    expect(await changeAdminRole("grant-moderator", member.email!)).toBe(`${member.email} is now a moderator.`);
    expect(await member.reload()).toMatchObject({ role: "moderator", roleSource: "operator" });
    expect(await changeAdminRole("revoke", member.email!)).toBe(`${member.email} is no longer a moderator.`);
    const entries = await AuditEntry.findAll({ where: { targetId: member.id }, order: [["createdAt", "ASC"]] });
    expect(entries.map((entry) => [entry.actorId, entry.action, entry.detail])).toEqual([
      [null, "role_change", "moderator"],
      [null, "role_change", "member"],
    ]);
    expect(parseAdminArgs(["grant-moderator", "a@example.org"])).toEqual({
      command: "grant-moderator",
      email: "a@example.org",
    });

    const email = `created-${Date.now()}@example.org`;
    expect(await createMemberFor(email, "https://kindred.example")).toMatch(/reset-password\?token=/);
    expect(await User.findOne({ where: { email } })).toMatchObject({ emailVerified: true, passwordHash: null });
    await expect(createMemberFor(email, "https://kindred.example")).rejects.toThrow(/already has an account/);
  });

  it("prints a reset link an operator can pass on", async () => {
    const member = await createUser();
    const printed = await createResetLinkFor(member.email!.toUpperCase(), "https://kindred.example");
    expect(printed).toMatch(
      new RegExp(
        `^Password reset link for ${member.email} \\(works once, within one hour\\):\nhttps://kindred\\.example/reset-password\\?token=[\\w-]{43}$`,
      ),
    );
    expect(parseAdminArgs(["reset-password", "a@example.org"])).toEqual({
      command: "reset-password",
      email: "a@example.org",
    });
    await expect(createResetLinkFor("nobody@example.org", "https://x")).rejects.toThrow("No member has the email");
  });

  it("says clearly when no member has the email", async () => {
    await expect(changeAdminRole("grant", "nobody@example.org")).rejects.toThrow(
      "No member has the email nobody@example.org. They need to sign up first.",
    );
  });

  it.each([[[]], [["grant"]], [["promote", "a@example.org"]], [["grant", "a@example.org", "extra"]]])(
    "refuses the arguments %j",
    (args) => {
      expect(parseAdminArgs(args)).toBeNull();
    },
  );

  it("reads grant and revoke", () => {
    expect(parseAdminArgs(["grant", "a@example.org"])).toEqual({ command: "grant", email: "a@example.org" });
    expect(parseAdminArgs(["revoke", "a@example.org"])).toEqual({ command: "revoke", email: "a@example.org" });
  });
});
