/** Business constants and limits of docs/product.md section 9 and docs/http-api.md. */

export const PHOTO_LIMITS = { request: 3, offer: 5 } as const;

export const MAX_IMAGE_BYTES = 10_485_760;
export const MAX_PROFILE_PHOTO_BYTES = 5_242_880;
export const MAX_FEEDBACK_SCREENSHOT_BYTES = 5_242_880;
export const PROFILE_UPLOAD_MAX_FILES = 1;
export const MAX_JSON_BODY_BYTES = 1_048_576;
/** Arrays and objects in a body nest at most this deep (the deepest body the API takes nests 2). */
export const MAX_JSON_BODY_DEPTH = 32;

export const CONVERSATION_REFRESH_MS = 3_000;
export const NOTIFICATIONS_REFRESH_MS = 30_000;
export const SEARCH_DEBOUNCE_MS = 300;
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const EDIT_SUCCESS_BANNER_MS = 3_000;

/** The bell badge shows this many, then "9+". */
export const UNREAD_BADGE_MAX = 9;

export const TAG_LIMITS = {
  card: 3,
  favoriteValues: 3,
  favoriteMissions: 2,
  search: 3,
  profileInterests: 4,
} as const;

export const MIN_PASSWORD_LENGTH = 6;
export const MIN_CAPACITY = 1;
export const DISPLAYED_RATING = "5.0";
export const ADMIN_MATCH_ID_CHARS = 8;
export const GUIDELINES_RESPONSE_HOURS = 48;

export const CROP = {
  ratios: [
    { key: "16:10", label: "16:10", value: 16 / 10, recommended: true },
    { key: "1:1", label: "Square", value: 1 },
    { key: "4:3", label: "4:3", value: 4 / 3 },
    { key: "free", label: "Free Form", value: undefined },
  ],
  defaultRatio: "16:10",
  initialWidthPercent: 90,
  minSize: 50,
  nudgeSteps: [1, 10, 100],
} as const;

export const TOASTS = {
  limit: 1,
  visibleMs: 5_000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
  hotkey: "F8",
  maxWidthPx: 420,
} as const;

export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300 } as const;

/** TanStack Query defaults of docs/product.md section 9. */
export const QUERY_DEFAULTS = {
  refetchInterval: false,
  refetchOnWindowFocus: false,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
} as const;

/** Paged lists (docs/http-api.md): `?limit=` and `?cursor=`, next cursor in this header. */
export const PAGE = {
  defaultLimit: 50,
  maxLimit: 200,
  nextCursorHeader: "X-Next-Cursor",
  /** Explore's first page: how many listings the filters find in all, up to `EXPLORE_COUNT.cap`. */
  totalCountHeader: "X-Total-Count",
  /** `true` beside `X-Total-Count` when the filters find more than it says (the count stopped at the cap). */
  totalCountCappedHeader: "X-Total-Count-Capped",
} as const;

/**
 * Explore counts what its filters find exactly up to `cap`; past it, the first page says `cap`
 * with `X-Total-Count-Capped: true` ("1,000+"), so a broad filter counts at most `cap + 1` rows.
 */
export const EXPLORE_COUNT = { cap: 1000 } as const;

/**
 * Sign-in throttling defaults, each overridable by the environment (README configuration). Failures
 * count per email and address pair, so one guessed account from an office NAT does not lock out its
 * neighbours; the looser per-address and per-email caps keep spraying and distributed guessing slow.
 */
export const LOGIN_RATE_LIMIT = {
  maxFailuresPerEmailAndIp: 10,
  maxFailuresPerIp: 100,
  maxFailuresPerEmail: 50,
  windowMs: 15 * 60 * 1000,
} as const;

/**
 * Request budgets shared by every API process (kept in PostgreSQL), per member when signed in and
 * per IP otherwise; registration always per IP. Each is overridden by its `variable`.
 */
export const RATE_LIMITS = {
  registration: { variable: "RATE_LIMIT_REGISTRATION", max: 20, windowMs: 60 * 60 * 1000 },
  messages: { variable: "RATE_LIMIT_MESSAGES", max: 60, windowMs: 60 * 1000 },
  uploadUrls: { variable: "RATE_LIMIT_UPLOAD_URLS", max: 60, windowMs: 10 * 60 * 1000 },
  // The search dialog types as it goes (debounced 300 ms): generous, but not unlimited.
  search: { variable: "RATE_LIMIT_SEARCH", max: 120, windowMs: 60 * 1000 },
  feedback: { variable: "RATE_LIMIT_FEEDBACK", max: 10, windowMs: 10 * 60 * 1000 },
  // Per IP and per email: enough for a member who mistypes, too few to flood an inbox.
  passwordReset: { variable: "RATE_LIMIT_PASSWORD_RESET", max: 5, windowMs: 15 * 60 * 1000 },
  // Reports reach a moderator each: a few an hour is plenty, more is someone flooding the queue.
  reports: { variable: "RATE_LIMIT_REPORTS", max: 10, windowMs: 60 * 60 * 1000 },
  // Confirmation mails resent per member: a lost mail or two, not a flood of someone's inbox.
  emailVerification: { variable: "RATE_LIMIT_EMAIL_VERIFICATION", max: 5, windowMs: 60 * 60 * 1000 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** Matching rule (docs/matching.md). */
export const MATCHING = {
  missionWeight: 3,
  projectTypeWeight: 2,
  impactWeight: 1,
  sameSpaceTypeBonus: 2,
  sponsoredBonus: 1,
  minScore: 5,
  maxPerListing: 5,
  /** How many candidates, newest first, a new or changed listing is scored against. */
  candidateWindow: 1_000,
} as const;

export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** Field bounds the spec leaves open; chosen so no honest entry is refused. */
export const FIELD_MAX = {
  name: 100,
  title: 200,
  shortText: 200,
  description: 5_000,
  bio: 2_000,
  interest: 60,
  interests: 30,
  message: 5_000,
  email: 254,
  password: 200,
  url: 2_048,
  capacity: 100_000,
  participants: 100_000,
} as const;

/** Decoded images above this many pixels are refused (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Every answer of the API carries its request id in this header. A 502, 503 or 504 without it
 * came from something in between (a gateway, the desktop app's forwarder): the server itself
 * is out of reach, not just one of its features.
 */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** While the server is out of reach the UI asks its liveness route again: first after this, doubling up to the cap. */
export const RECONNECT = { firstDelayMs: 2_000, maxDelayMs: 30_000 } as const;
