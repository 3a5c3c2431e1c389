import { z } from "zod";
import { notificationPreferences, notificationPreferencesInput, unsubscribeQuery } from "../schemas/emailPreferences";
import { defineRoute } from "./route";

const tag = "Email";

const page = (description: string) => ({ description, schema: z.string(), contentType: "text/html" });
/** A person followed the link: they get a page to read, not the API's JSON error. */
const invalidLink = page("The link is not valid (a page saying so, not the JSON error body)");

/** Which notifications a member gets by email, and the one-click way out that every email carries. */
export const EMAIL_ROUTES = {
  preferences: defineRoute({
    method: "get",
    path: "/api/notification-preferences",
    access: "member",
    status: 200,
    response: { description: "One email frequency per notification type", schema: notificationPreferences },
    tag,
    summary: "The signed-in member's email preferences",
    description:
      "Defaults (never saved): new_match instant, new_message instant, match_update daily, the booking types instant.",
  }),
  savePreferences: defineRoute({
    method: "put",
    path: "/api/notification-preferences",
    access: "member",
    body: notificationPreferencesInput,
    status: 200,
    response: { description: "The saved preferences", schema: notificationPreferences },
    tag,
    summary: "Save the signed-in member's email preferences",
    description: "In-app notifications always happen; these only choose the emails.",
  }),
  unsubscribePage: defineRoute({
    method: "get",
    path: "/api/unsubscribe",
    access: "visitor",
    query: unsubscribeQuery,
    lenient: true,
    status: 200,
    response: page("A page asking to confirm; nothing changes until it is posted"),
    tag,
    summary: "The unsubscribe page of an email's link",
    description: "A link scanner opening the link changes nothing. An invalid token answers 404 with a page saying so.",
    otherResponses: { 404: invalidLink },
  }),
  unsubscribe: defineRoute({
    method: "post",
    path: "/api/unsubscribe",
    access: "visitor",
    query: unsubscribeQuery,
    lenient: true,
    status: 200,
    response: page("A page confirming that those emails stop"),
    tag,
    summary: "One-click unsubscribe (RFC 8058)",
    description:
      "No sign-in: the signed token names the member and the email type. Mail clients post " +
      "`List-Unsubscribe=One-Click` from any Origin; the page's button posts the same. An invalid token answers 404 with a page saying so.",
    otherResponses: { 404: invalidLink },
  }),
};
