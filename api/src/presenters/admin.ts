import type { AdminMatch, AdminUser } from "@kindred/contract";
import type { User } from "../db/models";
import type { AdminMatchRow } from "../services/admin/adminQueries";
import { presentCurrentUser } from "./user";

/** A member on the admin dashboard: admins have a reason to see emails and roles. */
export const presentAdminUser = (user: User): AdminUser => presentCurrentUser(user);

export const presentAdminMatch = (row: AdminMatchRow): AdminMatch => ({
  id: row.id,
  createdAt: new Date(row.createdAt).toISOString(),
  status: row.status,
  score: Number(row.score),
  spaceRequestTitle: row.spaceRequestTitle,
  spaceOfferName: row.spaceOfferName,
});
