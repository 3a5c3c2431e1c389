import type supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "../db/models";
import { type Agent, signedInAgent } from "./agent";
import { createAdmin } from "./factories";
import type { useTestApp } from "./routeTest";

export type Role = "visitor" | "other" | "owner" | "admin";
export const ROLES: Role[] = ["visitor", "other", "owner", "admin"];

export type Client = ReturnType<ReturnType<typeof useTestApp>["visitor"]> | Agent;

export interface MatrixRoute {
  name: string;
  /** A request, or a promise of its answer when the call needs a step before it (fetching an address). */
  call: (client: Client) => supertest.Test | Promise<supertest.Response>;
  expected: Record<Role, number>;
}

export interface MatrixMembers {
  owner: { agent: Agent; user: User };
  other: { agent: Agent; user: User };
  admin: { agent: Agent; user: User };
}

/**
 * The members of an authorization matrix, signed in before the file's tests: the owner of what
 * the routes act on, another member and an admin. Read the fields inside tests.
 */
export const useMatrixMembers = (testApp: ReturnType<typeof useTestApp>): MatrixMembers => {
  const members = {} as MatrixMembers;
  beforeAll(async () => {
    members.owner = await signedInAgent(testApp.app());
    members.other = await signedInAgent(testApp.app());
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
      it.each(ROLES)(`${route.name} as %s`, async (role) => {
        const response = await route.call(as(role));
        expect(response.status, JSON.stringify(response.body)).toBe(route.expected[role]);
      });
    }
  });
};
