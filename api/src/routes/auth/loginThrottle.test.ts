import { LOGIN_RATE_LIMIT, SERVER_MESSAGES } from "@kindred/contract";
import supertest from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { LoginAttempt } from "../../db/models";
import { sweepOldLoginAttempts } from "../../services/auth/loginThrottle";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createUser, TEST_PASSWORD, uniqueEmail } from "../../test/factories";

const db = useTestDatabase();

// Trust X-Forwarded-For so each test can speak from its own address.
const client = () => supertest(createTestApp(db.sequelize, { trustProxy: true }).callback());
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

const login = (ip: string, email: string, password: string) =>
  client().post("/api/auth/email").set("X-Forwarded-For", ip).send({ email, password });

beforeEach(async () => {
  await LoginAttempt.destroy({ where: {} });
});

describe("sign-in throttling", () => {
  it("refuses the 11th failure for one email within the window with 429, even from new IPs", async () => {
    const member = await createUser();
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailures; attempt++) {
      expect((await login(freshIp(), member.email!, "wrong-password")).status).toBe(401);
    }
    const blocked = await login(freshIp(), member.email!, "wrong-password");
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: SERVER_MESSAGES.tooManyAttempts });
    expect(blocked.headers["retry-after"]).toBe("900");
    // The right password does not get through either while the window lasts.
    expect((await login(freshIp(), member.email!, TEST_PASSWORD)).status).toBe(429);
  });

  it("refuses the 11th failure from one IP with 429, whatever the email", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailures; attempt++) {
      expect((await login(ip, uniqueEmail(), "wrong-password")).status).toBe(401);
    }
    expect((await login(ip, uniqueEmail(), "wrong-password")).status).toBe(429);
    const member = await createUser();
    expect((await login(ip, member.email!, TEST_PASSWORD)).status).toBe(429);
    expect((await login(freshIp(), member.email!, TEST_PASSWORD)).status).toBe(200);
  });

  it("forgives an email's failures after a successful sign-in", async () => {
    const member = await createUser();
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailures - 1; attempt++) {
      await login(freshIp(), member.email!, "wrong-password");
    }
    expect((await login(freshIp(), member.email!, TEST_PASSWORD)).status).toBe(200);
    expect(await LoginAttempt.count({ where: { email: member.email! } })).toBe(0);
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailures; attempt++) {
      expect((await login(freshIp(), member.email!, "wrong-password")).status).toBe(401);
    }
  });

  it("stops counting failures older than the window", async () => {
    const member = await createUser();
    const longAgo = new Date(Date.now() - LOGIN_RATE_LIMIT.windowMs - 1000);
    await LoginAttempt.bulkCreate(
      Array.from({ length: 20 }, () => ({ email: member.email!, ip: "198.51.100.1", createdAt: longAgo })),
    );
    expect((await login("198.51.100.1", member.email!, TEST_PASSWORD)).status).toBe(200);
    await LoginAttempt.bulkCreate([{ email: "old@example.org", ip: "198.51.100.2", createdAt: longAgo }]);
    expect(await sweepOldLoginAttempts()).toBe(1);
  });
});
