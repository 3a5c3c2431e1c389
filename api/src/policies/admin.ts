import type { Feedback, User } from "../db/models";
import type { Policy } from "./policy";

export const isAdmin = (actor: User | undefined): actor is User => actor?.role === "admin";

/** Feedback is read and triaged by admins only (its sender gets just the confirmation). */
export const feedbackPolicy = {
  read: (actor) => isAdmin(actor),
  updateStatus: (actor) => isAdmin(actor),
} satisfies Policy<Feedback>;
