import type { Feedback as FeedbackShape } from "@kindred/contract";
import type { Feedback } from "../db/models";

/** Feedback as admins (and the sender's confirmation) see it. */
export const presentFeedback = (feedback: Feedback): FeedbackShape => ({
  id: feedback.id,
  userId: feedback.userId ?? null,
  type: feedback.type,
  message: feedback.message,
  priority: feedback.priority,
  page: feedback.page,
  userAgent: feedback.userAgent ?? null,
  screenshotUrl: feedback.screenshotObjectId ? `/objects/${feedback.screenshotObjectId}` : null,
  status: feedback.status,
  createdAt: feedback.createdAt.toISOString(),
  updatedAt: feedback.updatedAt.toISOString(),
});
