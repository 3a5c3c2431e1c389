import type { AdminMatch, AdminUser } from "@kindred/contract";
import type { User } from "../db/models";
import { can } from "../policies";
import type { AdminMatchRow } from "../services/admin/adminQueries";
import { isSuspended } from "../services/moderation/suspension";
import { presentCurrentUser } from "./user";

/** A member as staff see them: the email only for those who may read it (admins), and any suspension in force. */
export const presentAdminUser = (user: User, viewer: User | undefined): AdminUser => ({
  ...presentCurrentUser(user),
  email: can(viewer, "readEmail", user) ? user.email : null,
  ...(isSuspended(user) ? { suspendedUntil: user.suspendedUntil?.toISOString() ?? null } : {}),
});

export const presentAdminMatch = (row: AdminMatchRow): AdminMatch => ({
  id: row.id,
  createdAt: new Date(row.createdAt).toISOString(),
  status: row.status,
  score: Number(row.score),
  spaceRequestTitle: row.spaceRequestTitle,
  spaceOfferName: row.spaceOfferName,
});
