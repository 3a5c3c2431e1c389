import type { AdminReport, BlockedMember, Report as ReportBody } from "@kindred/contract";
import type { Block, Report } from "../db/models";
import { presentUserSummary } from "./user";

export const presentBlockedMember = (block: Block): BlockedMember => {
  if (!block.blocked) throw new Error("A block is presented with its blocked member loaded");
  return { user: presentUserSummary(block.blocked), blockedAt: block.createdAt.toISOString() };
};

/** What the reporter sees of their report: what, why, its status; not the moderators' note. */
export const presentReport = (report: Report): ReportBody => ({
  id: report.id,
  targetType: report.targetType,
  targetId: report.targetId,
  reason: report.reason,
  details: report.details,
  status: report.status,
  title: report.snapshot.title,
  createdAt: report.createdAt.toISOString(),
  updatedAt: report.updatedAt.toISOString(),
});

/** The moderators' view: the content as it was reported, the note and the reporter (gone: null). */
export const presentAdminReport = (report: Report): AdminReport => ({
  ...presentReport(report),
  snapshot: report.snapshot,
  note: report.note,
  reporter: report.reporter ? presentUserSummary(report.reporter) : null,
});
