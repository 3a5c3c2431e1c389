import { YOUR_DATA_TEXTS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { LoginAttempt, User } from "../../db/models";
import { signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createSpaceRequest, createUser, TEST_PASSWORD } from "../../test/factories";

// One connection: a deletion that took a second one while its transaction held the first would
// wait for the pool until the test timed out (as many deletions at once as a pool's connections did).
const db = useTestDatabase({ poolMax: 1 });
const app = () => createTestApp(db.sequelize);

describe("deleting an account with a pool of one connection", () => {
  it("counts a wrong password as a failed sign-in and keeps the account", async () => {
    const member = await createUser();
    const { agent } = await signedInAgent(app(), member);
    const response = await agent.delete("/api/auth/user").send({ password: "not-my-password" });
    expect(response.status, JSON.stringify(response.body)).toBe(403);
    expect(response.body.message).toBe(YOUR_DATA_TEXTS.wrongPassword);
    expect(await LoginAttempt.count({ where: { email: member.email as string } })).toBe(1);
    expect(await User.findByPk(member.id)).not.toBeNull();
  });

  it("deletes the account and its listings", async () => {
    const member = await createUser();
    await createSpaceRequest({ user: member });
    const { agent } = await signedInAgent(app(), member);
    const response = await agent.delete("/api/auth/user").send({ password: TEST_PASSWORD });
    expect(response.status, JSON.stringify(response.body)).toBe(204);
    expect(await User.findByPk(member.id)).toBeNull();
  }, 15_000);
});
