import type { Notification } from "../db/models";
import type { Policy } from "./policy";

/** A notification belongs to one member; nobody else reads or marks it, admins included. */
const isRecipient = (actor: { id: string } | undefined, notification: Notification) =>
  actor?.id === notification.userId;

export const notificationPolicy = {
  read: isRecipient,
  update: isRecipient,
} satisfies Policy<Notification>;
