import {
  type AdminReport,
  type CurrentUser,
  ERROR_MESSAGES,
  MODERATION_TEXTS,
  REPORT_REASON_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  REPORT_TARGET_LABELS,
  REPORT_TRANSITIONS,
  type ReportStatus,
  SAFETY_TEXTS,
} from "@kindred/contract";
import { Button, Input, Tag } from "antd";
import "../../../components/Safety/safety.css";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { ExportCsvButton } from "../../../components/ExportCsv/ExportCsvButton";
import { ShortcutHelp } from "../../../components/ShortcutHelp/ShortcutHelp";
import { serverMessage } from "../../../lib/api";
import { useAdminReports, useMoveReport } from "../../../queries/safety";
import { toast } from "../../../stores/toastStore";
import { dateTimeOrUnknown } from "../adminFormat";
import { type ReportActKind, reportElement, useReportTriage } from "../useReportTriage";
import { ModerationDialog, type ModerationKind, type RemovalTarget } from "./ModerationDialog";

const t = SAFETY_TEXTS;

/** The content as it was reported, the reported part marked. */
const ReportedContent = ({ report }: { report: AdminReport }) => (
  <figure className="report-context">
    <figcaption className="muted">{t.reportedContent}</figcaption>
    {report.snapshot.lines.map((line) => (
      <p
        key={`${line.label}:${line.text}`}
        className={line.reported ? "report-line report-line-reported" : "report-line"}
      >
        <strong>{line.label}:</strong> {line.text}
      </p>
    ))}
  </figure>
);

/** The moves the report's status allows, with an optional note for the record. */
const ReportMoves = ({ report }: { report: AdminReport }) => {
  const [note, setNote] = useState(report.note ?? "");
  const move = useMoveReport();
  const noteId = useId();
  const next = REPORT_TRANSITIONS[report.status];
  if (next.length === 0) return report.note ? <p className="muted">{`${t.moderatorNote}: ${report.note}`}</p> : null;
  const moveTo = (status: AdminReport["status"]) =>
    move.mutate(
      { id: report.id, status, note },
      {
        onError: (error) => toast({ title: serverMessage(error, ERROR_MESSAGES.tryAgain), variant: "destructive" }),
      },
    );
  return (
    <div className="report-moves">
      <label htmlFor={noteId}>{t.moderatorNote}</label>
      <Input.TextArea id={noteId} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      <div className="report-move-buttons">
        {next.map((status) => (
          <Button key={status} onClick={() => moveTo(status)} loading={move.isPending}>
            {REPORT_STATUS_LABELS[status]}
          </Button>
        ))}
      </div>
    </div>
  );
};

const m = MODERATION_TEXTS.ui;

/** What removing a report's content takes away: the reported listing or message, or a reported member's photo. */
const removalOf = (report: AdminReport): RemovalTarget =>
  report.targetType === "user"
    ? { targetType: "profile-photo", targetId: report.targetId }
    : { targetType: report.targetType, targetId: report.targetId };

/**
 * What a report still allows the viewer: nothing once it is decided or when it is about
 * themselves; warning and suspending need a member (not a former one); removal always.
 */
const actionsOf =
  (viewer: CurrentUser) =>
  (report: AdminReport): ReportActKind[] => {
    const subjectId = report.snapshot.subjectUserId;
    if (subjectId === viewer.id || REPORT_TRANSITIONS[report.status].length === 0) return [];
    return subjectId ? ["warn", "suspend", "remove"] : ["remove"];
  };

/**
 * Acting on a report in one step: the warning, suspension or removal decides the report
 * (actioned, with the reason as its note), and its reporter is told.
 */
const ReportActions = ({
  report,
  actions,
  onAct,
}: {
  report: AdminReport;
  actions: readonly ReportActKind[];
  onAct: (kind: ReportActKind) => void;
}) => {
  if (actions.length === 0) return null;
  return (
    <fieldset className="admin-report-actions" aria-label={m.reportActions}>
      {actions.includes("warn") && <Button onClick={() => onAct("warn")}>{m.warnMember}</Button>}
      {actions.includes("suspend") && (
        <Button danger onClick={() => onAct("suspend")}>
          {m.suspendMember}
        </Button>
      )}
      <Button danger onClick={() => onAct("remove")}>
        {m.removeContent(MODERATION_TEXTS.removedWhat[removalOf(report).targetType])}
      </Button>
    </fieldset>
  );
};

/** The status filter lives in the URL (`?reportStatus=open`), so the Open Reports tile links to it. */
const useStatusInUrl = () => {
  const [params, setParams] = useSearchParams();
  const asked = params.get("reportStatus");
  const status = REPORT_STATUSES.find((value) => value === asked);
  const setStatus = (next: ReportStatus | undefined) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set("reportStatus", next);
        else changed.delete("reportStatus");
        return changed;
      },
      { replace: true },
    );
  return [status, setStatus] as const;
};

/**
 * The Reports tab: reports newest first (all, or of one status), with what was reported in
 * context and the actions on it; keys triage it (`active`: only while this tab is shown); admins
 * export them as CSV.
 */
export const ReportsTab = ({ viewer, active = true }: { viewer: CurrentUser; active?: boolean }) => {
  const [status, setStatus] = useStatusInUrl();
  const reports = useAdminReports(status);
  const rows = reports.data ?? [];
  const [acting, setActing] = useState<{ report: AdminReport; kind: ModerationKind } | null>(null);
  const allowed = actionsOf(viewer);
  const triage = useReportTriage({
    rows,
    active: active && !acting,
    actionsOf: allowed,
    act: (report, kind) => setActing({ report, kind }),
  });
  return (
    <div className="admin-tab admin-reports-tab">
      <div className="admin-toolbar">
        <div className="admin-filter">
          <label htmlFor="report-filter-status">{t.statusFilter}</label>
          <select
            id="report-filter-status"
            className="native-select"
            value={status ?? ""}
            onChange={(event) => setStatus(REPORT_STATUSES.find((value) => value === event.target.value))}
          >
            <option value="">{t.allStatuses}</option>
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {REPORT_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-tab-actions">
          <ShortcutHelp label={m.triage.hint} title={m.triage.title} closeLabel={m.triage.close} keys={m.triage.keys} />
          {viewer.role === "admin" && <ExportCsvButton name="reports" />}
        </div>
      </div>
      {reports.isSuccess && rows.length === 0 && (
        <p className="muted">{status ? t.noReportsWithStatus(REPORT_STATUS_LABELS[status]) : t.noReportsToReview}</p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {triage.announcement}
      </p>
      <ul className="admin-reports">
        {rows.map((report) => (
          <li
            key={report.id}
            data-report-id={report.id}
            tabIndex={-1}
            className={report.id === triage.cursorId ? "admin-report is-keyboard-current" : "admin-report"}
            aria-current={report.id === triage.cursorId ? "true" : undefined}
            aria-label={`${REPORT_TARGET_LABELS[report.targetType]}: ${report.title}`}
          >
            <header className="admin-report-head">
              <h3>
                {REPORT_TARGET_LABELS[report.targetType]}: {report.title}
              </h3>
              <Tag>{REPORT_STATUS_LABELS[report.status]}</Tag>
            </header>
            <p className="muted">
              {REPORT_REASON_LABELS[report.reason]} · {t.reportedBy(report.reporter?.name ?? "—")} ·{" "}
              {dateTimeOrUnknown(report.createdAt)}
            </p>
            {report.details && <p className="admin-report-details">{report.details}</p>}
            <ReportedContent report={report} />
            <ReportActions report={report} actions={allowed(report)} onAct={(kind) => setActing({ report, kind })} />
            <ReportMoves report={report} />
          </li>
        ))}
      </ul>
      {acting && (
        <ModerationDialog
          kind={acting.kind}
          member={{ id: acting.report.snapshot.subjectUserId ?? "", name: acting.report.title }}
          removal={removalOf(acting.report)}
          reportId={acting.report.id}
          onClose={() => {
            const id = acting.report.id;
            setActing(null);
            // Focus goes back to the report acted on (or where it was), not to the page's top.
            requestAnimationFrame(() => reportElement(id)?.focus());
          }}
        />
      )}
    </div>
  );
};
