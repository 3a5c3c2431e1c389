import { z } from "zod";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { spaceOffer } from "./spaceOffer";
import { spaceRequest } from "./spaceRequest";
import { text } from "./storableText";
import { publicUser } from "./user";

/** `GET /api/search?q=`. */
export const searchQuery = z.object({
  q: text()
    .trim()
    .min(1, { error: () => V.searchTextRequired })
    .max(200),
});
export const searchResult = z.object({
  spaceRequests: z.array(spaceRequest),
  spaceOffers: z.array(spaceOffer),
  users: z.array(publicUser),
});
export type SearchResult = z.infer<typeof searchResult>;
