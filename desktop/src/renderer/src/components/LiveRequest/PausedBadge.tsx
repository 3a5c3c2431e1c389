import { LIVE_REQUEST_TEXTS } from "@kindred/contract";

/** Beside a request's status while it is paused (no new matches until kept open). */
export const PausedBadge = () => <span className="status-badge status-danger">{LIVE_REQUEST_TEXTS.pausedBadge}</span>;
