import { z } from "zod";
import { matchReferences, reference, writeReferenceInput } from "../references";
import { idParam, pageQuery } from "../schemas/common";
import { defineRoute } from "./route";

const tag = "References";

export const REFERENCE_ROUTES = {
  write: defineRoute({
    method: "post",
    path: "/api/matches/:id/references",
    access: "party",
    verifiedEmail: true,
    params: idParam,
    body: writeReferenceInput,
    status: 201,
    response: { description: "The reference as its author sees it", schema: reference },
    tag,
    summary: "Write a reference about the other party of a match (once, never edited)",
    description:
      "After a confirmed date of one of the match's bookings ended, each party may write one reference (positive, neutral or negative; " +
      "20–2,000 characters). It is published when both wrote or 14 days after the first; until then only its author sees it. " +
      "403 between blocked members; 409 before a date ended or when already written.",
    errors: [403, 404, 409],
  }),
  listByMatch: defineRoute({
    method: "get",
    path: "/api/matches/:id/references",
    access: "party",
    params: idParam,
    status: 200,
    response: { description: "The viewer's own reference and the other's once published", schema: matchReferences },
    tag,
    summary: "A match's references as one of its parties sees them",
    errors: [403, 404],
  }),
  ofUser: defineRoute({
    method: "get",
    path: "/api/users/:id/references",
    access: "visitor",
    params: idParam,
    query: pageQuery,
    paged: true,
    status: 200,
    response: { description: "Published references about the member, newest first", schema: z.array(reference) },
    tag,
    summary: "The published references about a member (public, paged)",
    description: "A reference removed by a moderator keeps its place without its words (`removed`).",
    errors: [404],
  }),
};
