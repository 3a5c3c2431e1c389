import { z } from "zod";
import { FIELD_MAX, MAX_FEEDBACK_SCREENSHOT_BYTES } from "../constants";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { isoDate, uuid } from "./common";
import { text } from "./storableText";

export const FEEDBACK_TYPES = ["bug", "feature", "general", "praise", "complaint"] as const;
export const FEEDBACK_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export const FEEDBACK_STATUSES = ["new", "in_progress", "resolved", "closed"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Types for which the form asks for a priority. */
export const PRIORITIZED_FEEDBACK_TYPES: readonly FeedbackType[] = ["bug", "complaint"];

/** Base64 data URL of a PNG/JPEG/WebP screenshot, at most 5 MB decoded. */
const screenshotDataUrl = text()
  .max(Math.ceil((MAX_FEEDBACK_SCREENSHOT_BYTES * 4) / 3) + 64, "Screenshot is too large")
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, "Screenshot must be an image");

/** `POST /api/feedback` (open to visitors). `status` is server-set. */
export const feedbackInput = z.object({
  type: z.enum(FEEDBACK_TYPES).default("general"),
  message: text({ error: () => V.messageRequired })
    .trim()
    .min(1, { error: () => V.messageRequired })
    .max(FIELD_MAX.description, { error: () => V.tooLong(FIELD_MAX.description) }),
  priority: z.enum(FEEDBACK_PRIORITIES).default("medium"),
  page: text().trim().max(FIELD_MAX.url).default("/"),
  userAgent: text().max(1_000).nullish(),
  screenshot: screenshotDataUrl.nullish(),
});
export type FeedbackInput = z.input<typeof feedbackInput>;

export const feedback = z.object({
  id: uuid,
  userId: uuid.nullable(),
  type: z.enum(FEEDBACK_TYPES),
  message: z.string(),
  priority: z.enum(FEEDBACK_PRIORITIES),
  page: z.string(),
  userAgent: z.string().nullable(),
  screenshotUrl: z.string().nullable(),
  /** The admin list only: the member who sent it by name (null: a visitor, or an account since deleted). */
  senderName: z.string().nullable().optional(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Feedback = z.infer<typeof feedback>;

/** `PATCH /api/admin/feedback/{id}`. */
export const feedbackStatusInput = z.object({ status: z.enum(FEEDBACK_STATUSES) });

/** Allowed status moves: new → in_progress → resolved → closed, or back to in_progress. */
export const FEEDBACK_TRANSITIONS: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  new: ["in_progress"],
  in_progress: ["resolved"],
  resolved: ["closed", "in_progress"],
  closed: ["in_progress"],
};
