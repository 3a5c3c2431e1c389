import type { PageQuery, ReportInput, ReportStatus } from "@kindred/contract";
import { Op, type Transaction } from "sequelize";
import { Report, User } from "../../db/models";
import { modelPageOf, newestFirstPage } from "../../lib/paging";
import { snapshotOf } from "./reportSnapshots";

type ParsedReport = Required<Pick<ReportInput, "targetType" | "targetId" | "reason">> & { details: string | null };

/** Stores a report with a snapshot of its target as it is now. */
export const createReport = async (reporterId: string, input: ParsedReport, transaction?: Transaction) => {
  const snapshot = await snapshotOf(input.targetType, input.targetId, reporterId, transaction);
  return Report.create({ reporterId, ...input, snapshot }, { transaction });
};

/** One page of reports, newest first: a member's own, or (no reporter) every report for the moderators; `status` keeps that status only. */
export const listReports = async (page: PageQuery, reporterId?: string, status?: ReportStatus) => {
  const { after, options } = newestFirstPage("Report", page);
  const rows = await Report.findAll({
    where: { ...(reporterId ? { reporterId } : {}), ...(status ? { status } : {}), [Op.and]: after },
    ...options,
    include: [{ model: User, as: "reporter", required: false }],
  });
  return modelPageOf(rows, page.limit);
};
