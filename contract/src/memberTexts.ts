/**
 * Unquoted labels of the public member page and the listings it shows. Quoted texts stay in
 * specTexts.ts.
 */
export const MEMBER_TEXTS = {
  requests: "Space Requests",
  offers: "Spaces Offered",
  noRequests: "No space requests yet.",
  noOffers: "No active spaces offered yet.",
  noBio: "This member has not written a bio yet.",
  listingsLoading: "Loading listings…",
} as const;
