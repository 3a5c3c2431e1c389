import {
  adminMatch,
  adminStats,
  conversation,
  currentUser,
  errorBody,
  favoriteSpace,
  feedback,
  match,
  matchListItem,
  message,
  notification,
  PAGE,
  pageQuery,
  publicUser,
  searchResult,
  spaceOffer,
  spaceRequest,
  userSummary,
} from "@kindred/contract";
import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiOverride,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from "zod-openapi";
import { SESSION_COOKIE } from "../../middleware/session";
import { type ErrorStatus, ROUTES, type RouteDoc, type RouteResponse } from "./routeTable";

type AnyStatus = ErrorStatus | 400;

/** What each error status means here; every one carries the `{message, issues?}` body. */
const ERROR_MEANINGS: Record<AnyStatus, string> = {
  400: "Invalid input: `issues` name the fields and the contract's messages",
  401: "Not signed in",
  403: "Not allowed (or a state-changing call from another site's Origin)",
  404: "Not found",
  409: "Conflicts with the current state",
  410: "The link was used or has expired",
  413: "Body too large",
  415: "Wrong media type",
  429: "Too many requests; `Retry-After` says when to try again",
  503: "A dependency is unavailable; try again shortly",
};

const STATE_CHANGING = new Set(["post", "put", "patch", "delete"]);

/**
 * The error statuses a route's shape implies: 400 when it validates a query or body, 401 behind
 * sign-in, 403 for admin routes and for every state-changing call (the Origin check), 413/415 for
 * a body.
 */
export const errorStatuses = (route: RouteDoc): AnyStatus[] => {
  const statuses = new Set<AnyStatus>(route.errors);
  if ((route.query || route.body) && !route.lenient) statuses.add(400);
  if (route.access !== "public") statuses.add(401);
  if (route.access === "admin" || STATE_CHANGING.has(route.method)) statuses.add(403);
  if (route.body) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
};

const nextCursorHeader = z.object({
  [PAGE.nextCursorHeader]: z
    .string()
    .optional()
    .meta({ description: "Pass as `?cursor=` for the next page; absent on the last" }),
});

const response = ({ description, schema, contentType = "application/json" }: RouteResponse, headers?: z.ZodObject) => {
  const object: ZodOpenApiResponseObject = { description };
  if (schema) object.content = { [contentType]: { schema } };
  if (headers) object.headers = headers;
  return object;
};

const location = z.object({ Location: z.string().meta({ description: "Where to go next" }) });

const operation = (route: RouteDoc): ZodOpenApiOperationObject => {
  const query = route.paged ? (route.query ?? pageQuery) : route.query;
  const responses: ZodOpenApiResponsesObject = {
    [route.status]: response(
      route.response,
      route.paged ? nextCursorHeader : route.status >= 300 && route.status < 400 ? location : undefined,
    ),
  };
  for (const [status, other] of Object.entries(route.otherResponses ?? {}))
    responses[status as "503"] = response(other);
  for (const status of errorStatuses(route)) {
    responses[`${status}`] = {
      description: ERROR_MEANINGS[status],
      content: { "application/json": { schema: errorBody } },
    };
  }
  return {
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string = "") => next.toUpperCase())}`,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.access === "public" ? {} : { security: [{ session: [] }] }),
    ...(route.params || query
      ? { requestParams: { ...(route.params ? { path: route.params } : {}), ...(query ? { query } : {}) } }
      : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              (route.body.contentTypes ?? ["application/json"]).map((type) => [type, { schema: route.body?.schema }]),
            ),
          },
        }
      : {}),
    responses,
  };
};

/**
 * Answers are drawn as open objects (clients should ignore fields they do not know), which also
 * lets a shape used in requests and answers be one component instead of `X` and `XOutput`.
 */
const openResponses: ZodOpenApiOverride = ({ jsonSchema, io }) => {
  if (io === "output" && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
};

/** Shared shapes become named components; the library swaps each use for a `$ref`. */
const SCHEMAS = {
  Error: errorBody,
  CurrentUser: currentUser,
  PublicUser: publicUser,
  UserSummary: userSummary,
  SpaceRequest: spaceRequest,
  SpaceOffer: spaceOffer,
  FavoriteSpace: favoriteSpace,
  Match: match,
  MatchListItem: matchListItem,
  Message: message,
  Conversation: conversation,
  Notification: notification,
  Feedback: feedback,
  SearchResult: searchResult,
  AdminStats: adminStats,
  AdminMatch: adminMatch,
};

/** The OpenAPI 3.1 document of every route in `ROUTES`, built from the contract's zod schemas. */
export const buildOpenApiDocument = () => {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of ROUTES) {
    paths[route.path] ??= {};
    paths[route.path][route.method] = operation(route);
  }
  return createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Kindred Spaces API",
        version: "1.0.0",
        description:
          "Every JSON error has the body `{message, issues?}`. Lists take `?limit=` (default " +
          `${PAGE.defaultLimit}, max ${PAGE.maxLimit}) and \`?cursor=\`; the next cursor comes back in \`X-Next-Cursor\`. ` +
          "Sign in with `POST /api/auth/email`; the session cookie then goes along.",
      },
      servers: [{ url: "/" }],
      tags: [...new Set(ROUTES.map((route) => route.tag))].map((name) => ({ name })),
      paths,
      components: {
        schemas: SCHEMAS,
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "The signed session cookie" },
        },
      },
    },
    { override: openResponses },
  );
};
