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
import { serverMessage } from "../../../lib/api";
import { useFocusReturn } from "../../../lib/useFocusReturn";
import { useAdminReports, useMoveReport } from "../../../queries/safety";
import { toast } from "../../../stores/toastStore";
import { dateTimeOrUnknown } from "../adminFormat";
import { ModerationDialog, type ModerationKind } from "./ModerationDialog";

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

/**
 * Acting on the member a report is about, in one step: the warning or suspension decides the
 * report (actioned, with the reason as its note), which its reporter sees.
 */
const ReportActions = ({ report, viewer }: { report: AdminReport; viewer: CurrentUser }) => {
  const [acting, setActingState] = useState<ModerationKind | null>(null);
  // Closing the dialog puts focus back on the button that opened it.
  const focus = useFocusReturn();
  const setActing = (kind: ModerationKind | null) => {
    if (kind) focus.remember();
    else focus.restore();
    setActingState(kind);
  };
  const subjectId = report.snapshot.subjectUserId;
  if (!subjectId || subjectId === viewer.id || REPORT_TRANSITIONS[report.status].length === 0) return null;
  return (
    <fieldset className="admin-report-actions" aria-label={m.reportActions}>
      <Button onClick={() => setActing("warn")}>{m.warnMember}</Button>
      <Button danger onClick={() => setActing("suspend")}>
        {m.suspendMember}
      </Button>
      {acting && (
        <ModerationDialog
          kind={acting}
          member={{ id: subjectId, name: report.title }}
          reportId={report.id}
          onClose={() => setActing(null)}
        />
      )}
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
 * context and the actions on it; admins export them as CSV.
 */
export const ReportsTab = ({ viewer }: { viewer: CurrentUser }) => {
  const [status, setStatus] = useStatusInUrl();
  const reports = useAdminReports(status);
  const rows = reports.data ?? [];
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
        {viewer.role === "admin" && (
          <div className="admin-tab-actions">
            <ExportCsvButton name="reports" />
          </div>
        )}
      </div>
      {reports.isSuccess && rows.length === 0 ? (
        <p className="muted">{status ? t.noReportsWithStatus(REPORT_STATUS_LABELS[status]) : t.noReportsToReview}</p>
      ) : (
        <ul className="admin-reports">
          {rows.map((report) => (
            <li
              key={report.id}
              className="admin-report"
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
              <ReportActions report={report} viewer={viewer} />
              <ReportMoves report={report} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
