import { confirmAccountDeletionInput, deleteAccountInput, userExport } from "../schemas/yourData";
import { defineRoute, noContent, ok } from "./route";

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
      "from a former member, every session ends and the email may register again. An account without a " +
      "password is answered 403 and confirms by email instead (`/api/auth/user/deletion`).",
    errors: [403],
  }),
  requestDeletionByEmail: defineRoute({
    method: "post",
    path: "/api/auth/user/deletion",
    access: "member",
    status: 202,
    response: ok,
    tag,
    summary: "Email a link that deletes the account (accounts without a password)",
    description:
      "For a member who signs in only with Google or Facebook: queues a mail to their account email with a " +
      "single-use link, valid one hour, to `/delete-account?token=…`. 409 when the account has a password " +
      "(that confirms instead). Rate limited per member.",
    errors: [409, 429],
  }),
  confirmDeletionByEmail: defineRoute({
    method: "post",
    path: "/api/auth/user/deletion/confirm",
    access: "visitor",
    body: confirmAccountDeletionInput,
    status: 204,
    response: noContent,
    tag,
    summary: "Delete the account a mailed deletion link names",
    description:
      "No sign-in: the token from the mail is the authority (stored hashed, single use, one hour). Deletes the " +
      "account as `DELETE /api/auth/user` does. 410 for an unknown, used or expired token.",
    errors: [410, 429],
  }),
};
