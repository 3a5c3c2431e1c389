import { SERVER_MESSAGES, VALIDATION_MESSAGES } from "@kindred/contract";
import supertest from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { LoginAttempt, User } from "../../db/models";
import { agentFor, cookiesFrom, signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createUser, TEST_PASSWORD, uniqueEmail } from "../../test/factories";

const db = useTestDatabase();
const app = () => createTestApp(db.sequelize);

// Failed sign-ins all come from supertest's one IP; keep them from adding up across tests.
beforeEach(async () => {
  await LoginAttempt.destroy({ where: {} });
});

describe("POST /api/auth/register", () => {
  it("creates the member, signs them in and answers 201 with the current user", async () => {
    const agent = agentFor(app());
    const email = uniqueEmail("new");
    const response = await agent
      .post("/api/auth/register")
      .send({ email: email.toUpperCase(), password: "secret-enough", firstName: "Ada", lastName: "Lovelace" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email, firstName: "Ada", lastName: "Lovelace", role: "member" });
    expect(response.body).not.toHaveProperty("passwordHash");
    const me = await agent.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(response.body.id);
    const stored = await User.findByPk(response.body.id);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("accepts a form-encoded body", async () => {
    const email = uniqueEmail("form");
    const response = await supertest(app().callback())
      .post("/api/auth/register")
      .type("form")
      .send({ email, password: "secret-enough" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email, firstName: null, lastName: null });
  });

  it("answers 409 when the email is taken", async () => {
    const member = await createUser();
    const response = await supertest(app().callback())
      .post("/api/auth/register")
      .send({ email: member.email, password: "secret-enough" });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.emailTaken });
  });

  it("answers 400 with the contract's field messages", async () => {
    const response = await supertest(app().callback())
      .post("/api/auth/register")
      .send({ email: "not-an-email", password: "123" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(SERVER_MESSAGES.validation);
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: VALIDATION_MESSAGES.invalidEmail },
        { path: "password", message: VALIDATION_MESSAGES.passwordTooShort },
      ]),
    );
  });

  it("never grants the admin role to an unconfirmed ADMIN_EMAILS address (the review's reproduction)", async () => {
    const email = uniqueEmail("boss");
    const agent = agentFor(createTestApp(db.sequelize, { adminEmails: [email] }));
    const response = await agent.post("/api/auth/register").send({ email, password: "secret-enough" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ role: "member", emailVerified: false });
    expect((await agent.get("/api/admin/export/members.csv")).status).toBe(403);
  });
});

describe("POST /api/auth/email", () => {
  it("signs in with JSON and answers {ok: true}", async () => {
    const member = await createUser();
    const agent = agentFor(app());
    const response = await agent.post("/api/auth/email").send({ email: member.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const cookie = response.headers["set-cookie"]?.toString() ?? "";
    expect(cookie).toMatch(/ks\.sid=/);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);
    expect((await agent.get("/api/auth/user")).body.id).toBe(member.id);
  });

  it("signs in with a form post from script and answers {ok: true}", async () => {
    const member = await createUser();
    const response = await supertest(app().callback())
      .post("/api/auth/email")
      .type("form")
      .set("Accept", "application/json")
      .send({ email: member.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });

  it("redirects a browser's plain form post to / with 303", async () => {
    const member = await createUser();
    const response = await supertest(app().callback())
      .post("/api/auth/email")
      .type("form")
      .set("Accept", "text/html,application/xhtml+xml")
      .send({ email: member.email, password: TEST_PASSWORD });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe("/");
  });

  it("answers 401 for a wrong password or an unknown email, with the same message", async () => {
    const member = await createUser();
    const client = supertest(app().callback());
    const wrong = await client.post("/api/auth/email").send({ email: member.email, password: "not-the-password" });
    const unknown = await client.post("/api/auth/email").send({ email: uniqueEmail(), password: TEST_PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: SERVER_MESSAGES.invalidLogin });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("answers 401 for an account without a password (social only)", async () => {
    const member = await createUser({ passwordHash: null });
    const response = await supertest(app().callback())
      .post("/api/auth/email")
      .send({ email: member.email, password: TEST_PASSWORD });
    expect(response.status).toBe(401);
  });

  it("answers 400 for a malformed email", async () => {
    const response = await supertest(app().callback())
      .post("/api/auth/email")
      .send({ email: "nope", password: TEST_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: "email", message: VALIDATION_MESSAGES.invalidEmail }]);
  });

  it("issues a new session id at sign-in", async () => {
    const member = await createUser();
    const agent = agentFor(app());
    await agent.get("/api/auth/google"); // provider off: 404, but no session either way
    const first = await agent.post("/api/auth/email").send({ email: member.email, password: TEST_PASSWORD });
    const second = await agent.post("/api/auth/email").send({ email: member.email, password: TEST_PASSWORD });
    const sid = (response: typeof first) =>
      /ks\.sid=([^;]+)/.exec(response.headers["set-cookie"]?.toString() ?? "")?.[1];
    expect(sid(first)).toBeTruthy();
    expect(sid(second)).toBeTruthy();
    expect(sid(first)).not.toBe(sid(second));
  });

  it("grants the admin role to ADMIN_EMAILS at sign-in", async () => {
    const member = await createUser();
    const adminApp = createTestApp(db.sequelize, { adminEmails: [member.email!] });
    const { agent } = await signedInAgent(adminApp, member);
    expect((await agent.get("/api/auth/user")).body.role).toBe("admin");
    await member.reload();
    expect(member.role).toBe("admin");
  });
});

describe("GET /api/login and /api/logout", () => {
  it("sends /api/login to the login page", async () => {
    const response = await supertest(app().callback()).get("/api/login");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/login");
  });

  it("ends the session and sends the member home", async () => {
    const { agent } = await signedInAgent(app());
    const response = await agent.get("/api/logout");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/");
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("is harmless for a visitor", async () => {
    const response = await supertest(app().callback()).get("/api/logout");
    expect(response.status).toBe(302);
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 for a visitor", async () => {
    const response = await supertest(app().callback()).get("/api/auth/user");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.notSignedIn });
  });

  it("answers the current user with role and email, never the password hash", async () => {
    const { agent, user } = await signedInAgent(app());
    const response = await agent.get("/api/auth/user");
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(
      [
        "bio",
        "coverImageUrl",
        "createdAt",
        "email",
        "emailVerified",
        "firstName",
        "hasPassword",
        "id",
        "interests",
        "lastName",
        "locale",
        "location",
        "profileImageUrl",
        "role",
        "updatedAt",
      ].sort(),
    );
    expect(response.body).toMatchObject({ id: user.id, email: user.email, role: "member", hasPassword: true });
  });

  it("forgets a session whose member was deleted", async () => {
    const { agent, user } = await signedInAgent(app());
    await user.destroy();
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });
});

describe("PUT /api/auth/user", () => {
  const profile = {
    firstName: " Maya ",
    lastName: "Rivera",
    bio: "Ceramics teacher",
    location: "RiNo, Denver, CO",
    interests: ["Clay", " clay ", "", "Glaze chemistry"],
  };

  it("saves the profile and answers the updated user", async () => {
    const { agent, user } = await signedInAgent(app());
    const response = await agent.put("/api/auth/user").send(profile);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.id,
      firstName: "Maya",
      lastName: "Rivera",
      bio: "Ceramics teacher",
      interests: ["Clay", "Glaze chemistry"],
    });
    await user.reload();
    expect(user.firstName).toBe("Maya");
  });

  it("refuses an interest or a bio the database cannot store with field messages, changing nothing", async () => {
    const { agent, user } = await signedInAgent(app());
    const response = await agent
      .put("/api/auth/user")
      .send({ ...profile, bio: "nul\u0000", interests: ["Clay", "🎉".slice(0, 1)] });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: "bio", message: VALIDATION_MESSAGES.unstorableText },
      { path: "interests.1", message: VALIDATION_MESSAGES.unstorableText },
    ]);
    await user.reload();
    expect(user.interests).toEqual([]);
  });

  it("answers 401 for a visitor", async () => {
    const response = await supertest(app().callback()).put("/api/auth/user").send(profile);
    expect(response.status).toBe(401);
  });

  it("answers 400 with the profile messages", async () => {
    const { agent } = await signedInAgent(app());
    const response = await agent.put("/api/auth/user").send({ firstName: " ", lastName: "" });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: "firstName", message: VALIDATION_MESSAGES.firstNameRequired },
      { path: "lastName", message: VALIDATION_MESSAGES.lastNameRequired },
    ]);
  });
});

describe("GET /api/auth/providers", () => {
  it("says which social providers are configured", async () => {
    const off = await supertest(app().callback()).get("/api/auth/providers");
    expect(off.body).toEqual({ google: false, facebook: false });
    const googleOnly = createTestApp(db.sequelize, {
      oauth: { google: { clientId: "id", clientSecret: "secret" }, facebook: null },
    });
    const on = await supertest(googleOnly.callback()).get("/api/auth/providers");
    expect(on.body).toEqual({ google: true, facebook: false });
  });
});

describe("sessions", () => {
  it("are refused with a forged signature", async () => {
    const member = await createUser();
    const login = await supertest(app().callback())
      .post("/api/auth/email")
      .send({ email: member.email, password: TEST_PASSWORD });
    const forged = cookiesFrom(login).replace(/ks\.sid\.sig=[^;]+/, "ks.sid.sig=forged");
    const response = await supertest(app().callback()).get("/api/auth/user").set("Cookie", forged);
    expect(response.status).toBe(401);
  });

  it("mark the cookie Secure when PUBLIC_URL is https", async () => {
    const member = await createUser();
    const secureApp = createTestApp(db.sequelize, { secureCookies: true, publicUrl: "https://kindred.example" });
    const response = await supertest(secureApp.callback())
      .post("/api/auth/email")
      .send({ email: member.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers["set-cookie"]?.toString()).toMatch(/secure/i);
  });
});
