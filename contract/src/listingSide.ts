/**
 * Which side of a match a listing sits on: a member's space request or a host's space offer. The
 * one name for the two kinds of listing, in the API, search and the web app alike.
 */
export type ListingSide = "request" | "offer";

/** The other side of a match. */
export const otherSide = (side: ListingSide): ListingSide => (side === "request" ? "offer" : "request");
