import type { Feedback as FeedbackShape } from "@kindred/contract";
import type { Feedback } from "../db/models";

/** Feedback as admins (and the sender's confirmation) see it; the admin list names the sender. */
export const presentFeedback = (feedback: Feedback): FeedbackShape => ({
  id: feedback.id,
  userId: feedback.userId ?? null,
  type: feedback.type,
  message: feedback.message,
  priority: feedback.priority,
  page: feedback.page,
  userAgent: feedback.userAgent ?? null,
  screenshotUrl: feedback.screenshotObjectId ? `/objects/${feedback.screenshotObjectId}` : null,
  // Where the sender was read with it (the admin list): their name, null for a visitor.
  ...(feedback.user !== undefined
    ? { senderName: feedback.user ? [feedback.user.firstName, feedback.user.lastName].filter(Boolean).join(" ") : null }
    : {}),
  status: feedback.status,
  createdAt: feedback.createdAt.toISOString(),
  updatedAt: feedback.updatedAt.toISOString(),
});
