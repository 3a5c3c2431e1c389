import type { User } from "../db/models";
import type { Policy } from "./policy";

/** Who may do what with a member's account. */
export const userPolicy = {
  read: () => true,
  update: (actor, user) => actor?.id === user.id,
  readEmail: (actor, user) => actor?.id === user.id || actor?.role === "admin",
} satisfies Policy<User>;
