import { ADMIN_ROUTES, FEEDBACK_TRANSITIONS, type FeedbackStatus, feedbackMoveRefused } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { Feedback } from "../../db/models";
import { ConflictError, NotFoundError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { authorize } from "../../policies";
import { isAdmin } from "../../policies/admin";
import { presentAdminMatch, presentAdminUser } from "../../presenters/admin";
import { presentFeedback } from "../../presenters/feedback";
import { adminStats, listAllMatches, listFeedback, listMembers, weeklyStats } from "../../services/admin/adminQueries";
import { register } from "../register";

/** Everything under /api/admin: 401 for visitors, 403 for members who are not admins (their entries' access). */
const router = new Router<AppState>();

/** The dashboard's four tiles. */
register(router, ADMIN_ROUTES.stats, async (ctx) => {
  ctx.body = await adminStats();
});

/** Sign-ups and matches per week, the last 12 weeks, for a small chart. */
register(router, ADMIN_ROUTES.weeklyStats, async (ctx) => {
  ctx.body = await weeklyStats();
});

/** Members newest first; `?q=` narrows by name (and email, for admins). Admins see emails; moderators do not. */
register(router, ADMIN_ROUTES.users, async (ctx) => {
  const page = await listMembers(ctx.state.input.query, { byEmail: isAdmin(ctx.state.user) });
  sendPage(ctx, { ...page, items: page.items.map((user) => presentAdminUser(user, ctx.state.user)) });
});

/** Feedback newest first; `?status=&type=&priority=` filter. */
register(router, ADMIN_ROUTES.feedback, async (ctx) => {
  const page = await listFeedback(ctx.state.input.query);
  sendPage(ctx, { ...page, items: page.items.map(presentFeedback) });
});

/** Moves feedback along FEEDBACK_TRANSITIONS; any other move is a 409. */
register(
  router,
  ADMIN_ROUTES.moveFeedback,
  async (ctx) => {
    const { transaction } = ctx.state;
    const feedback = await Feedback.findByPk(ctx.state.input.params.id, { transaction, lock: true });
    if (!feedback) throw NotFoundError();
    authorize(ctx.state.user, "updateStatus", feedback);
    const { status } = ctx.state.input.body;
    const from: FeedbackStatus = feedback.status;
    if (!FEEDBACK_TRANSITIONS[from].includes(status)) throw ConflictError(feedbackMoveRefused(from, status));
    await feedback.update({ status }, { transaction });
    ctx.body = presentFeedback(feedback);
  },
  { transaction: true },
);

/** Every match newest first, with its request title and space name. */
register(router, ADMIN_ROUTES.matches, async (ctx) => {
  const page = await listAllMatches(ctx.state.input.query);
  sendPage(ctx, { ...page, items: page.items.map(presentAdminMatch) });
});

export default router;
