import { z } from "zod";
import { exploreOffer, exploreOffersQuery, exploreRequest, exploreRequestsQuery } from "../schemas/explore";
import { defineRoute } from "./route";

const description =
  "List filters may repeat (`?cause=a&cause=b`): space type, availability, cause and community " +
  "investment match any of the values given; access features must all be there. `q` matches words " +
  "as prefixes. `sort=score` orders by the match score against `against`, one of the signed-in " +
  "member's own listings of the other kind, computed by the matching rule's weights. The first page " +
  "(no `cursor`) says in `X-Total-Count` how many listings the filters find in all.";

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
