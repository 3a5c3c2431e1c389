import { z } from "zod";
import { isoDate, pageQuery, uuid } from "./common";
import { FEEDBACK_PRIORITIES, FEEDBACK_STATUSES, FEEDBACK_TYPES } from "./feedback";
import { MATCH_STATUSES } from "./match";
import { text } from "./storableText";
import { currentUser } from "./user";

/** `GET /api/admin/users`: paged, optionally narrowed by name or email. */
export const adminUsersQuery = pageQuery.extend({ q: text().trim().max(200).optional() });
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/**
 * A member as staff see them: the public profile plus role and suspension, and the email for
 * admins (null for moderators).
 */
export const adminUser = currentUser.extend({
  /** Until when a suspension holds (null: until lifted); absent when none does. */
  suspendedUntil: isoDate.nullable().optional(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** `GET /api/admin/feedback`: paged, optionally filtered. */
export const adminFeedbackQuery = pageQuery.extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  type: z.enum(FEEDBACK_TYPES).optional(),
  priority: z.enum(FEEDBACK_PRIORITIES).optional(),
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuery>;

/** `GET /api/admin/matches` items; either listing may be gone. */
export const adminMatch = z.object({
  id: uuid,
  createdAt: isoDate,
  status: z.enum(MATCH_STATUSES),
  score: z.number(),
  spaceRequestTitle: z.string().nullable(),
  spaceOfferName: z.string().nullable(),
});
export type AdminMatch = z.infer<typeof adminMatch>;

/** `GET /api/admin/stats/weekly`: the last 12 weeks (Monday starts, oldest first), for a small chart. */
export const ADMIN_WEEKLY_WEEKS = 12;
export const adminWeeklyStats = z.array(z.object({ weekStart: z.string(), signUps: z.number(), matches: z.number() }));
export type AdminWeeklyStats = z.infer<typeof adminWeeklyStats>;

/** 409 body when `PATCH /api/admin/feedback/{id}` asks for a move FEEDBACK_TRANSITIONS does not allow. */
export const feedbackMoveRefused = (from: string, to: string) =>
  `Feedback that is ${from.replace("_", " ")} cannot move to ${to.replace("_", " ")}`;

/** `GET /api/admin/stats`: the four tiles. */
export const adminStats = z.object({
  /** Reports nobody has looked at yet (status open). */
  openReports: z.number(),
  /** Feedback not yet triaged (status new). */
  newFeedback: z.number(),
  communityMembers: z.number(),
  totalMatches: z.number(),
  feedbackItems: z.number(),
  activeUsers: z.number(),
});
export type AdminStats = z.infer<typeof adminStats>;
