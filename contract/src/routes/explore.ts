import { z } from "zod";
import { EXPLORE_COUNT, PAGE } from "../constants";
import { exploreOffer, exploreOffersQuery, exploreRequest, exploreRequestsQuery } from "../schemas/explore";
import { defineRoute } from "./route";

const description =
  "List filters may repeat (`?cause=a&cause=b`): space type, availability, cause and community " +
  "investment match any of the values given; access features must all be there. `q` matches words " +
  "as prefixes. `sort=score` orders by the match score against `against`, one of the signed-in " +
  "member's own listings of the other kind, computed by the matching rule's weights. The first page " +
  `(no \`cursor\`) says in \`X-Total-Count\` how many listings the filters find in all, exactly up to ` +
  `${EXPLORE_COUNT.cap}; when they find more it says ${EXPLORE_COUNT.cap} and \`X-Total-Count-Capped: true\`. ` +
  "Later pages follow `X-Next-Cursor` as usual, past the cap too.";

/** The first page's count (later pages carry neither header). */
const countHeaders = z.object({
  [PAGE.totalCountHeader]: z
    .string()
    .optional()
    .meta({ description: `How many listings the filters find, at most ${EXPLORE_COUNT.cap}; first page only` }),
  [PAGE.totalCountCappedHeader]: z
    .literal("true")
    .optional()
    .meta({ description: `Present when the filters find more than ${EXPLORE_COUNT.cap}` }),
});

/** The two explore routes differ in path, query and listing kind only. */
const exploreRoute = <const Path extends string, Query extends z.ZodObject, Item extends z.ZodType>(
  path: Path,
  query: Query,
  item: Item,
  listings: string,
) =>
  defineRoute({
    method: "get",
    path,
    access: "visitor",
    query,
    paged: true,
    headers: countHeaders,
    status: 200,
    response: { description: `${listings}, newest or best-scoring first`, schema: z.array(item) },
    tag: "Explore",
    summary: `Browse ${listings.toLowerCase()} with filters`,
    description,
    errors: [401, 403, 404],
  });

export const EXPLORE_ROUTES = {
  offers: exploreRoute("/api/explore/offers", exploreOffersQuery, exploreOffer, "Active space offers"),
  requests: exploreRoute("/api/explore/requests", exploreRequestsQuery, exploreRequest, "Open space requests"),
};
