import { z } from "zod";
import { isoDate } from "./common";
import { notificationPreferences } from "./emailPreferences";
import { text } from "./storableText";
import { currentUser } from "./user";

/** `DELETE /api/auth/user`: the member's password confirms the deletion. */
export const deleteAccountInput = z.object({ password: text().min(1).max(200) });
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;

/** `POST /api/auth/user/deletion/confirm`: the token from the mailed link (an account without a password). */
export const confirmAccountDeletionInput = z.object({ token: text().min(1).max(200) });
export type ConfirmAccountDeletionInput = z.input<typeof confirmAccountDeletionInput>;

/** One exported row: every column the member may see about it, as JSON. */
const rows = z.array(z.record(z.string(), z.unknown()));

/** `GET /api/auth/user/export`: everything about the member, as a downloadable JSON file. */
export const userExport = z.object({
  exportedAt: isoDate,
  profile: currentUser,
  notificationPreferences,
  spaceRequests: rows,
  spaceOffers: rows,
  matches: rows,
  messagesSent: rows,
  notifications: rows,
  favorites: rows,
  feedback: rows,
  reports: rows,
  blocks: rows,
  /** The bookings of the member's matches, with their dates. */
  bookings: rows,
  /**
   * Warnings, suspensions and removals concerning the member: what, why, when (a suspension's end
   * as `until`); who acted only as "A moderator".
   */
  moderation: rows,
  /** The references the member wrote (published or not). */
  referencesWritten: rows,
  /** The published references about the member. */
  referencesReceived: rows,
});
export type UserExport = z.infer<typeof userExport>;
