import { LOGIN_RATE_LIMIT, SERVER_MESSAGES } from "@kindred/contract";
import supertest from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { LoginThrottleConfig } from "../../config";
import { LoginAttempt } from "../../db/models";
import { sweepOldLoginAttempts } from "../../services/auth/loginThrottle";
import { createResetToken } from "../../services/auth/passwordReset";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createUser, TEST_PASSWORD, uniqueEmail } from "../../test/factories";

const db = useTestDatabase();

// Small caps keep the per-address and per-email cases quick; the defaults get their own test.
const SMALL: LoginThrottleConfig = {
  maxFailuresPerEmailAndIp: 3,
  maxFailuresPerIp: 6,
  maxFailuresPerEmail: 4,
  windowMs: LOGIN_RATE_LIMIT.windowMs,
};

// Trust X-Forwarded-For so each test can speak from its own address.
const client = (loginThrottle?: LoginThrottleConfig) =>
  supertest(createTestApp(db.sequelize, { trustProxy: 1, ...(loginThrottle && { loginThrottle }) }).callback());
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

const login = (ip: string, email: string, password: string, limits?: LoginThrottleConfig) =>
  client(limits).post("/api/auth/email").set("X-Forwarded-For", ip).send({ email, password });

const failTimes = async (times: number, ip: () => string, email: () => string, limits?: LoginThrottleConfig) => {
  for (let attempt = 0; attempt < times; attempt++) {
    expect((await login(ip(), email(), "wrong-password", limits)).status).toBe(401);
  }
};

beforeEach(async () => {
  await LoginAttempt.destroy({ where: {} });
});

describe("sign-in throttling", () => {
  it("by default refuses the 11th failure for one email from one IP, and only for that pair", async () => {
    const ip = freshIp();
    const madeUp = uniqueEmail();
    await failTimes(
      LOGIN_RATE_LIMIT.maxFailuresPerEmailAndIp,
      () => ip,
      () => madeUp,
    );
    const blocked = await login(ip, madeUp, "wrong-password");
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: SERVER_MESSAGES.tooManyAttempts });
    expect(blocked.headers["retry-after"]).toBe("900");
    // Colleagues behind the same address still sign in.
    const colleague = await createUser();
    expect((await login(ip, colleague.email!, TEST_PASSWORD)).status).toBe(200);
    expect((await login(ip, uniqueEmail(), "wrong-password")).status).toBe(401);
  });

  it("refuses an email after its cap across addresses, the right password too, from new IPs", async () => {
    const member = await createUser();
    await failTimes(SMALL.maxFailuresPerEmail, freshIp, () => member.email!, SMALL);
    const blocked = await login(freshIp(), member.email!, "wrong-password", SMALL);
    expect(blocked.status).toBe(429);
    expect(blocked.headers["retry-after"]).toBe("900");
    // The right password does not get through either while the window lasts.
    expect((await login(freshIp(), member.email!, TEST_PASSWORD, SMALL)).status).toBe(429);
  });

  it("refuses an address after its cap across emails, whatever the email", async () => {
    const ip = freshIp();
    await failTimes(SMALL.maxFailuresPerIp, () => ip, uniqueEmail, SMALL);
    expect((await login(ip, uniqueEmail(), "wrong-password", SMALL)).status).toBe(429);
    const member = await createUser();
    expect((await login(ip, member.email!, TEST_PASSWORD, SMALL)).status).toBe(429);
    expect((await login(freshIp(), member.email!, TEST_PASSWORD, SMALL)).status).toBe(200);
  });

  it("refuses the pair before the looser caps", async () => {
    const ip = freshIp();
    const member = await createUser();
    await failTimes(
      SMALL.maxFailuresPerEmailAndIp,
      () => ip,
      () => member.email!,
      SMALL,
    );
    expect((await login(ip, member.email!, TEST_PASSWORD, SMALL)).status).toBe(429);
    expect((await login(freshIp(), member.email!, TEST_PASSWORD, SMALL)).status).toBe(200);
  });

  it("forgives an email's failures after a successful sign-in", async () => {
    const member = await createUser();
    await failTimes(SMALL.maxFailuresPerEmail - 1, freshIp, () => member.email!, SMALL);
    expect((await login(freshIp(), member.email!, TEST_PASSWORD, SMALL)).status).toBe(200);
    expect(await LoginAttempt.count({ where: { email: member.email! } })).toBe(0);
    await failTimes(SMALL.maxFailuresPerEmail, freshIp, () => member.email!, SMALL);
  });

  it("stops counting failures older than the window", async () => {
    const member = await createUser();
    const longAgo = new Date(Date.now() - LOGIN_RATE_LIMIT.windowMs - 1000);
    await LoginAttempt.bulkCreate(
      Array.from({ length: 200 }, () => ({ email: member.email!, ip: "198.51.100.1", createdAt: longAgo })),
    );
    expect((await login("198.51.100.1", member.email!, TEST_PASSWORD)).status).toBe(200);
    await LoginAttempt.bulkCreate([{ email: "old@example.org", ip: "198.51.100.2", createdAt: longAgo }]);
    expect(await sweepOldLoginAttempts(LOGIN_RATE_LIMIT.windowMs)).toBe(1);
  });
});

/** The `Cookie` header of the known-device cookie (and its signature) a successful sign-in set. */
const deviceCookieOf = (response: { headers: Record<string, unknown> }) => {
  const lines = (response.headers["set-cookie"] as string[] | undefined) ?? [];
  const cookie = lines
    .filter((line) => line.startsWith("ks.device"))
    .map((line) => line.split(";")[0])
    .join("; ");
  expect(cookie).toMatch(/ks\.device=[^;]+; ks\.device\.sig=/);
  return cookie;
};

const loginFrom = (ip: string, cookie: string, email: string, password: string, limits?: LoginThrottleConfig) =>
  client(limits).post("/api/auth/email").set("X-Forwarded-For", ip).set("Cookie", cookie).send({ email, password });

describe("known devices (a browser where the member signed in before)", () => {
  it("let their member in after 50 wrong guesses by someone else, even from the guesser's address", async () => {
    const member = await createUser();
    const ownIp = freshIp();
    const device = deviceCookieOf(await login(ownIp, member.email!, TEST_PASSWORD));
    const attackerIp = freshIp();
    await failTimes(
      5,
      () => attackerIp,
      () => member.email!,
    );
    await failTimes(LOGIN_RATE_LIMIT.maxFailuresPerEmail - 5, freshIp, () => member.email!);
    // A browser nobody knows is refused, the right password too ...
    expect((await login(freshIp(), member.email!, TEST_PASSWORD)).status).toBe(429);
    // ... but the member's own browser gets in, from home or from the attacker's address.
    expect((await loginFrom(ownIp, device, member.email!, TEST_PASSWORD)).status).toBe(200);
    await failTimes(LOGIN_RATE_LIMIT.maxFailuresPerEmail, freshIp, () => member.email!);
    expect((await loginFrom(attackerIp, device, member.email!, TEST_PASSWORD)).status).toBe(200);
  });

  it("count only for the email they were issued for, and not when altered", async () => {
    const member = await createUser();
    const other = await createUser();
    const otherDevice = deviceCookieOf(await login(freshIp(), other.email!, TEST_PASSWORD, SMALL));
    const ownDevice = deviceCookieOf(await login(freshIp(), member.email!, TEST_PASSWORD, SMALL));
    await failTimes(SMALL.maxFailuresPerEmail, freshIp, () => member.email!, SMALL);
    expect((await loginFrom(freshIp(), otherDevice, member.email!, TEST_PASSWORD, SMALL)).status).toBe(429);
    const forged = ownDevice.replace(/ks\.device=([^;.]+)/, "ks.device=forged$1");
    expect((await loginFrom(freshIp(), forged, member.email!, TEST_PASSWORD, SMALL)).status).toBe(429);
    expect((await loginFrom(freshIp(), ownDevice, member.email!, TEST_PASSWORD, SMALL)).status).toBe(200);
  });

  it("are locked out by their own wrong guesses, like an address", async () => {
    const member = await createUser();
    const device = deviceCookieOf(await login(freshIp(), member.email!, TEST_PASSWORD, SMALL));
    for (let attempt = 0; attempt < SMALL.maxFailuresPerEmailAndIp; attempt++) {
      expect((await loginFrom(freshIp(), device, member.email!, "wrong-password", SMALL)).status).toBe(401);
    }
    expect((await loginFrom(freshIp(), device, member.email!, TEST_PASSWORD, SMALL)).status).toBe(429);
  });
});

describe("other password checks", () => {
  it("a password reset forgives the email's failures", async () => {
    const member = await createUser();
    await failTimes(SMALL.maxFailuresPerEmail, freshIp, () => member.email!, SMALL);
    expect((await login(freshIp(), member.email!, TEST_PASSWORD, SMALL)).status).toBe(429);
    const token = await createResetToken(member);
    const reset = await client(SMALL).post("/api/auth/password-reset/confirm").send({ token, password: TEST_PASSWORD });
    expect(reset.status).toBe(204);
    expect((await login(freshIp(), member.email!, TEST_PASSWORD, SMALL)).status).toBe(200);
  });

  it("count the account-deletion password check as a sign-in attempt", async () => {
    const member = await createUser();
    const agent = supertest.agent(createTestApp(db.sequelize, { trustProxy: 1, loginThrottle: SMALL }).callback());
    const ip = freshIp();
    expect(
      (
        await agent
          .post("/api/auth/email")
          .set("X-Forwarded-For", ip)
          .send({ email: member.email, password: TEST_PASSWORD })
      ).status,
    ).toBe(200);
    // A fresh session without the device cookie, as a thief of the session cookie alone would be.
    const sessionOnly = (await agent.jar.getCookies({ path: "/", domain: "127.0.0.1", secure: false, script: false }))
      .filter((cookie) => cookie.name.startsWith("ks.sid"))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join("; ");
    const tries = [];
    for (let attempt = 0; attempt <= SMALL.maxFailuresPerEmailAndIp; attempt++) {
      tries.push(
        (
          await client(SMALL)
            .delete("/api/auth/user")
            .set("X-Forwarded-For", ip)
            .set("Cookie", sessionOnly)
            .send({ password: `wrong-${attempt}` })
        ).status,
      );
    }
    expect(tries.slice(0, SMALL.maxFailuresPerEmailAndIp)).toEqual(Array(SMALL.maxFailuresPerEmailAndIp).fill(403));
    expect(tries.at(-1)).toBe(429);
    expect(await LoginAttempt.count({ where: { email: member.email! } })).toBe(SMALL.maxFailuresPerEmailAndIp);
  });
});
