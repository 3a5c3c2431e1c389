import { z } from "zod";
import { pageQuery } from "../schemas/common";
import { favoriteParams } from "../schemas/favorite";
import { favoriteSpace } from "../schemas/spaceOffer";
import { defineRoute, noContent } from "./route";

const tag = "Favorites";

export const FAVORITE_ROUTES = {
  list: defineRoute({
    method: "get",
    path: "/api/favorites",
    access: "member",
    query: pageQuery,
    paged: true,
    status: 200,
    response: { description: "The saved spaces", schema: z.array(favoriteSpace) },
    tag,
    summary: "The signed-in member's saved spaces",
  }),
  save: defineRoute({
    method: "put",
    path: "/api/favorites/:offerId",
    access: "member",
    params: favoriteParams,
    status: 204,
    response: noContent,
    tag,
    summary: "Save a space (idempotent)",
    verifiedEmail: true,
    errors: [404],
  }),
  forget: defineRoute({
    method: "delete",
    path: "/api/favorites/:offerId",
    access: "member",
    params: favoriteParams,
    status: 204,
    response: noContent,
    tag,
    summary: "Forget a saved space",
    errors: [404],
  }),
};
