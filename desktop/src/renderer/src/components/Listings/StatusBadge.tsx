import { LISTING_TEXTS } from "@kindred/contract";
import "./listings.css";

/** Statuses with their own colour (docs/product.md section 4); pending and anything else use the secondary grey. */
const TONES: Record<string, string> = {
  matched: "info",
  accepted: "success",
  completed: "done",
  under_review: "secondary",
  declined: "danger",
  closed: "secondary",
};

/** A request or match status, capitalized; `pending` is the secondary style. */
export const StatusBadge = ({ status }: { status: string }) => (
  <span className={`status-badge status-${TONES[status] ?? "secondary"}`}>{LISTING_TEXTS.statusLabel(status)}</span>
);

/** An offer's Active or Inactive. */
export const ActiveBadge = ({ isActive }: { isActive: boolean }) => (
  <span className={`status-badge ${isActive ? "status-success" : "status-secondary"}`}>
    {isActive ? LISTING_TEXTS.detail.active : LISTING_TEXTS.detail.inactive}
  </span>
);

/** The Sponsored badge of a partner's offer. */
export const SponsoredBadge = () => (
  <span className="status-badge status-sponsored">{LISTING_TEXTS.detail.sponsored}</span>
);
