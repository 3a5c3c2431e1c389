import { z } from "zod";
import { idParam } from "../schemas/common";
import {
  auditEntry,
  auditQuery,
  liftSuspensionInput,
  removalInput,
  roleChangeInput,
  suspensionInput,
  warningInput,
} from "../schemas/moderation";
import { currentUser } from "../schemas/user";
import { defineRoute } from "./route";

const tag = "Moderation";

/**
 * Acting on members (11.4). Moderators and admins warn, suspend and lift, and read the audit log;
 * only admins change roles and export the log (`EXPORT_ROUTES.audit`). Every action lands in the append-only audit log.
 */
export const MODERATION_ROUTES = {
  changeRole: defineRoute({
    method: "put",
    path: "/api/admin/users/:id/role",
    access: "admin",
    params: idParam,
    body: roleChangeInput,
    status: 200,
    response: { description: "The member with the new role", schema: currentUser },
    tag,
    summary: "Give a member a role (member, moderator or admin)",
    description: "Recorded in the audit log; the member's open event streams end so the app reloads their role.",
    errors: [404, 409],
  }),
  warn: defineRoute({
    method: "post",
    path: "/api/admin/users/:id/warnings",
    access: "moderator",
    params: idParam,
    body: warningInput,
    status: 201,
    response: { description: "The audit log entry", schema: auditEntry },
    tag,
    summary: "Warn a member, with a reason they are told by mail",
    description:
      "With `reportId` (acting from the Reports tab) the report, which must be about this member and undecided, becomes `actioned` in the same step (409 otherwise).",
    errors: [404, 409],
  }),
  suspend: defineRoute({
    method: "post",
    path: "/api/admin/users/:id/suspension",
    access: "moderator",
    params: idParam,
    body: suspensionInput,
    status: 201,
    response: { description: "The audit log entry", schema: auditEntry },
    tag,
    summary: "Suspend a member for 1, 7 or 30 days, or until lifted (`days: null`)",
    description:
      "Every session of the member ends (with its event streams) and signing in answers 403 with the suspension's end until it passes or is lifted; their listings leave explore, search and matching meanwhile. The member is told by mail. A new suspension replaces one in force. With `reportId`, the report becomes `actioned` in the same step, as for a warning.",
    errors: [404, 409],
  }),
  liftSuspension: defineRoute({
    method: "delete",
    path: "/api/admin/users/:id/suspension",
    access: "moderator",
    params: idParam,
    body: liftSuspensionInput,
    status: 200,
    response: { description: "The audit log entry", schema: auditEntry },
    tag,
    summary: "Lift a member's suspension",
    description: "409 when the member is not suspended.",
    errors: [404, 409],
  }),
  remove: defineRoute({
    method: "post",
    path: "/api/admin/removals",
    access: "moderator",
    body: removalInput,
    status: 201,
    response: { description: "The audit log entry", schema: auditEntry },
    tag,
    summary: "Remove a listing, a message, a reference or a profile photo, with a reason its owner is told",
    description:
      "`targetId` names the listing, the message or the reference; for `profile-photo` it is the member's id. The content is hidden from everyone but its owner and shown as \"Removed by a moderator\" where a placeholder is needed; a removed listing's open matches close. 404 when there is nothing there (references: until they exist), 409 when it was removed already, 403 on an admin's or moderator's content for a moderator. With `reportId` the report about the content's owner becomes `actioned` in the same step.",
    errors: [403, 404, 409],
  }),
  audit: defineRoute({
    method: "get",
    path: "/api/admin/audit",
    access: "moderator",
    query: auditQuery,
    paged: true,
    status: 200,
    response: { description: "Entries newest first", schema: z.array(auditEntry) },
    tag,
    summary: "The audit log, narrowed by actor, target and time",
    description: "Append-only: no route changes or deletes an entry.",
  }),
};
