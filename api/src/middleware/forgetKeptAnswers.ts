import type { AppMiddleware } from "../context";

const READ_ONLY = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * After any call that may write (whatever it answered: a failure may come after a commit), this
 * process's kept public answers go (`services/listings/keptAnswers.ts`), before the caller hears
 * back: whoever wrote a listing, a profile or a block sees it on their next read, without waiting
 * for the trigger's notification. Other processes drop theirs when that notification comes.
 */
export const forgetKeptAnswers = (): AppMiddleware => async (ctx, next) => {
  try {
    await next();
  } finally {
    if (!READ_ONLY.has(ctx.method)) ctx.services.keptAnswers.forgetAll();
  }
};
