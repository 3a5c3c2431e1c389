import { randomUUID } from "node:crypto";
import { beforeAll } from "vitest";
import { DELETION_TOKEN_LIFETIME_MS } from "../../services/account/deletionByEmail";
import { issueMailedToken } from "../../services/auth/mailedTokens";
import { unsubscribeToken } from "../../services/email/unsubscribeTokens";
import { TEST_SESSION_SECRET } from "../../test/app";
import { describeMatrix, type MatrixRoute, ROLES, useMatrixMembers } from "../../test/authorizationMatrix";
import { createUser, TEST_PASSWORD } from "../../test/factories";
import { useTestApp } from "../../test/routeTest";

const testApp = useTestApp();
const members = useMatrixMembers(testApp);

/** One mailed deletion link per role, each of its own member without a password. */
const deletionTokens: string[] = [];
beforeAll(async () => {
  for (const _ of ROLES) {
    const socialOnly = await createUser({ passwordHash: null, googleId: `google-${randomUUID()}` });
    deletionTokens.push(await issueMailedToken("account_deletion_tokens", socialOnly.id, DELETION_TOKEN_LIFETIME_MS));
  }
});

const ownersLink = () =>
  `/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken([TEST_SESSION_SECRET], members.owner.user.id, "new_match"))}`;

/**
 * Every email and your-data route × {visitor, another member, the owner, admin}. Preferences,
 * the export and deletion act on the signed-in member only (no id in the path), so every member
 * answers alike and admins get no reach into other accounts. The unsubscribe link needs no
 * sign-in: its signed token is the authority, whoever opens it, and so is a mailed deletion
 * link's (the matrix members have passwords, so they may not ask for one: 409). Deleting comes
 * last, as it ends each caller's account.
 */
const routes: MatrixRoute[] = [
  {
    name: "GET /api/notification-preferences",
    call: (c) => c.get("/api/notification-preferences"),
    expected: { visitor: 401, other: 200, owner: 200, admin: 200 },
  },
  {
    name: "PUT /api/notification-preferences",
    call: (c) =>
      c.put("/api/notification-preferences").send({ new_match: "daily", new_message: "off", match_update: "off" }),
    expected: { visitor: 401, other: 200, owner: 200, admin: 200 },
  },
  {
    name: "GET /api/unsubscribe",
    call: (c) => c.get(ownersLink()),
    expected: { visitor: 200, other: 200, owner: 200, admin: 200 },
  },
  {
    name: "POST /api/unsubscribe",
    call: (c) => c.post(ownersLink()),
    expected: { visitor: 200, other: 200, owner: 200, admin: 200 },
  },
  {
    name: "GET /api/auth/user/export",
    call: (c) => c.get("/api/auth/user/export"),
    expected: { visitor: 401, other: 200, owner: 200, admin: 200 },
  },
  {
    name: "POST /api/auth/user/deletion",
    call: (c) => c.post("/api/auth/user/deletion"),
    expected: { visitor: 401, other: 409, owner: 409, moderator: 409, admin: 409 },
  },
  {
    name: "POST /api/auth/user/deletion/confirm",
    call: (c) => c.post("/api/auth/user/deletion/confirm").send({ token: deletionTokens.shift() }),
    expected: { visitor: 204, other: 204, owner: 204, moderator: 204, admin: 204 },
  },
  {
    name: "DELETE /api/auth/user",
    call: (c) => c.delete("/api/auth/user").send({ password: TEST_PASSWORD }),
    expected: { visitor: 401, other: 204, owner: 204, admin: 204 },
  },
];

describeMatrix(testApp, members, routes);
