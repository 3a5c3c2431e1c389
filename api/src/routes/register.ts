import { jsonNumberIssues, type ParsedInput, type RouteEntry, SERVER_MESSAGES, toErrorIssues } from "@kindred/contract";
import type Router from "@koa/router";
import type { Middleware } from "koa";
import type { z } from "zod";
import type { AppContext, AppMiddleware, AppState } from "../context";
import { NotFoundError, ValidationError } from "../errors";
import { requireAdmin, requireStaff, requireUser, requireVerifiedEmail } from "../middleware/authentication";
import { transaction, transactionWhenKeyed } from "../middleware/transaction";

/** A handler of `R`: its params, query and body arrive parsed by the entry's schemas. */
export type RouteHandler<R extends RouteEntry> = (ctx: AppContext<ParsedInput<R>>) => Promise<void> | void;

export interface RouteOptions {
  /** Counts the call before anything else is done for it (a rate limit). */
  limit?: AppMiddleware;
  /** Replaces the entry's access check, for a route that also admits a machine (a bearer token). */
  access?: AppMiddleware;
  /** Run after validation and before the transaction (loading what the route names). */
  steps?: AppMiddleware[];
  /**
   * Wraps the rest of the chain in one transaction (`ctx.state.transaction`); `"keyed"` only when
   * the POST carries an Idempotency-Key (a handler whose write is one statement).
   */
  transaction?: boolean | "keyed";
}

/** Owners and parties are members first; their policy is checked by the handler against what it loads. */
const ACCESS_STEPS: Record<RouteEntry["access"], AppMiddleware[]> = {
  visitor: [],
  member: [requireUser()],
  owner: [requireUser()],
  party: [requireUser()],
  moderator: [requireStaff()],
  admin: [requireAdmin()],
};

type RequestParts = Parameters<AppMiddleware>[0] & { params?: Record<string, string> };

/**
 * A JSON body gives whole numbers as JSON numbers (digits in a string are for forms and query
 * strings): those issues come first, and the schema's own for the other fields after them.
 */
const parseBody = (ctx: RequestParts, schema: z.ZodType): unknown => {
  const body = ctx.request.body ?? {};
  const strict = ctx.is("json") ? jsonNumberIssues(schema, body) : [];
  const result = schema.safeParse(body);
  if (strict.length === 0 && result.success) return result.data;
  const flagged = new Set(strict.map((issue) => issue.path));
  const others = result.success ? [] : toErrorIssues(result.error).filter((issue) => !flagged.has(issue.path));
  throw ValidationError(undefined, [...strict, ...others]);
};

/**
 * Query and body failures are a 400 with the contract's field messages. Params that do not parse
 * name nothing, so they are that route's 404, like an absent id. A lenient route reads its query
 * itself (a failure redirects), and image bodies are read as a stream by the handler.
 */
const validateInput =
  (route: RouteEntry): AppMiddleware =>
  async (ctx, next) => {
    const parts = ctx as RequestParts;
    ctx.state.input ??= {};
    if (route.query && !route.lenient) ctx.state.input.query = route.query.parse(ctx.query);
    if (route.body && route.bodyKind !== "image") ctx.state.input.body = parseBody(ctx, route.body);
    if (route.params) {
      const params = route.params.safeParse(parts.params ?? {});
      if (!params.success) throw NotFoundError(route.notFound ?? SERVER_MESSAGES.notFound);
      ctx.state.input.params = params.data;
    }
    await next();
  };

/**
 * Registers `route` from its contract entry: rate limit → access → confirmed email (where the
 * entry asks for it) → validation → (steps) → transaction → handler.
 */
export const register = <R extends RouteEntry, S extends AppState = AppState>(
  router: Router<S>,
  route: R,
  handle: RouteHandler<R>,
  options: RouteOptions = {},
): void => {
  const chain = [
    ...(options.limit ? [options.limit] : []),
    ...(options.access ? [options.access] : ACCESS_STEPS[route.access]),
    ...(route.verifiedEmail ? [requireVerifiedEmail()] : []),
    validateInput(route),
    ...(options.steps ?? []),
    ...(options.transaction === "keyed" ? [transactionWhenKeyed()] : options.transaction ? [transaction()] : []),
    handle as unknown as AppMiddleware,
  ] as unknown as Middleware<S>[];
  router[route.method](route.path, ...(chain as [Middleware<S>]));
};
