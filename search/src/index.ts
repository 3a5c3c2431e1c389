/**
 * Search over listings and members (docs/http-api.md "Search"): one interface,
 * a PostgreSQL backend (default) and a Meilisearch backend (when MEILI_URL is set).
 * Backends return ids and scores only; the API loads the rows and presents them,
 * so no private field (email, contactEmail) ever lives in an index.
 */
import type { RequestStatus } from "@kindred/contract";

/** At most this many hits of each kind (`GET /api/search`). */
export const SEARCH_RESULT_LIMIT = 10;

export const SEARCH_KINDS = ["spaceRequest", "spaceOffer", "user"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SpaceRequestDocument {
  kind: "spaceRequest";
  id: string;
  userId: string;
  title: string;
  description: string;
  spaceType: string;
  location: string;
  /** Choice ids (missions, project types, impact). */
  values: string[];
  status: RequestStatus;
  createdAt: string;
}

export interface SpaceOfferDocument {
  kind: "spaceOffer";
  id: string;
  userId: string;
  spaceName: string;
  description: string;
  spaceType: string;
  address: string;
  /** Choice ids (missions, activities, community investment). */
  supportedCauses: string[];
  availability: string[];
  /** Paused spaces stay indexed but are not returned. */
  isActive: boolean;
  isSponsored: boolean;
  createdAt: string;
}

/** Public profile fields only: never an email address. */
export interface UserDocument {
  kind: "user";
  id: string;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  location: string | null;
  interests: string[];
  createdAt: string;
}

export type SearchDocument = SpaceRequestDocument | SpaceOfferDocument | UserDocument;
export type SearchDocumentOf<K extends SearchKind> = Extract<SearchDocument, { kind: K }>;

/** One match; higher scores rank first. Scores compare only within one backend and one kind. */
export interface SearchHit {
  id: string;
  score: number;
}

/** Same keys as the `GET /api/search` body, holding ids best first. */
export interface SearchHits {
  spaceRequests: SearchHit[];
  spaceOffers: SearchHit[];
  users: SearchHit[];
}

export interface SearchOptions {
  /** Per kind; defaults to SEARCH_RESULT_LIMIT. */
  limit?: number;
  /**
   * The hits' rows, read in the search's own statement by a backend whose index is the app's
   * database (PostgreSQL; one round trip instead of two); other backends ignore it.
   */
  rows?: HitRowsQuery;
}

/**
 * A SELECT over the CTE `"hits"` (`"kind"`, `"id"`, `"score"`, and `"position"`: the hits best first
 * within each kind), whose own parameters start at `$<first>` and are bound to `values`. Each row
 * it answers must carry `"kind"`, `"hitId"` and `"hitScore"` (the hit it is for); its hits are then
 * the ones the rows answered, in the rows' order. `sql` answers the same text for the same `first`,
 * and a backend may keep what it built from it.
 */
export interface HitRowsQuery {
  sql: (first: number) => string;
  values: unknown[];
}

/** Answered by `search`: the hits, and the rows when a backend read them (`SearchOptions.rows`). */
export type SearchAnswer = SearchHits & { rows?: HitRow[] };

export type HitRow = { kind: SearchKind; hitId: string; hitScore: number | string } & Record<string, unknown>;

export interface SearchHealth {
  backend: SearchBackendName;
  ok: boolean;
  /** Why it is not ok, in one line for /api/ready. */
  detail?: string;
}

export type SearchBackendName = "postgres" | "meilisearch";

export interface SearchBackend {
  readonly name: SearchBackendName;
  /** Adds or replaces one document (called after the listing's transaction commits). */
  index(document: SearchDocument): Promise<void>;
  /** Bulk form of index, for `npm run search:reindex`. */
  indexMany(documents: readonly SearchDocument[]): Promise<void>;
  /** Removes a document; removing one that is not there is not an error. */
  remove(kind: SearchKind, id: string): Promise<void>;
  /** Prefix and one-typo tolerant ("wrkshop" finds workshop); blank text finds nothing. */
  search(text: string, options?: SearchOptions): Promise<SearchAnswer>;
  health(): Promise<SearchHealth>;
}

/** The key of SearchHits that holds a kind. */
export const HITS_KEY = {
  spaceRequest: "spaceRequests",
  spaceOffer: "spaceOffers",
  user: "users",
} as const satisfies Record<SearchKind, keyof SearchHits>;

export const emptyHits = (): SearchHits => {
  return { spaceRequests: [], spaceOffers: [], users: [] };
};

/** The free text a document is found by, in ranking order (title-like fields first). */
export const searchableFields = (document: SearchDocument): string[] => {
  switch (document.kind) {
    case "spaceRequest":
      return [document.title, document.spaceType, document.location, document.description, ...document.values];
    case "spaceOffer":
      return [
        document.spaceName,
        document.spaceType,
        document.address,
        document.description,
        ...document.supportedCauses,
      ];
    case "user":
      return [document.firstName, document.lastName, document.location, document.bio, ...document.interests].filter(
        (field): field is string => Boolean(field),
      );
  }
};
