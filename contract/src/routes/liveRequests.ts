import { z } from "zod";
import { idParam, uuid } from "../schemas/common";
import { spaceRequest } from "../schemas/spaceRequest";
import { text } from "../schemas/storableText";
import { defineRoute } from "./route";

export const keepOpenTokenInput = z.object({ token: text().min(1).max(200) });

export const LIVE_REQUEST_ROUTES = {
  keepOpen: defineRoute({
    method: "post",
    path: "/api/space-requests/:id/keep-open",
    access: "owner",
    params: idParam,
    status: 200,
    response: { description: "The request, open again", schema: spaceRequest },
    tag: "Space requests",
    summary: "Keep a request open for 30 more days (owner only); a paused one is resumed",
    errors: [403, 404],
  }),
  keepOpenByToken: defineRoute({
    method: "post",
    path: "/api/space-requests/keep-open",
    access: "visitor",
    body: keepOpenTokenInput,
    status: 200,
    response: { description: "The request kept open", schema: z.object({ requestId: uuid }) },
    tag: "Space requests",
    summary: 'Keep a request open with the link of its "Still looking?" email',
    description:
      "The token is signed and names the request and its open window: once the request was kept open (or removed) it no longer works (410).",
    errors: [410],
  }),
};
