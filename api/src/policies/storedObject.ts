import type { StoredObject } from "../db/models";
import type { Policy } from "./policy";

/**
 * Who may read a stored image. Listing, profile and cover photos are public (they appear on
 * public pages); feedback screenshots may show anything on a member's screen, so admins only.
 */
export const storedObjectPolicy = {
  read: (actor, object) => object.kind !== "feedback_screenshot" || actor?.role === "admin",
  /** Put on a listing or a profile: the member's own photos only. */
  attach: (actor, object) => actor?.id === object.ownerId && object.kind !== "feedback_screenshot",
} satisfies Policy<StoredObject>;
