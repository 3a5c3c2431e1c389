import supertest from "supertest";
import { expect, it } from "vitest";
import { User } from "../../db/models";
import { createSequelize } from "../../db/sequelize";
import { cookiesFrom } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createUser, TEST_PASSWORD } from "../../test/factories";

const db = useTestDatabase();

it("keeps a member signed in across a restart: the cookie from one app instance works on the next", async () => {
  const member = await createUser();
  const login = await supertest(createTestApp(db.sequelize).callback())
    .post("/api/auth/email")
    .send({ email: member.email, password: TEST_PASSWORD });
  expect(login.status).toBe(200);
  const cookie = cookiesFrom(login);
  expect(cookie).toMatch(/ks\.sid=.+; ks\.sid\.sig=.+/);

  // A new pool and a new app, as after a restart; only the database and the secret carry over.
  await db.sequelize.close();
  const restarted = createSequelize(db.url, { poolMax: 2 });
  try {
    expect(User.sequelize).toBe(restarted);
    const response = await supertest(createTestApp(restarted).callback()).get("/api/auth/user").set("Cookie", cookie);
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(member.id);
  } finally {
    await restarted.close();
  }
});
