import { localized, msg } from "./i18n/catalog";

/** Texts of the explore page (`/explore`) and of the explore API's own refusals. */
const EXPLORE = {
  title: "Explore Spaces",
  intro: "Browse active spaces and open requests, and narrow them down.",
  tabs: { offers: "Spaces", requests: "Requests" },
  filtersTitle: "Filters",
  search: "Search",
  searchPlaceholder: "Words in the name, description or values",
  spaceType: "Space type",
  minCapacity: "Minimum capacity",
  minParticipants: "Minimum group size",
  availability: "Availability",
  cause: "Cause",
  communityInvestment: "Community investment",
  accessFeature: "Access feature",
  accessNeed: "Access need",
  accessHelpOffers: "Only spaces that have every feature chosen.",
  accessHelpRequests: "Only requests that need every feature chosen.",
  anyChoice: "Any",
  sort: "Sort by",
  sortNewest: "Newest first",
  sortScore: "Match score",
  against: "Match against",
  againstPlaceholder: "Choose one of your listings",
  noOwnListings: "Post a listing to sort by match score.",
  apply: "Apply filters",
  kindLabel: "Show",
  navLabel: "Explore",
  clear: "Clear filters",
  loading: "Loading listings...",
  loadMore: "Load more",
  loadingMore: "Loading more...",
  empty: "Nothing matches these filters.",
  emptyHint: "Try fewer filters or other words.",
  failed: "Could not load listings. Please try again.",
  retry: "Try again",
  /** The real count of what the filters find, not only the cards loaded so far. */
  results: msg<[n: number]>("{n, plural, one {# listing found} other {# listings found}}", "n"),
  /** More found than the server counts (`X-Total-Count-Capped`): `n` is the cap. */
  resultsCapped: msg<[n: number]>("{n, number}+ listings found", "n"),
  updating: "Updating results...",
  /** The filter sheet's toggle on small screens, with how many filters are set. */
  filtersToggle: msg<[set: number]>("{set, plural, =0 {Filters} other {Filters ({set})}}", "set"),
  /** Closes the filter sheet on small screens. */
  showResults: "Show results",
  matchScore: msg<[n: number]>("Match score {n}", "n"),
  upToPeople: msg<[n: number]>("Up to {n} people", "n"),
  groupOf: msg<[n: number]>("Group of {n}", "n"),
  /** 400 on `sort=score` without `against`. */
  againstRequired: "Choose one of your own listings to sort by match score",
  /** 401 on `sort=score` for a visitor. */
  signInToSort: "Sign in to sort by match score",
  /** 403 when `against` names someone else's listing. */
  notYourListing: "You can only sort against one of your own listings",
  /** 404 when `against` names no listing of the other kind. */
  listingNotFound: "Listing not found",
} as const;

export type ExploreCatalog = typeof EXPLORE;
export const EXPLORE_TEXTS = localized("explore", EXPLORE);
