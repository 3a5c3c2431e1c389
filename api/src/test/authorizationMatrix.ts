import type supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "../db/models";
import { type Agent, signedInAgent } from "./agent";
import { createAdmin, createUser } from "./factories";
import type { useTestApp } from "./routeTest";

export type Role = "visitor" | "other" | "owner" | "moderator" | "admin";
export const ROLES: Role[] = ["visitor", "other", "owner", "moderator", "admin"];

export type Client = ReturnType<ReturnType<typeof useTestApp>["visitor"]> | Agent;

export interface MatrixRoute {
  name: string;
  /** A request, or a promise of its answer when the call needs a step before it (fetching an address). */
  call: (client: Client) => supertest.Test | Promise<supertest.Response>;
  /** The moderator column is checked where a matrix gives it (the routes moderators reach, 11.4). */
  expected: Record<Exclude<Role, "moderator">, number> & { moderator?: number };
}

export interface MatrixMembers {
  owner: { agent: Agent; user: User };
  other: { agent: Agent; user: User };
  moderator: { agent: Agent; user: User };
  admin: { agent: Agent; user: User };
}

/**
 * The members of an authorization matrix, signed in before the file's tests: the owner of what
 * the routes act on, another member, a moderator and an admin. Read the fields inside tests.
 */
export const useMatrixMembers = (testApp: ReturnType<typeof useTestApp>): MatrixMembers => {
  const members = {} as MatrixMembers;
  beforeAll(async () => {
    members.owner = await signedInAgent(testApp.app());
    members.other = await signedInAgent(testApp.app());
    members.moderator = await signedInAgent(
      testApp.app(),
      await createUser({ role: "moderator", roleSource: "operator" }),
    );
    members.admin = await signedInAgent(testApp.app(), await createAdmin());
  });
  return members;
};

/** One test per route and role, in order, each expecting its status. */
export const describeMatrix = (
  testApp: ReturnType<typeof useTestApp>,
  members: MatrixMembers,
  routes: readonly MatrixRoute[],
): void => {
  const as = (role: Role): Client => (role === "visitor" ? testApp.visitor() : members[role].agent);
  describe("authorization matrix", () => {
    for (const route of routes) {
      const roles = ROLES.filter((role) => route.expected[role as keyof MatrixRoute["expected"]] !== undefined);
      it.each(roles)(`${route.name} as %s`, async (role) => {
        const response = await route.call(as(role));
        expect(response.status, JSON.stringify(response.body)).toBe(
          route.expected[role as keyof MatrixRoute["expected"]],
        );
      });
    }
  });
};
