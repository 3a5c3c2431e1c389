import supertest from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { LoginAttempt } from "../db/models";
import { createTestApp, defaultRateLimits } from "../test/app";
import { useTestDatabase } from "../test/database";
import { uniqueEmail } from "../test/factories";
import { clientAddressOf } from "./clientAddress";

const db = useTestDatabase();

describe("clientAddressOf", () => {
  it("takes the entry as many hops from the right as there are proxies, never one the client wrote", () => {
    expect(clientAddressOf("203.0.113.7", 1, "10.0.0.2")).toBe("203.0.113.7");
    expect(clientAddressOf("6.6.6.6, 203.0.113.7", 1, "10.0.0.2")).toBe("203.0.113.7");
    expect(clientAddressOf("1.1.1.1,2.2.2.2 , 203.0.113.7", 1, "10.0.0.2")).toBe("203.0.113.7");
    expect(clientAddressOf("6.6.6.6, 203.0.113.7, 10.0.0.9", 2, "10.0.0.2")).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For without proxies, and falls back to the socket without the header", () => {
    expect(clientAddressOf("6.6.6.6", 0, "198.51.100.9")).toBe("198.51.100.9");
    expect(clientAddressOf("", 1, "198.51.100.9")).toBe("198.51.100.9");
    expect(clientAddressOf(" , ", 1, "198.51.100.9")).toBe("198.51.100.9");
  });

  it("gives the rightmost entry, which a proxy wrote, when the list is shorter than the hops", () => {
    expect(clientAddressOf("203.0.113.7", 2, "10.0.0.2")).toBe("203.0.113.7");
  });
});

/** An app behind `hops` proxies with small budgets for each per-IP limit. */
const behindProxies = (hops: number, max = 2) =>
  createTestApp(db.sequelize, {
    trustProxy: hops,
    loginThrottle: { maxFailuresPerEmailAndIp: 100, maxFailuresPerIp: max, maxFailuresPerEmail: 100, windowMs: 60_000 },
    rateLimits: {
      ...defaultRateLimits(),
      registration: { max, windowMs: 60_000 },
      passwordReset: { max, windowMs: 60_000 },
      search: { max, windowMs: 60_000 },
    },
  });

let forgedCounter = 0;
/** A new made-up address each call: what an attacker puts leftmost to look like someone new. */
const forged = () => `192.0.2.${++forgedCounter % 250}`;
let realCounter = 0;
/** The client's real address as the proxy appends it, new per test (the counters outlive each app). */
const realClient = () => `198.51.100.${++realCounter}`;

/** The per-IP calls a visitor can repeat, each with a body that is new every time. */
const LIMITED_CALLS = {
  "sign-in failures": {
    send: (request: supertest.Agent) =>
      request.post("/api/auth/email").send({ email: uniqueEmail("guess"), password: "wrong-password" }),
    allowed: 401,
  },
  registration: {
    send: (request: supertest.Agent) =>
      request.post("/api/auth/register").send({ email: uniqueEmail("bulk"), password: "secret-enough" }),
    allowed: 201,
  },
  "password reset": {
    send: (request: supertest.Agent) => request.post("/api/auth/password-reset").send({ email: uniqueEmail("reset") }),
    allowed: 202,
  },
  "visitor search": {
    send: (request: supertest.Agent) => request.get(`/api/search?q=garden${++forgedCounter}`),
    allowed: 200,
  },
} as const;

beforeEach(async () => {
  await LoginAttempt.destroy({ where: {} });
});

describe.each(Object.entries(LIMITED_CALLS))("%s behind a proxy", (_, { send, allowed }) => {
  it("counts the real client however its forged leftmost X-Forwarded-For entry changes", async () => {
    const app = behindProxies(1);
    const client = realClient();
    const from = () => send(supertest.agent(app.callback()).set("X-Forwarded-For", `${forged()}, ${client}`));
    expect((await from()).status).toBe(allowed);
    expect((await from()).status).toBe(allowed);
    const limited = await from();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another real client behind the same proxy still gets through.
    const neighbour = await send(
      supertest.agent(app.callback()).set("X-Forwarded-For", `${forged()}, ${realClient()}`),
    );
    expect(neighbour.status).toBe(allowed);
  });

  it("behind two proxies, counts the address the outer one saw", async () => {
    const app = behindProxies(2);
    const client = realClient();
    const from = () =>
      send(
        supertest
          .agent(app.callback())
          .set("X-Forwarded-For", `${forged()}, ${client}, 10.0.0.${++forgedCounter % 250}`),
      );
    expect((await from()).status).toBe(allowed);
    expect((await from()).status).toBe(allowed);
    expect((await from()).status).toBe(429);
  });

  it("ignores X-Forwarded-For entirely when no proxy is trusted", async () => {
    const app = behindProxies(0);
    // Every request comes from supertest's loopback socket: new entries buy nothing.
    const from = () => send(supertest.agent(app.callback()).set("X-Forwarded-For", realClient()));
    expect((await from()).status).toBe(allowed);
    expect((await from()).status).toBe(allowed);
    expect((await from()).status).toBe(429);
  });
});
