import { type PageQuery, pageQuery } from "@kindred/contract";
import Router from "@koa/router";
import { type AppState, handler } from "../../context";
import { sendPage } from "../../lib/paging";
import { currentUser, requireUser } from "../../middleware/authentication";
import { transaction } from "../../middleware/transaction";
import { validate } from "../../middleware/validate";
import { presentNotification } from "../../presenters/notification";
import {
  findOwnNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../../services/notifications/inbox";

const router = new Router<AppState>();

/** The signed-in member's notifications, newest first, paged. */
router.get(
  "/notifications",
  requireUser(),
  validate(pageQuery, "query"),
  handler<{ query: PageQuery }>(async (ctx) => {
    const page = await listNotifications(currentUser(ctx).id, ctx.state.input.query);
    sendPage(ctx, { ...page, items: page.items.map(presentNotification) });
  }),
);

/** Marks one of the member's own notifications read; anyone else's id is simply not found (404). */
router.patch(
  "/notifications/:id/read",
  requireUser(),
  transaction(),
  handler(async (ctx) => {
    const { transaction } = ctx.state;
    const notification = await findOwnNotification(ctx.params, currentUser(ctx), transaction);
    await markNotificationRead(notification, transaction);
    ctx.body = presentNotification(notification);
  }),
);

router.post(
  "/notifications/read-all",
  requireUser(),
  transaction(),
  handler(async (ctx) => {
    await markAllNotificationsRead(currentUser(ctx), ctx.state.transaction);
    ctx.body = { ok: true };
  }),
);

export default router;
