import { deleteAccountInput, userExport } from "../schemas/yourData";
import { defineRoute, noContent } from "./route";

const tag = "Auth";

/** The member's own data: a copy to take away, and deleting the account. */
export const YOUR_DATA_ROUTES = {
  exportData: defineRoute({
    method: "get",
    path: "/api/auth/user/export",
    access: "member",
    status: 200,
    response: { description: "A JSON file (Content-Disposition: attachment)", schema: userExport },
    tag,
    summary: "Download everything about the signed-in member",
    description:
      "Profile, notification preferences, listings, matches, messages they sent, notifications, favorites, " +
      "feedback, reports they filed and blocks. Never a password hash.",
  }),
  deleteAccount: defineRoute({
    method: "delete",
    path: "/api/auth/user",
    access: "member",
    body: deleteAccountInput,
    status: 204,
    response: noContent,
    tag,
    summary: "Delete the signed-in member's account",
    description:
      "Confirmed with the password. Listings go (their matches close), messages stay for the other party as " +
      "from a former member, every session ends and the email may register again.",
    errors: [403],
  }),
};
