import {
  type AdminReport,
  type CurrentUser,
  ERROR_MESSAGES,
  MODERATION_TEXTS,
  REPORT_REASON_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_TARGET_LABELS,
  REPORT_TRANSITIONS,
  SAFETY_TEXTS,
} from "@kindred/contract";
import { Button, Input, Tag } from "antd";
import "../../../components/Safety/safety.css";
import { useId, useState } from "react";
import { serverMessage } from "../../../lib/api";
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
  const [acting, setActing] = useState<ModerationKind | null>(null);
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

/** The Reports tab: every report newest first, with what was reported in context and the actions on it. */
export const ReportsTab = ({ viewer }: { viewer: CurrentUser }) => {
  const reports = useAdminReports();
  const rows = reports.data ?? [];
  if (reports.isSuccess && rows.length === 0) return <p className="muted">{t.noReportsToReview}</p>;
  return (
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
          {report.details && <p>{report.details}</p>}
          <ReportedContent report={report} />
          <ReportActions report={report} viewer={viewer} />
          <ReportMoves report={report} />
        </li>
      ))}
    </ul>
  );
};
