import { REPORT_ROUTES, REPORT_TRANSITIONS, type ReportStatus, SAFETY_MESSAGES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { Report, User } from "../../db/models";
import { ConflictError, NotFoundError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { currentUser } from "../../middleware/authentication";
import { rateLimit } from "../../middleware/rateLimit";
import { presentAdminReport, presentReport } from "../../presenters/safety";
import { tellReporter } from "../../services/moderation/actions";
import { createReport, listReports } from "../../services/safety/reports";
import { register } from "../register";

const router = new Router<AppState>();

/** A member reports a member, a message, a request or an offer; a copy of it is kept. */
register(
  router,
  REPORT_ROUTES.create,
  async (ctx) => {
    const report = await createReport(currentUser(ctx).id, ctx.state.input.body, ctx.state.transaction);
    ctx.status = 201;
    ctx.body = presentReport(report);
  },
  { transaction: true, limit: rateLimit("reports") },
);

/** The member's own reports and where each stands. */
register(router, REPORT_ROUTES.mine, async (ctx) => {
  const page = await listReports(ctx.state.input.query, currentUser(ctx).id);
  sendPage(ctx, { ...page, items: page.items.map(presentReport) });
});

/** Every report newest first, with what was reported as it was then. */
register(router, REPORT_ROUTES.adminList, async (ctx) => {
  const { status, ...page } = ctx.state.input.query;
  const reports = await listReports(page, undefined, status);
  sendPage(ctx, { ...reports, items: reports.items.map(presentAdminReport) });
});

/** Moves a report along REPORT_TRANSITIONS, with the moderator's note; any other move is a 409. */
register(
  router,
  REPORT_ROUTES.adminMove,
  async (ctx) => {
    const { transaction } = ctx.state;
    const report = await Report.findByPk(ctx.state.input.params.id, {
      include: [{ model: User, as: "reporter", required: false }],
      transaction,
      ...(transaction ? { lock: { level: transaction.LOCK.UPDATE, of: Report } } : {}),
    });
    if (!report) throw NotFoundError(SAFETY_MESSAGES.reportNotFound);
    const { status, note } = ctx.state.input.body;
    const from: ReportStatus = report.status;
    if (!REPORT_TRANSITIONS[from].includes(status))
      throw ConflictError(SAFETY_MESSAGES.reportMoveRefused(from, status));
    await report.update({ status, ...(note ? { note } : {}) }, { transaction });
    await tellReporter(report, transaction);
    ctx.body = presentAdminReport(report);
  },
  { transaction: true },
);

export default router;
