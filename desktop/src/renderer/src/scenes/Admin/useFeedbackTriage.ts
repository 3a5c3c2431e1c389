import {
  ADMIN_TRIAGE_TEXTS,
  COMMUNITY_TEXTS,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  WEB_TEXTS,
} from "@kindred/contract";
import { useState } from "react";
import { useDocumentKeydown } from "../../hooks/useDocumentKeydown";
import { serverMessage } from "../../lib/api";
import { isControl, isTypingTarget, moveIndex, triageKeyAction } from "../../lib/shortcutKeys";
import { type AdminFeedback, useUpdateFeedbackStatus } from "../../queries/admin";
import { toast } from "../../stores/toastStore";
import { feedbackStatusLabel } from "./adminFormat";
import { statusMove } from "./feedbackFilters";

const t = ADMIN_TRIAGE_TEXTS;
const feedbackTexts = COMMUNITY_TEXTS.admin.feedback;

interface TriageOptions {
  rows: readonly AdminFeedback[];
  /** Keys listen only while the Feedback tab is the one shown. */
  active: boolean;
  openDetails: (id: string) => void;
  showScreenshot: (id: string) => void;
}

/**
 * Keyboard triage of the feedback list: J/K move a cursor row, Enter opens it, 1–4 set its status
 * (within the workflow's moves), S shows its screenshot. Keys are ignored while typing in a field,
 * with Ctrl/Alt/Cmd held, and Enter is left to a focused button or link.
 */
export const useFeedbackTriage = ({ rows, active, openDetails, showScreenshot }: TriageOptions) => {
  const [cursorId, setCursorId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const update = useUpdateFeedbackStatus();
  const index = rows.findIndex((row) => row.id === cursorId);

  const setStatus = (item: AdminFeedback, status: FeedbackStatus) => {
    const move = statusMove(item.status, status);
    if (move === "same") return;
    if (move === "not-allowed") {
      const message = t.notAllowed(feedbackStatusLabel(item.status), feedbackStatusLabel(status));
      toast({ title: message, variant: "destructive" });
      setAnnouncement(message);
      return;
    }
    update.mutate(
      { id: item.id, status },
      {
        onSuccess: () => {
          toast({ title: feedbackTexts.statusChanged, description: feedbackStatusLabel(status), variant: "success" });
          setAnnouncement(`${feedbackTexts.statusChanged}: ${feedbackStatusLabel(status)}`);
        },
        onError: (error) =>
          toast({ title: feedbackTexts.statusFailed, description: serverMessage(error, ""), variant: "destructive" }),
      },
    );
  };

  useDocumentKeydown(active, (event) => {
    if (isTypingTarget(event.target)) return;
    const action = triageKeyAction(event);
    if (!action || rows.length === 0) return;
    if (action.kind === "open" && isControl(event.target)) return;
    event.preventDefault();
    if (action.kind === "next" || action.kind === "previous") {
      const next = rows[moveIndex(index, action.kind, rows.length)];
      if (!next) return;
      setCursorId(next.id);
      const type = WEB_TEXTS.feedback.types[next.type] ?? next.type;
      setAnnouncement(t.rowAnnounce(rows.indexOf(next) + 1, rows.length, type, feedbackStatusLabel(next.status)));
      document.querySelector(`[data-row-key="${next.id}"]`)?.scrollIntoView({ block: "nearest" });
      return;
    }
    const item = rows[index];
    if (!item) return;
    if (action.kind === "open") openDetails(item.id);
    else if (action.kind === "screenshot") showScreenshot(item.id);
    else if (action.kind === "status") {
      const status = FEEDBACK_STATUSES[action.index];
      if (status) setStatus(item, status);
    }
  });

  return { cursorId: index >= 0 ? cursorId : null, announcement };
};
