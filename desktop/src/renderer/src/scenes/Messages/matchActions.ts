import type { MatchAction, MatchStatus } from "@kindred/contract";

export interface MatchActionState {
  /** Buttons to show, in order. */
  actions: MatchAction[];
  /** Whether this member has already accepted a match still under review. */
  waitingForOther: boolean;
  /** Whether the other member accepted and this one has not yet. */
  otherAccepted: boolean;
}

/**
 * docs/matching.md "The lifecycle": under review, each party may accept once (the match is accepted
 * when both did) or decline; an accepted match can be completed; declined, completed and closed
 * matches have no actions left.
 */
export const matchActionState = (
  status: MatchStatus,
  acceptedBy: readonly string[],
  viewerId: string,
): MatchActionState => {
  const iAccepted = acceptedBy.includes(viewerId);
  const otherAccepted = acceptedBy.some((id) => id !== viewerId);
  switch (status) {
    case "under_review":
      return {
        actions: iAccepted ? ["decline"] : ["accept", "decline"],
        waitingForOther: iAccepted,
        otherAccepted: otherAccepted && !iAccepted,
      };
    case "accepted":
      return { actions: ["complete"], waitingForOther: false, otherAccepted: false };
    default:
      return { actions: [], waitingForOther: false, otherAccepted: false };
  }
};

/** Messages are refused (409) once a match is declined or closed. */
export const canMessage = (status: MatchStatus): boolean => status !== "declined" && status !== "closed";
