import { beforeAll } from "vitest";
import { describeMatrix, type MatrixRoute, useMatrixMembers } from "../../test/authorizationMatrix";
import { createUser } from "../../test/factories";
import { useTestApp } from "../../test/routeTest";

const testApp = useTestApp();
const members = useMatrixMembers(testApp);

/** Suspensions end their target's sessions: they act on a member of their own (a second one replaces the first). */
let suspensionTarget = "";
beforeAll(async () => {
  suspensionTarget = (await createUser()).id;
});

/**
 * Every moderation route × {visitor, another member, the owner, a moderator, an admin}. Warnings,
 * suspensions and the audit log are for moderators and admins; roles and the audit CSV for admins
 * only. "Owner" is a member like "other" here: no member acts on anyone.
 */
const routes: MatrixRoute[] = [
  {
    name: "PUT /api/admin/users/:id/role",
    call: (c) => c.put(`/api/admin/users/${members.other.user.id}/role`).send({ role: "member" }),
    expected: { visitor: 401, other: 403, owner: 403, moderator: 403, admin: 200 },
  },
  {
    name: "POST /api/admin/users/:id/warnings",
    call: (c) => c.post(`/api/admin/users/${members.owner.user.id}/warnings`).send({ reason: "Matrix" }),
    expected: { visitor: 401, other: 403, owner: 403, moderator: 201, admin: 201 },
  },
  {
    name: "POST /api/admin/users/:id/suspension",
    call: (c) => c.post(`/api/admin/users/${suspensionTarget}/suspension`).send({ days: 1, reason: "Matrix" }),
    expected: { visitor: 401, other: 403, owner: 403, moderator: 201, admin: 201 },
  },
  {
    name: "GET /api/admin/audit",
    call: (c) => c.get("/api/admin/audit"),
    expected: { visitor: 401, other: 403, owner: 403, moderator: 200, admin: 200 },
  },
  {
    name: "GET /api/admin/export/audit.csv",
    call: (c) => c.get("/api/admin/export/audit.csv"),
    expected: { visitor: 401, other: 403, owner: 403, moderator: 403, admin: 200 },
  },
];

describeMatrix(testApp, members, routes);
