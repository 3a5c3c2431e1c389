import type { Middleware } from "koa";
import type { z } from "zod";
import type { AppState, Input } from "../context";

type Where = keyof Input;

const sources: Record<Where, (ctx: Parameters<Middleware<AppState>>[0]) => unknown> = {
  body: (ctx) => ctx.request.body ?? {},
  query: (ctx) => ctx.query,
  params: (ctx) => (ctx as unknown as { params?: unknown }).params ?? {},
};

/**
 * Parses one part of the request with a contract schema and keeps the result in
 * `ctx.state.input[where]`. A failure becomes a 400 carrying the contract's field messages.
 */
export const validate =
  (schema: z.ZodType, where: Where = "body"): Middleware<AppState> =>
  async (ctx, next) => {
    ctx.state.input ??= {};
    ctx.state.input[where] = schema.parse(sources[where](ctx));
    await next();
  };
