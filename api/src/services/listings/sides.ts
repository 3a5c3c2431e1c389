import type { ListingSide } from "@kindred/contract";

/** Each side's table and its column in `matches`. */
export const LISTING_SIDES = {
  request: { table: "space_requests", matchColumn: "spaceRequestId" },
  offer: { table: "space_offers", matchColumn: "spaceOfferId" },
} as const satisfies Record<ListingSide, { table: string; matchColumn: string }>;
