import { z } from "zod";
import { FIELD_MAX } from "../constants";
import { isoDate, pageQuery, requiredText, uuid } from "./common";
import { text } from "./storableText";
import { ROLES } from "./user";

/** How long a suspension lasts: 1, 7 or 30 days, or until a moderator lifts it (null). */
export const SUSPENSION_DAYS = [1, 7, 30] as const;

/** Every moderation action needs a reason the member is told. */
export const moderationReason = requiredText(FIELD_MAX.description);

/** `PUT /api/admin/users/{id}/role`: an admin gives or takes a role (the reason may be empty). */
export const roleChangeInput = z.object({
  role: z.enum(ROLES),
  reason: text().trim().max(FIELD_MAX.description).optional(),
});
export type RoleChangeInput = z.input<typeof roleChangeInput>;

/** Acting from the Reports tab names the report: it is decided (`actioned`) in the same step. */
const fromReport = { reportId: uuid.optional() };

/** `POST /api/admin/users/{id}/warnings`. */
export const warningInput = z.object({ reason: moderationReason, ...fromReport });
export type WarningInput = z.input<typeof warningInput>;

/** `POST /api/admin/users/{id}/suspension`: `days` null suspends until lifted. */
export const suspensionInput = z.object({
  days: z.union([z.literal(1), z.literal(7), z.literal(30)]).nullable(),
  reason: moderationReason,
  ...fromReport,
});
export type SuspensionInput = z.input<typeof suspensionInput>;

/** `DELETE /api/admin/users/{id}/suspension`. */
export const liftSuspensionInput = z.object({ reason: moderationReason });
export type LiftSuspensionInput = z.input<typeof liftSuspensionInput>;

/**
 * What a moderator may remove (`POST /api/admin/removals`): each is one entry of the server's
 * removal registry (`services/moderation/removals.ts`). A profile photo is named by its member's id.
 */
export const REMOVAL_TARGET_TYPES = ["space-request", "space-offer", "message", "reference", "profile-photo"] as const;
export type RemovalTargetType = (typeof REMOVAL_TARGET_TYPES)[number];

/** `POST /api/admin/removals`: hide a listing, a message, a reference or a profile photo. */
export const removalInput = z.object({
  targetType: z.enum(REMOVAL_TARGET_TYPES),
  targetId: uuid,
  reason: moderationReason,
  ...fromReport,
});
export type RemovalInput = z.input<typeof removalInput>;

export const AUDIT_ACTIONS = ["role_change", "warning", "suspension", "suspension_lifted", "removal"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ["user", ...REMOVAL_TARGET_TYPES] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One entry of the append-only audit log: who did what to whom, why and when. */
export const auditEntry = z.object({
  id: uuid,
  actorId: uuid.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: uuid,
  /** The member the entry concerns: the target member, or the owner of removed content (null: a former member). */
  subjectId: uuid.nullable(),
  reason: z.string(),
  /** What the action set: the new role, or the suspension's end (null: until lifted). */
  detail: z.string().nullable(),
  createdAt: isoDate,
  /** The names of the actor and the subject as they are now (null once an account is gone, or for the operator). */
  actorName: z.string().nullable(),
  targetName: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** `GET /api/admin/audit`: paged, narrowed by actor, target (the member concerned, or the content's id) and time. */
export const auditQuery = pageQuery.extend({
  actor: uuid.optional(),
  target: uuid.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
