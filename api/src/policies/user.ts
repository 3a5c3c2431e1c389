import type { User } from "../db/models";
import { isAdmin, isStaff } from "./admin";
import type { Policy } from "./policy";

/** Who may do what with a member's account. */
export const userPolicy = {
  read: () => true,
  update: (actor, user) => actor?.id === user.id,
  readEmail: (actor, user) => actor?.id === user.id || isAdmin(actor),
  /**
   * Warn, suspend and lift: staff, never on their own account, and moderators only on members
   * (another moderator's or an admin's account is for admins).
   */
  moderate: (actor, user) =>
    isStaff(actor) && actor.id !== user.id && (user.role === "member" || actor.role === "admin"),
  /** Roles are given by admins, never to themselves (an admin cannot lock the last admin out by mistake). */
  changeRole: (actor, user) => isAdmin(actor) && actor.id !== user.id,
} satisfies Policy<User>;
