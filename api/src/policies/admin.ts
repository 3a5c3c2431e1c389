import type { Feedback, User } from "../db/models";
import type { Policy } from "./policy";

export const isAdmin = (actor: User | undefined): actor is User => actor?.role === "admin";

/** Moderators and admins: they see reports and the audit log, and act on members. */
export const isStaff = (actor: User | undefined): actor is User =>
  actor?.role === "moderator" || actor?.role === "admin";

/** Feedback is read and triaged by admins only (its sender gets just the confirmation). */
export const feedbackPolicy = {
  read: (actor) => isAdmin(actor),
  updateStatus: (actor) => isAdmin(actor),
} satisfies Policy<Feedback>;
