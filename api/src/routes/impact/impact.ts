import {
  IMPACT_MAX_MONTHS,
  IMPACT_ROUTES,
  IMPACT_TEXTS,
  type ImpactQuery,
  type ImpactReport,
  monthsBetween,
} from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import type { User } from "../../db/models";
import { ValidationError } from "../../errors";
import { serverTimeZone } from "../../lib/serverTimeZone";
import { currentUser } from "../../middleware/authentication";
import { impactCsv } from "../../services/impact/impactCsv";
import { impactReport, resolveRange } from "../../services/impact/impactReport";
import { register } from "../register";

const router = new Router<AppState>();

/** Admins see the community; every other member the matches of their own spaces. */
const reportFor = async (user: User, query: ImpactQuery): Promise<ImpactReport> => {
  const timeZone = serverTimeZone();
  const { from, to } = resolveRange(query, timeZone);
  // A lone `from` long ago reaches today: the range's bound applies to filled-in ranges too.
  if (monthsBetween(from, to) > IMPACT_MAX_MONTHS) {
    throw ValidationError(undefined, [{ path: "from", message: IMPACT_TEXTS.rangeTooLong }]);
  }
  const community = user.role === "admin";
  const report = await impactReport({ hostId: community ? null : user.id, from, to, timeZone });
  return { scope: community ? "community" : "host", ...report };
};

register(router, IMPACT_ROUTES.report, async (ctx) => {
  ctx.body = await reportFor(currentUser(ctx), ctx.state.input.query);
});

register(router, IMPACT_ROUTES.csv, async (ctx) => {
  const report = await reportFor(currentUser(ctx), ctx.state.input.query);
  ctx.type = IMPACT_ROUTES.csv.response.contentType;
  ctx.set("Content-Disposition", `attachment; filename="impact-${report.from}-to-${report.to}.csv"`);
  ctx.body = impactCsv(report);
});

export default router;
