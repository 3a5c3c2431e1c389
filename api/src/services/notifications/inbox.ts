import type { PageQuery } from "@kindred/contract";
import { Op, type Transaction } from "sequelize";
import { Notification, type User } from "../../db/models";
import { NotFoundError } from "../../errors";
import { modelPageOf, newestFirstPage } from "../../lib/paging";
import { can } from "../../policies";
import { publish, type RealtimeMessage } from "../realtime/publisher";

/** A member's notifications, newest first, one page (index `notifications_user`). */
export const listNotifications = async (userId: string, page: PageQuery) => {
  const { after, options } = newestFirstPage("Notification", page);
  const rows = await Notification.findAll({ where: { userId, [Op.and]: after }, ...options });
  return modelPageOf(rows, page.limit);
};

/** The notification named by `:id` if it is the member's; someone else's is not found, not forbidden. */
export const findOwnNotification = async (id: string, user: User, transaction?: Transaction) => {
  const notification = await Notification.findByPk(id, { transaction });
  if (!notification || !can(user, "update", notification)) throw NotFoundError();
  return notification;
};

const readEvent = (userId: string, notificationId: string | null): RealtimeMessage => ({
  userId,
  event: "notification",
  data: { notificationId: notificationId ?? undefined, type: "read", matchId: null },
});

export const markNotificationRead = async (notification: Notification, transaction?: Transaction) => {
  if (notification.isRead) return;
  await notification.update({ isRead: true }, { transaction });
  await publish([readEvent(notification.userId, notification.id)], transaction);
};

export const markAllNotificationsRead = async (user: User, transaction?: Transaction) => {
  const [count] = await Notification.update(
    { isRead: true },
    { where: { userId: user.id, isRead: false }, transaction },
  );
  if (count > 0) await publish([readEvent(user.id, null)], transaction);
  return count;
};
