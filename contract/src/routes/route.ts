import { z } from "zod";
import { okResponse } from "../schemas/common";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call a route. `owner` and `party` are members whose right to the named resource its
 * policy checks in the handler (the listing's owner, one of a match's two parties); `moderator`
 * admits moderators and admins, `admin` admins only.
 */
export type Access = "visitor" | "member" | "owner" | "party" | "moderator" | "admin";

/** Error statuses a route may answer besides those its shape implies (see the OpenAPI builder). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/** How a route's body travels: JSON (the default), JSON or a plain HTML form, or raw image bytes. */
export type BodyKind = "json" | "jsonOrForm" | "image";

export interface RouteAnswer {
  description: string;
  schema?: z.ZodType;
  /** `application/json` unless named. */
  contentType?: string;
}

/**
 * One route, written once: the server registers it, `/api/openapi.json` describes it and the web
 * app calls it from this entry. `path` is in Koa form (`/api/users/:id`).
 */
export interface RouteEntry {
  method: Method;
  path: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyKind?: BodyKind;
  /** The success status and its body; a 3xx adds a `Location` header. */
  status: number;
  response: RouteAnswer;
  /** A list answering with `X-Next-Cursor` (takes `?limit=&cursor=`). */
  paged?: boolean;
  /** Headers the success answer may carry besides `X-Next-Cursor` and `Location` (documented in OpenAPI). */
  headers?: z.ZodObject;
  /** Members must have confirmed their email first (403 `emailNotVerified` until then). */
  verifiedEmail?: true;
  /** The handler reads the query itself, as a failure redirects instead of answering 400. */
  lenient?: boolean;
  /** The 404 text for params that do not parse (a malformed id names nothing). */
  notFound?: string;
  tag: string;
  summary: string;
  description?: string;
  errors?: readonly ErrorStatus[];
  /** Other answers with their own body (readiness). */
  otherResponses?: Record<number, RouteAnswer>;
}

/** Keeps an entry's exact schemas in its type, so handlers and callers are typed from it. */
export const defineRoute = <const R extends RouteEntry>(entry: R): R => entry;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler of `R` reads once the route's steps validated the request. */
export interface ParsedInput<R extends RouteEntry> {
  params: Output<R["params"]>;
  query: Output<R["query"]>;
  body: Output<R["body"]>;
}

type Defined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };
type AllOptional<T> = Partial<T> extends T ? true : false;

/** What a caller of `R` sends: only the parts the route takes (a query that is all optional may be left out). */
export type CallInput<R extends RouteEntry> = Defined<{
  params: Input<R["params"]>;
  body: Input<R["body"]>;
}> &
  (R["query"] extends z.ZodType
    ? AllOptional<Input<R["query"]>> extends true
      ? { query?: Input<R["query"]> }
      : { query: Input<R["query"]> }
    : unknown);

/** The body `R` answers with. */
export type RouteResponse<R extends RouteEntry> = R["response"]["schema"] extends z.ZodType
  ? z.output<R["response"]["schema"]>
  : undefined;

/** `/api/users/:id` and `{id: "…"}` → `/api/users/…`. */
export const fillPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));

/** `/api/users/:id` → `/api/users/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, "{$1}");

export const binary = z.string().meta({ format: "binary" });
export const redirect = (to: string): RouteAnswer => ({ description: `Redirects to ${to}` });
export const noContent: RouteAnswer = { description: "Done; no body" };
export const ok: RouteAnswer = { description: "Done", schema: okResponse };
