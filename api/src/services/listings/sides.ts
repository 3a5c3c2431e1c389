/** Which side of a match a listing sits on. */
export type ListingSide = "request" | "offer";

/** Each side's table and its column in `matches`. */
export const LISTING_SIDES = {
  request: { table: "space_requests", matchColumn: "spaceRequestId" },
  offer: { table: "space_offers", matchColumn: "spaceOfferId" },
} as const;

/** The other side of a match. */
export const otherSide = (side: ListingSide): ListingSide => (side === "request" ? "offer" : "request");
