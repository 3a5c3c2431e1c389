import { z } from "zod";
import type { ListingSide } from "../listingSide";
import { idParam, pageQuery, userIdParam } from "../schemas/common";
import { matchListItem } from "../schemas/match";
import { spaceOffer, spaceOfferDetail, spaceOfferInput, spaceOfferUpdate } from "../schemas/spaceOffer";
import { spaceRequest, spaceRequestDetail, spaceRequestInput, spaceRequestUpdate } from "../schemas/spaceRequest";
import { defineRoute, noContent } from "./route";

/**
 * The two listing kinds share their routes' shape; `base`, `noun` and the schemas differ. Written
 * out per kind (not built in a loop) so each entry keeps its own schema types.
 */
const listingRoutes = <
  const Base extends string,
  Input extends z.ZodType,
  Update extends z.ZodType,
  Read extends z.ZodType,
  Detail extends z.ZodType,
>(
  base: Base,
  tag: string,
  noun: string,
  schemas: { input: Input; update: Update; read: Read; detail: Detail },
) => ({
  create: defineRoute({
    method: "post",
    path: base,
    access: "member",
    verifiedEmail: true,
    body: schemas.input,
    status: 201,
    response: { description: `The new ${noun}`, schema: schemas.read },
    tag,
    summary: `Post a ${noun}`,
    description: "The owner is the signed-in member; server-set fields in the body are ignored.",
  }),
  listByUser: defineRoute({
    method: "get",
    path: `${base}/user/:userId`,
    access: "visitor",
    params: userIdParam,
    query: pageQuery,
    paged: true,
    status: 200,
    response: { description: `The ${noun}s`, schema: z.array(schemas.read) },
    tag,
    summary: `A member's ${noun}s, newest first`,
    errors: [404],
  }),
  get: defineRoute({
    method: "get",
    path: `${base}/:id`,
    access: "visitor",
    params: idParam,
    status: 200,
    response: { description: `The ${noun}`, schema: schemas.detail },
    tag,
    summary: `One ${noun}`,
    description:
      '`contactEmail` only for the owner and the other party of one of its open matches; whether one of the viewer\'s own listings fits it (docs/matching.md "Fit").',
    errors: [404],
  }),
  update: defineRoute({
    method: "put",
    path: `${base}/:id`,
    access: "owner",
    params: idParam,
    body: schemas.update,
    status: 200,
    response: { description: `The changed ${noun}`, schema: schemas.read },
    tag,
    summary: `Change a ${noun} (owner only)`,
    errors: [404],
  }),
  remove: defineRoute({
    method: "delete",
    path: `${base}/:id`,
    access: "owner",
    params: idParam,
    status: 204,
    response: noContent,
    tag,
    summary: `Delete a ${noun} (owner only); its matches close`,
    errors: [404],
  }),
  matches: defineRoute({
    method: "get",
    path: `${base}/:id/matches`,
    access: "owner",
    params: idParam,
    query: pageQuery,
    paged: true,
    status: 200,
    response: { description: "The matches", schema: z.array(matchListItem) },
    tag,
    summary: `The ${noun}'s matches (owner only)`,
    errors: [403, 404],
  }),
});

export const SPACE_REQUEST_ROUTES = listingRoutes("/api/space-requests", "Space requests", "space request", {
  input: spaceRequestInput,
  update: spaceRequestUpdate,
  read: spaceRequest,
  detail: spaceRequestDetail,
});

export const SPACE_OFFER_ROUTES = listingRoutes("/api/space-offers", "Space offers", "space offer", {
  input: spaceOfferInput,
  update: spaceOfferUpdate,
  read: spaceOffer,
  detail: spaceOfferDetail,
});

/** Each side's routes, for code that works on either kind of listing. */
export const LISTING_ROUTES = {
  request: SPACE_REQUEST_ROUTES,
  offer: SPACE_OFFER_ROUTES,
} as const satisfies Record<ListingSide, unknown>;
