import {
  API_ROUTES,
  adminMatch,
  adminStats,
  type BodyKind,
  conversation,
  currentUser,
  type ErrorStatus,
  errorBody,
  favoriteSpace,
  feedback,
  match,
  matchListItem,
  message,
  notification,
  openApiPath,
  PAGE,
  publicUser,
  type RouteAnswer,
  type RouteEntry,
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

/** The media types each body kind is sent as. */
const CONTENT_TYPES: Record<BodyKind, readonly string[]> = {
  json: ["application/json"],
  jsonOrForm: ["application/json", "application/x-www-form-urlencoded"],
  image: ["image/jpeg", "image/png", "image/webp", "application/octet-stream"],
};

/**
 * The error statuses a route's shape implies: 400 when it validates a query or body, 401 behind
 * sign-in, 403 for admin, owner and party routes and for every state-changing call (the Origin
 * check), 413/415 for a body.
 */
export const errorStatuses = (route: RouteEntry): AnyStatus[] => {
  const statuses = new Set<AnyStatus>(route.errors);
  if ((route.query || route.body) && !route.lenient) statuses.add(400);
  if (route.access !== "visitor") statuses.add(401);
  if (["admin", "moderator", "owner", "party"].includes(route.access) || STATE_CHANGING.has(route.method))
    statuses.add(403);
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

const response = ({ description, schema, contentType = "application/json" }: RouteAnswer, headers?: z.ZodObject) => {
  const object: ZodOpenApiResponseObject = { description };
  if (schema) object.content = { [contentType]: { schema } };
  if (headers) object.headers = headers;
  return object;
};

const location = z.object({ Location: z.string().meta({ description: "Where to go next" }) });

/** The success answer's headers: the next cursor of a list, a redirect's Location, the entry's own. */
const answerHeaders = (route: RouteEntry) => {
  const standard = route.paged ? nextCursorHeader : route.status >= 300 && route.status < 400 ? location : undefined;
  if (!route.headers) return standard;
  return standard ? standard.extend(route.headers.shape) : route.headers;
};

const operation = (route: RouteEntry): ZodOpenApiOperationObject => {
  const { query } = route;
  const responses: ZodOpenApiResponsesObject = {
    [route.status]: response(route.response, answerHeaders(route)),
  };
  for (const [status, other] of Object.entries(route.otherResponses ?? {}))
    responses[status as "503"] = response(other);
  for (const status of errorStatuses(route)) {
    responses[`${status}`] = {
      description:
        status === 403 && route.verifiedEmail
          ? `${ERROR_MEANINGS[status]}; also until the member confirmed their email`
          : ERROR_MEANINGS[status],
      content: { "application/json": { schema: errorBody } },
    };
  }
  return {
    operationId: `${route.method}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string = "") => next.toUpperCase())}`,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.access === "visitor" ? {} : { security: [{ session: [] }] }),
    ...(route.params || query
      ? { requestParams: { ...(route.params ? { path: route.params } : {}), ...(query ? { query } : {}) } }
      : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              CONTENT_TYPES[route.bodyKind ?? "json"].map((type) => [type, { schema: route.body }]),
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

/** The OpenAPI 3.1 document of every route in the contract's `API_ROUTES`, built from its zod schemas. */
export const buildOpenApiDocument = () => {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of API_ROUTES) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method] = operation(route);
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
      tags: [...new Set(API_ROUTES.map((route) => route.tag))].map((name) => ({ name })),
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
