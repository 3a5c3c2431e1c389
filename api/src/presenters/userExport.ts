import type { UserExport } from "@kindred/contract";
import type { UserData } from "../services/account/userData";
import { presentNotification } from "./notification";
import { presentCurrentUser } from "./user";

/** The export file: the profile as the member sees it, notifications worded, the rest as collected. */
export const presentUserExport = (data: UserData, exportedAt: Date): UserExport => ({
  exportedAt: exportedAt.toISOString(),
  profile: presentCurrentUser(data.user),
  notificationPreferences: data.notificationPreferences,
  spaceRequests: data.spaceRequests,
  spaceOffers: data.spaceOffers,
  matches: data.matches,
  messagesSent: data.messagesSent,
  notifications: data.notifications.map(presentNotification),
  favorites: data.favorites,
  feedback: data.feedback,
  reports: data.reports,
  blocks: data.blocks,
  bookings: data.bookings,
  moderation: data.moderation,
  referencesWritten: data.referencesWritten,
  referencesReceived: data.referencesReceived,
});
