import { MODERATION_TEXTS } from "@kindred/contract";
import type { User } from "../../db/models";
import { serverTimeZone } from "../../lib/serverTimeZone";

/** Whether a moderator's suspension holds `user` at `now`: begun, and not yet ended or lifted. */
export const isSuspended = (user: Pick<User, "suspendedAt" | "suspendedUntil">, now = new Date()): boolean =>
  Boolean(user.suspendedAt) && (!user.suspendedUntil || new Date(user.suspendedUntil) > now);

/** A suspension's end as members read it: "December 4, 2026" in the server's time zone. */
export const suspensionEnd = (until: Date): string =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: serverTimeZone() }).format(until);

/** What a suspended member is told when signing in. */
export const suspendedMessage = (user: Pick<User, "suspendedUntil">): string =>
  user.suspendedUntil
    ? MODERATION_TEXTS.suspendedUntil(suspensionEnd(new Date(user.suspendedUntil)))
    : MODERATION_TEXTS.suspendedUntilLifted;
