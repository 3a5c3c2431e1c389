import type { ListingSide } from "@kindred/contract";

/** Each side's table and its column in `matches`. */
export const LISTING_SIDES = {
  request: { table: "space_requests", matchColumn: "spaceRequestId" },
  offer: { table: "space_offers", matchColumn: "spaceOfferId" },
} as const satisfies Record<ListingSide, { table: string; matchColumn: string }>;

/** One `T` per side, made by `make`. */
export const perSide = <T>(make: (side: ListingSide) => T): Record<ListingSide, T> => ({
  request: make("request"),
  offer: make("offer"),
});
