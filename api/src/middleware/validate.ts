import { jsonNumberIssues, toErrorIssues } from "@kindred/contract";
import type { Middleware } from "koa";
import type { z } from "zod";
import type { AppState, Input } from "../context";
import { ValidationError } from "../errors";

type Where = keyof Input;
type Context = Parameters<Middleware<AppState>>[0];

const sources: Record<Where, (ctx: Context) => unknown> = {
  body: (ctx) => ctx.request.body ?? {},
  query: (ctx) => ctx.query,
  params: (ctx) => (ctx as unknown as { params?: unknown }).params ?? {},
};

/** A JSON body gives whole numbers as JSON numbers; digits in a string are for forms and query strings. */
const strictIssues = (ctx: Context, schema: z.ZodType, where: Where, value: unknown) =>
  where === "body" && ctx.is("json") ? jsonNumberIssues(schema, value) : [];

/**
 * Parses one part of the request with a contract schema and keeps the result in
 * `ctx.state.input[where]`. A failure becomes a 400 carrying the contract's field messages.
 */
export const validate =
  (schema: z.ZodType, where: Where = "body"): Middleware<AppState> =>
  async (ctx, next) => {
    ctx.state.input ??= {};
    const value = sources[where](ctx);
    const strict = strictIssues(ctx, schema, where, value);
    const result = schema.safeParse(value);
    if (strict.length > 0 || !result.success) {
      const flagged = new Set(strict.map((issue) => issue.path));
      const others = result.success ? [] : toErrorIssues(result.error).filter((issue) => !flagged.has(issue.path));
      throw ValidationError(undefined, [...strict, ...others]);
    }
    ctx.state.input[where] = result.data;
    await next();
  };
