import { searchQuery, searchResult } from "../schemas/search";
import { defineRoute } from "./route";

export const SEARCH_ROUTES = {
  search: defineRoute({
    method: "get",
    path: "/api/search",
    access: "visitor",
    query: searchQuery,
    status: 200,
    response: { description: "The results", schema: searchResult },
    tag: "Search",
    summary: "Search requests, offers and members",
    description: "At most 10 of each, best first; prefix and one-typo tolerant.",
    errors: [429, 503],
  }),
};
