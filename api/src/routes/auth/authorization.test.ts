import { describeMatrix, type MatrixRoute, useMatrixMembers } from "../../test/authorizationMatrix";
import { useTestApp } from "../../test/routeTest";

const testApp = useTestApp();
const members = useMatrixMembers(testApp);

/**
 * The email-confirmation routes × {visitor, another member, the owner, admin}. Confirming needs no
 * sign-in (the mailed token is the authority, and a made-up one is a 410 for everyone); resending
 * acts on the signed-in member only, who is confirmed here, so nothing is mailed.
 */
const routes: MatrixRoute[] = [
  {
    name: "POST /api/auth/verify-email",
    call: (c) => c.post("/api/auth/verify-email").send({ token: "made-up-token" }),
    expected: { visitor: 410, other: 410, owner: 410, admin: 410 },
  },
  {
    name: "POST /api/auth/verify-email/resend",
    call: (c) => c.post("/api/auth/verify-email/resend"),
    expected: { visitor: 401, other: 202, owner: 202, admin: 202 },
  },
];

describeMatrix(testApp, members, routes);
