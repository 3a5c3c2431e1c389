import { okResponse } from "@kindred/contract";
import { z } from "zod";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Who may call a route: anyone, a signed-in member, or an admin. */
export type Access = "public" | "member" | "admin";

/** Error statuses a route may answer besides those its shape implies (see `errorStatuses` in openapi.ts). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

export interface RouteResponse {
  description: string;
  schema?: z.ZodType;
  /** `application/json` unless named. */
  contentType?: string;
}

export interface RouteDoc {
  method: Method;
  /** The full path in OpenAPI form: `/api/users/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; contentTypes?: readonly string[] };
  /** The success status and its body; a 3xx adds a `Location` header. */
  status: number;
  response: RouteResponse;
  /** A list answering with `X-Next-Cursor` (takes `?limit=&cursor=`). */
  paged?: boolean;
  /** Query or body problems do not answer 400 (the route redirects instead). */
  lenient?: boolean;
  errors?: readonly ErrorStatus[];
  /** Other answers with their own body (readiness). */
  otherResponses?: Record<number, RouteResponse>;
}

export const JSON_OR_FORM = ["application/json", "application/x-www-form-urlencoded"] as const;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "application/octet-stream"] as const;
export const binary = z.string().meta({ format: "binary" });
export const redirect = (to: string): RouteResponse => ({ description: `Redirects to ${to}` });
export const noContent: RouteResponse = { description: "Done; no body" };
export const ok: RouteResponse = { description: "Done", schema: okResponse };
