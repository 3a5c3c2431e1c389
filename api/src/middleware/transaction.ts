import type { Middleware } from "koa";
import type { AppState } from "../context";

/**
 * Wraps the rest of the chain in one transaction (`ctx.state.transaction`): committed when the
 * handler returns, rolled back when it throws. Side effects that must follow the commit register
 * with `transaction.afterCommit`.
 */
export const transaction = (): Middleware<AppState> => async (ctx, next) => {
  await ctx.services.sequelize.transaction(async (t) => {
    ctx.state.transaction = t;
    try {
      await next();
    } finally {
      ctx.state.transaction = undefined;
    }
  });
};
