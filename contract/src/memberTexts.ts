import { localized } from "./i18n/catalog";

/**
 * Unquoted labels of the public member page and the listings it shows. Quoted texts stay in
 * specTexts.ts.
 */
const MEMBER = {
  requests: "Space Requests",
  offers: "Spaces Offered",
  noRequests: "No space requests yet.",
  noOffers: "No active spaces offered yet.",
  noBio: "This member has not written a bio yet.",
  listingsLoading: "Loading listings…",
} as const;

export type MemberCatalog = typeof MEMBER;
export const MEMBER_TEXTS = localized("member", MEMBER);
