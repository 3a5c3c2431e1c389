import type { Middleware } from "koa";
import type { AppState } from "../context";
import { storeAnswerInTransaction } from "./idempotency";

/**
 * Wraps the rest of the chain in one transaction (`ctx.state.transaction`): committed when the
 * handler returns, rolled back when it throws. Side effects that must follow the commit register
 * with `transaction.afterCommit`. A POST's Idempotency-Key answer is kept in the same transaction.
 */
export const transaction = (): Middleware<AppState> => async (ctx, next) => {
  await ctx.services.sequelize.transaction(async (t) => {
    ctx.state.transaction = t;
    try {
      await next();
      await storeAnswerInTransaction(ctx, t);
    } finally {
      ctx.state.transaction = undefined;
    }
  });
};

/**
 * `transaction()` only for a POST whose answer is kept for its Idempotency-Key (in the work's own
 * transaction, as above). A route whose work is one statement needs no other: without a key it
 * runs that statement on its own, which commits it, and spares the round trips of a transaction.
 */
export const transactionWhenKeyed = (): Middleware<AppState> => {
  const wrapped = transaction();
  return (ctx, next) => (ctx.state.idempotency ? wrapped(ctx, next) : next());
};
