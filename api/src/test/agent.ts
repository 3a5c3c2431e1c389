import type Koa from "koa";
import supertest from "supertest";
import { expect } from "vitest";
import type { User } from "../db/models";
import { createUser, TEST_PASSWORD } from "./factories";

export type Agent = ReturnType<typeof supertest.agent>;

// biome-ignore lint/suspicious/noExplicitAny: any Koa app, whatever its state type
type AnyApp = Koa<any, any>;

/** A cookie-keeping client of the app (no network port). */
export const agentFor = (app: AnyApp): Agent => supertest.agent(app.callback());

/** Signs `user` (a fresh member by default) in through the real login route. */
export const signedInAgent = async (app: AnyApp, user?: User): Promise<{ agent: Agent; user: User }> => {
  const member = user ?? (await createUser());
  const agent = agentFor(app);
  const response = await agent.post("/api/auth/email").send({ email: member.email, password: TEST_PASSWORD });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { agent, user: member };
};

/** The `Cookie` header a browser would send back after `response` (name=value pairs only). */
export const cookiesFrom = (response: { headers: Record<string, unknown> }): string => {
  const setCookie = response.headers["set-cookie"];
  const lines = Array.isArray(setCookie) ? setCookie : typeof setCookie === "string" ? [setCookie] : [];
  return lines.map((line: string) => line.split(";")[0]).join("; ");
};
