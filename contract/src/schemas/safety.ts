import { z } from "zod";
import { FIELD_MAX } from "../constants";
import { isoDate, optionalText, pageQuery, uuid } from "./common";
import { userSummary } from "./user";

/** `PUT` / `DELETE /api/blocks/{userId}`. */
export const blockParams = z.object({ userId: uuid });

/** One entry of `GET /api/blocks`: who, and since when. */
export const blockedMember = z.object({ user: userSummary, blockedAt: isoDate });
export type BlockedMember = z.infer<typeof blockedMember>;

export const REPORT_TARGET_TYPES = ["user", "message", "space-request", "space-offer", "reference"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ["spam", "harassment", "discrimination", "misrepresentation", "safety", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ["open", "reviewing", "actioned", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** open → reviewing → actioned or dismissed; a decided report stays decided. */
export const REPORT_TRANSITIONS: Record<ReportStatus, readonly ReportStatus[]> = {
  open: ["reviewing"],
  reviewing: ["actioned", "dismissed"],
  actioned: [],
  dismissed: [],
};

/** `POST /api/reports`. */
export const reportInput = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: uuid,
  reason: z.enum(REPORT_REASONS),
  details: optionalText(FIELD_MAX.description),
});
export type ReportInput = z.input<typeof reportInput>;

/**
 * What was reported, copied at report time so a later edit or deletion changes nothing: a member's
 * profile, a listing as it was, or a message with its neighbours in the conversation.
 */
export const reportSnapshot = z.object({
  title: z.string(),
  /** The owner or author of what was reported. */
  subjectUserId: uuid.nullable(),
  lines: z.array(z.object({ label: z.string(), text: z.string(), reported: z.boolean() })),
});
export type ReportSnapshot = z.infer<typeof reportSnapshot>;

/** A member's own report, as `GET /api/reports/mine` lists it. */
export const report = z.object({
  id: uuid,
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: uuid,
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  title: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Report = z.infer<typeof report>;

/** A report as the admin dashboard shows it: with the content in context and the reporter. */
export const adminReport = report.extend({
  snapshot: reportSnapshot,
  note: z.string().nullable(),
  reporter: userSummary.nullable(),
});
export type AdminReport = z.infer<typeof adminReport>;

/** `GET /api/admin/reports`: a page, optionally of one status only. */
export const adminReportsQuery = pageQuery.extend({ status: z.enum(REPORT_STATUSES).optional() });
export type AdminReportsQuery = z.infer<typeof adminReportsQuery>;

/** `PATCH /api/admin/reports/{id}`. */
export const reportStatusInput = z.object({
  status: z.enum(REPORT_STATUSES),
  note: optionalText(FIELD_MAX.description),
});
export type ReportStatusInput = z.input<typeof reportStatusInput>;
