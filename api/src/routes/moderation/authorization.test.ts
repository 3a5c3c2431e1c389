import { beforeAll } from "vitest";
import { describeMatrix, type MatrixRoute, useMatrixMembers } from "../../test/authorizationMatrix";
import { acceptedMatch } from "../../test/bookings";
import { createMessage, createSpaceOffer, createUser } from "../../test/factories";
import { useTestApp } from "../../test/routeTest";

const testApp = useTestApp();
const members = useMatrixMembers(testApp);

/** Suspensions end their target's sessions: they act on a member of their own (a second one replaces the first). */
let suspensionTarget = "";
/** Lifting needs a suspension in force: one member per caller who may lift (moderator, admin). */
const liftTargets: string[] = [];
beforeAll(async () => {
  suspensionTarget = (await createUser()).id;
  for (const _ of [0, 1]) liftTargets.push((await createUser({ suspendedAt: new Date() })).id);
});

/** Each removal takes away one thing: a fresh offer of the owner for every call. */
const freshOffer = async () => (await createSpaceOffer({ user: members.owner.user })).id;

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
    name: "DELETE /api/admin/users/:id/suspension",
    // Refused callers never reach the member; the two allowed ones lift one suspension each.
    call: (c) =>
      c
        .delete(`/api/admin/users/${liftTargets.at(-1)}/suspension`)
        .send({ reason: "Matrix" })
        .then((response) => {
          if (response.status === 200) liftTargets.pop();
          return response;
        }),
    expected: { visitor: 401, other: 403, owner: 403, moderator: 200, admin: 200 },
  },
  {
    name: "POST /api/admin/removals",
    call: async (c) =>
      c.post("/api/admin/removals").send({ targetType: "space-offer", targetId: await freshOffer(), reason: "Matrix" }),
    expected: { visitor: 401, other: 403, owner: 403, moderator: 201, admin: 201 },
  },
  {
    name: "POST /api/admin/removals (a moderator's own message)",
    call: async (c) => {
      const { seeker, match } = await acceptedMatch(() => testApp.app());
      await seeker.user.update({ role: "moderator", roleSource: "operator" });
      const message = await createMessage(match, seeker.user);
      return c.post("/api/admin/removals").send({ targetType: "message", targetId: message.id, reason: "Matrix" });
    },
    // Staff's content is for admins only.
    expected: { visitor: 401, other: 403, owner: 403, moderator: 403, admin: 201 },
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
