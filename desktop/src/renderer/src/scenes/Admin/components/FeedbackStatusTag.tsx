import type { FeedbackStatus } from "@kindred/contract";
import { feedbackStatusLabel } from "../adminFormat";
import "../../../components/Listings/listings.css";

/** A feedback status; resolved has its own green so it stands out, a missing one reads 'pending'. */
export const FeedbackStatusTag = ({ status }: { status: FeedbackStatus | null }) => (
  <span className={`status-badge feedback-status feedback-status-${status ?? "pending"}`}>
    {feedbackStatusLabel(status)}
  </span>
);
