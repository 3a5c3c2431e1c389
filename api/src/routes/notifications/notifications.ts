import { NOTIFICATION_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { sendPage } from "../../lib/paging";
import { currentUser } from "../../middleware/authentication";
import { conditionalGet } from "../../middleware/conditionalGet";
import { presentNotification } from "../../presenters/notification";
import {
  findOwnNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../../services/notifications/inbox";
import { register } from "../register";

const router = new Router<AppState>();

/** The signed-in member's notifications, newest first, paged. */
register(
  router,
  NOTIFICATION_ROUTES.list,
  async (ctx) => {
    const page = await listNotifications(currentUser(ctx).id, ctx.state.input.query);
    sendPage(ctx, { ...page, items: page.items.map(presentNotification) });
  },
  { steps: [conditionalGet()] },
);

/** Marks one of the member's own notifications read; anyone else's id is simply not found (404). */
register(
  router,
  NOTIFICATION_ROUTES.markRead,
  async (ctx) => {
    const { transaction } = ctx.state;
    const notification = await findOwnNotification(ctx.state.input.params.id, currentUser(ctx), transaction);
    await markNotificationRead(notification, transaction);
    ctx.body = presentNotification(notification);
  },
  { transaction: true },
);

register(
  router,
  NOTIFICATION_ROUTES.markAllRead,
  async (ctx) => {
    await markAllNotificationsRead(currentUser(ctx), ctx.state.transaction);
    ctx.body = { ok: true };
  },
  { transaction: true },
);

export default router;
