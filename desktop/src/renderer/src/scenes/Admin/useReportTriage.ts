import { type AdminReport, MODERATION_TEXTS, REPORT_STATUS_LABELS } from "@kindred/contract";
import { useState } from "react";
import { useDocumentKeydown } from "../../hooks/useDocumentKeydown";
import { isControl, isTypingTarget, moveIndex } from "../../lib/shortcutKeys";

const t = MODERATION_TEXTS.ui.triage;

/** What a moderator can do to a report's member or content, by key. */
export type ReportActKind = "warn" | "suspend" | "remove";

const KEYS: Record<string, "next" | "previous" | "open" | ReportActKind> = {
  j: "next",
  k: "previous",
  enter: "open",
  w: "warn",
  s: "suspend",
  r: "remove",
};

interface ReportTriageOptions {
  rows: readonly AdminReport[];
  /** Keys listen only while the Reports tab is shown and no dialog is open. */
  active: boolean;
  /** The actions a report still allows (none once it is decided). */
  actionsOf: (report: AdminReport) => readonly ReportActKind[];
  act: (report: AdminReport, kind: ReportActKind) => void;
}

/** The element of a report in the list (`data-report-id`). */
export const reportElement = (id: string) => document.querySelector<HTMLElement>(`[data-report-id="${id}"]`);

/**
 * Keyboard triage of the reports: J/K move a cursor report, Enter opens it (focus goes to its
 * first action), W warns, S suspends and R removes the reported content, each through the same
 * dialog as the buttons. Keys are ignored while typing, with Ctrl/Alt/Cmd held, and Enter is left
 * to a focused button or link.
 */
export const useReportTriage = ({ rows, active, actionsOf, act }: ReportTriageOptions) => {
  const [cursorId, setCursorId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const index = rows.findIndex((row) => row.id === cursorId);

  useDocumentKeydown(active, (event) => {
    if (isTypingTarget(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = KEYS[event.key.toLowerCase()];
    if (!key || rows.length === 0) return;
    if (key === "open" && isControl(event.target)) return;
    event.preventDefault();
    if (key === "next" || key === "previous") {
      const next = rows[moveIndex(index, key, rows.length)];
      if (!next) return;
      setCursorId(next.id);
      setAnnouncement(
        t.reportAnnounce(rows.indexOf(next) + 1, rows.length, next.title, REPORT_STATUS_LABELS[next.status]),
      );
      reportElement(next.id)?.scrollIntoView({ block: "nearest" });
      return;
    }
    const report = rows[index];
    if (!report) return;
    if (key === "open") {
      const element = reportElement(report.id);
      (element?.querySelector<HTMLElement>("button, textarea") ?? element)?.focus();
    } else if (actionsOf(report).includes(key)) act(report, key);
    else setAnnouncement(t.nothingToDo);
  });

  return { cursorId: index >= 0 ? cursorId : null, announcement };
};
