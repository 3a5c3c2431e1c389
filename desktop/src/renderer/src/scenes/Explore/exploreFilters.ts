import {
  ACCESS_FEATURES,
  ACTIVITIES,
  AVAILABILITY_SLOTS,
  COMMUNITY_INVESTMENTS,
  EXPLORE_TEXTS,
  type ExploreOffersQuery,
  MISSIONS,
  REQUEST_VALUE_IDS,
  SPACE_TYPES,
} from "@kindred/contract";

/** What the page browses: spaces (offers) or requests. */
export type ExploreKind = "offers" | "requests";

/**
 * The explore filters as the page holds them, and as its URL carries them (the API's own
 * parameter names, so a shared link is the same search). Lists may hold several values.
 */
export interface ExploreFilters {
  kind: ExploreKind;
  q: string;
  spaceType: string[];
  minCapacity: string;
  availability: string[];
  cause: string[];
  communityInvestment: string[];
  accessFeature: string[];
  /** One of the member's own listings of the other kind; set means "sort by match score". */
  against: string;
}

export const EMPTY_FILTERS: ExploreFilters = {
  kind: "offers",
  q: "",
  spaceType: [],
  minCapacity: "",
  availability: [],
  cause: [],
  communityInvestment: [],
  accessFeature: [],
  against: "",
};

/** The choices each kind's cause filter offers: what its listings' value lists can hold. */
export const CAUSE_OPTIONS: Record<ExploreKind, readonly string[]> = {
  offers: [...MISSIONS, ...ACTIVITIES],
  requests: REQUEST_VALUE_IDS,
};

const LIST_OPTIONS = {
  spaceType: SPACE_TYPES,
  availability: AVAILABILITY_SLOTS,
  communityInvestment: COMMUNITY_INVESTMENTS,
  accessFeature: ACCESS_FEATURES,
} as const;

type ListKey = keyof typeof LIST_OPTIONS | "cause";
const LIST_KEYS: readonly ListKey[] = ["spaceType", "availability", "cause", "communityInvestment", "accessFeature"];

/** Filters only spaces have: requests carry no availability or community investment. */
export const OFFER_ONLY: readonly ListKey[] = ["availability", "communityInvestment"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the filters from a URL's query. Values the lists do not know are dropped, so an old or
 * edited link still shows what it can rather than an error.
 */
export const filtersFromSearch = (search: URLSearchParams): ExploreFilters => {
  const kind: ExploreKind = search.get("kind") === "requests" ? "requests" : "offers";
  const listOf = (key: ListKey) => {
    const allowed = new Set<string>(key === "cause" ? CAUSE_OPTIONS[kind] : LIST_OPTIONS[key]);
    const values = kind === "requests" && OFFER_ONLY.includes(key) ? [] : search.getAll(key);
    return [...new Set(values.filter((value) => allowed.has(value)))];
  };
  const minCapacity = search.get("minCapacity") ?? "";
  const against = search.get("against") ?? "";
  return {
    kind,
    q: search.get("q") ?? "",
    spaceType: listOf("spaceType"),
    minCapacity: /^[1-9]\d{0,5}$/.test(minCapacity) ? minCapacity : "",
    availability: listOf("availability"),
    cause: listOf("cause"),
    communityInvestment: listOf("communityInvestment"),
    accessFeature: listOf("accessFeature"),
    against: search.get("sort") === "score" && UUID.test(against) ? against : "",
  };
};

/** The URL query of `filters`: only what is set, the API's parameter names, lists repeated. */
export const searchFromFilters = (filters: ExploreFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (filters.kind === "requests") search.set("kind", "requests");
  if (filters.q.trim()) search.set("q", filters.q.trim());
  for (const key of LIST_KEYS) for (const value of filters[key]) search.append(key, value);
  if (filters.minCapacity) search.set("minCapacity", filters.minCapacity);
  if (filters.against) {
    search.set("sort", "score");
    search.set("against", filters.against);
  }
  return search;
};

/** The explore call's query for `filters` (without paging), the same for both kinds but what requests lack. */
export const apiQueryOf = (filters: ExploreFilters) => {
  const query: Partial<Record<keyof ExploreOffersQuery, unknown>> = {
    q: filters.q.trim() || undefined,
    spaceType: filters.spaceType,
    minCapacity: filters.minCapacity || undefined,
    cause: filters.cause,
    accessFeature: filters.accessFeature,
    ...(filters.against ? { sort: "score", against: filters.against } : {}),
  };
  if (filters.kind === "offers") {
    query.availability = filters.availability;
    query.communityInvestment = filters.communityInvestment;
  }
  return query;
};

/** Switching kinds keeps what both kinds filter on and drops the rest (and the listing scored against). */
export const switchKind = (filters: ExploreFilters, kind: ExploreKind): ExploreFilters => ({
  ...filters,
  kind,
  availability: kind === "offers" ? filters.availability : [],
  communityInvestment: kind === "offers" ? filters.communityInvestment : [],
  cause: filters.cause.filter((id) => CAUSE_OPTIONS[kind].includes(id)),
  against: "",
});

/**
 * The filters the address bar holds at this moment. The router renders a navigation as a
 * transition, so on a busy device a click can land after the URL changed and before the page
 * re-rendered: a control applies its change to these, never to the filters its own render saw,
 * or it would undo the navigation (a switch to requests, then a quick toggle, went back to spaces).
 */
export const filtersInLocation = (): ExploreFilters => filtersFromSearch(new URLSearchParams(window.location.search));

/** Whether any filter narrows the list (the Clear button shows only then). */
export const hasFilters = (filters: ExploreFilters): boolean =>
  searchFromFilters({ ...filters, kind: "offers", against: "" }).toString() !== "";

/**
 * The results line: how many the filters find, or "1,000+" when the server stopped counting at
 * its cap (`X-Total-Count-Capped`).
 */
export const resultsLine = ({ totalCount, totalCountCapped }: { totalCount: number; totalCountCapped: boolean }) =>
  totalCountCapped ? EXPLORE_TEXTS.resultsCapped(totalCount) : EXPLORE_TEXTS.results(totalCount);
