import { z } from "zod";
import { ACCESS_FEATURES } from "../accessFeatures";
import {
  ACTIVITIES,
  AVAILABILITY_SLOTS,
  COMMUNITY_INVESTMENTS,
  IMPACTS,
  MISSIONS,
  PROJECT_TYPES,
  SPACE_TYPES,
} from "../choices";
import { FIELD_MAX } from "../constants";
import { EXPLORE_TEXTS } from "../exploreTexts";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { choice, pageQuery, uuid } from "./common";
import { spaceOffer } from "./spaceOffer";
import { spaceRequest } from "./spaceRequest";
import { text } from "./storableText";
import { optionalWholeNumber } from "./wholeNumber";

/**
 * A filter a query string may repeat (`?cause=a&cause=b`): one value or several, each from
 * `options`, read as a deduplicated list; absent is the empty list (no filter).
 */
const repeatable = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .union([choice(options), z.array(choice(options)).max(options.length * 2)], { error: () => V.unknownChoice })
    .optional()
    .transform((value): T[number][] => [...new Set(value === undefined ? [] : [value].flat())]);

export const EXPLORE_SORTS = ["newest", "score"] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];

/** Filters both kinds take; `cause` and the rest differ by what each kind's lists hold. */
const commonFilters = {
  q: text()
    .trim()
    .max(FIELD_MAX.shortText, { error: () => V.tooLong(FIELD_MAX.shortText) })
    .optional(),
  spaceType: repeatable(SPACE_TYPES),
  minCapacity: optionalWholeNumber({ min: 1, max: FIELD_MAX.capacity, message: () => V.wholeNumber }),
  accessFeature: repeatable(ACCESS_FEATURES),
  sort: z.enum(EXPLORE_SORTS, { error: () => V.unknownChoice }).default("newest"),
  /** One of the member's own listings of the other kind: their request for offers, their offer for requests. */
  against: uuid.optional(),
};

const againstWithScore = <T extends { sort: ExploreSort; against?: string | undefined }>(
  query: T,
  ctx: z.RefinementCtx,
) => {
  if (query.sort === "score" && !query.against) {
    ctx.addIssue({ code: "custom", path: ["against"], message: EXPLORE_TEXTS.againstRequired });
  }
};

/**
 * `GET /api/explore/offers`: active offers. `cause` is a mission or activity among its supported
 * causes, `communityInvestment` one of its investments; `availability` any of its slots.
 */
export const exploreOffersQuery = pageQuery
  .extend({
    ...commonFilters,
    availability: repeatable(AVAILABILITY_SLOTS),
    cause: repeatable([...MISSIONS, ...ACTIVITIES]),
    communityInvestment: repeatable(COMMUNITY_INVESTMENTS),
  })
  .superRefine(againstWithScore);
export type ExploreOffersQuery = z.output<typeof exploreOffersQuery>;

/**
 * `GET /api/explore/requests`: open (pending or matched) requests. `cause` is a mission, project
 * type or impact among its values; `minCapacity` the least group size; `accessFeature` its needs.
 * Requests have no availability or community investment, so those filters are the offers' only.
 */
export const exploreRequestsQuery = pageQuery
  .extend({ ...commonFilters, cause: repeatable([...MISSIONS, ...PROJECT_TYPES, ...IMPACTS]) })
  .superRefine(againstWithScore);
export type ExploreRequestsQuery = z.output<typeof exploreRequestsQuery>;

/** The listings explore answers: never a contact email; the match score when sorted by it. */
export const exploreOffer = spaceOffer.omit({ contactEmail: true }).extend({ matchScore: z.number().optional() });
export type ExploreOffer = z.infer<typeof exploreOffer>;
export const exploreRequest = spaceRequest.omit({ contactEmail: true }).extend({ matchScore: z.number().optional() });
export type ExploreRequest = z.infer<typeof exploreRequest>;
