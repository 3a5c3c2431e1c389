import {
  type AdminFeedbackQuery,
  type AdminUsersQuery,
  adminFeedbackQuery,
  adminUsersQuery,
  FEEDBACK_TRANSITIONS,
  type FeedbackStatus,
  feedbackMoveRefused,
  feedbackStatusInput,
  idParam,
  type PageQuery,
  pageQuery,
} from "@kindred/contract";
import Router from "@koa/router";
import type { z } from "zod";
import { type AppState, handler } from "../../context";
import { Feedback } from "../../db/models";
import { ConflictError, NotFoundError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { requireAdmin } from "../../middleware/authentication";
import { transaction } from "../../middleware/transaction";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentAdminMatch, presentAdminUser } from "../../presenters/admin";
import { presentFeedback } from "../../presenters/feedback";
import { adminStats, listAllMatches, listFeedback, listMembers, weeklyStats } from "../../services/admin/adminQueries";

/** Everything under /api/admin: 401 for visitors, 403 for members who are not admins. */
const router = new Router<AppState>({ prefix: "/admin" });
router.use(requireAdmin());

/** The dashboard's four tiles. */
router.get(
  "/stats",
  handler(async (ctx) => {
    ctx.body = await adminStats();
  }),
);

/** Sign-ups and matches per week, the last 12 weeks, for a small chart. */
router.get(
  "/stats/weekly",
  handler(async (ctx) => {
    ctx.body = await weeklyStats();
  }),
);

/** Members newest first; `?q=` narrows by name or email. Admins see emails. */
router.get(
  "/users",
  validate(adminUsersQuery, "query"),
  handler<{ query: AdminUsersQuery }>(async (ctx) => {
    const page = await listMembers(ctx.state.input.query);
    sendPage(ctx, { ...page, items: page.items.map(presentAdminUser) });
  }),
);

/** Feedback newest first; `?status=&type=&priority=` filter. */
router.get(
  "/feedback",
  validate(adminFeedbackQuery, "query"),
  handler<{ query: AdminFeedbackQuery }>(async (ctx) => {
    const page = await listFeedback(ctx.state.input.query);
    sendPage(ctx, { ...page, items: page.items.map(presentFeedback) });
  }),
);

/** Moves feedback along FEEDBACK_TRANSITIONS; any other move is a 409. */
router.patch(
  "/feedback/:id",
  validate(feedbackStatusInput),
  transaction(),
  handler<{ body: z.output<typeof feedbackStatusInput> }>(async (ctx) => {
    const { transaction } = ctx.state;
    const params = idParam.safeParse(ctx.params);
    const feedback = params.success ? await Feedback.findByPk(params.data.id, { transaction, lock: true }) : null;
    if (!feedback) throw NotFoundError();
    authorize(ctx.state.user, "updateStatus", feedback);
    const { status } = ctx.state.input.body;
    const from: FeedbackStatus = feedback.status;
    if (!FEEDBACK_TRANSITIONS[from].includes(status)) throw ConflictError(feedbackMoveRefused(from, status));
    await feedback.update({ status }, { transaction });
    ctx.body = presentFeedback(feedback);
  }),
);

/** Every match newest first, with its request title and space name. */
router.get(
  "/matches",
  validate(pageQuery, "query"),
  handler<{ query: PageQuery }>(async (ctx) => {
    const page = await listAllMatches(ctx.state.input.query);
    sendPage(ctx, { ...page, items: page.items.map(presentAdminMatch) });
  }),
);

export default router;
