import { ACCOUNT_DELETION_TEXTS, YOUR_DATA_ROUTES, YOUR_DATA_TEXTS } from "@kindred/contract";
import Router from "@koa/router";
import type { AppContext, AppState } from "../../context";
import { currentUser } from "../../middleware/authentication";
import { rateLimit } from "../../middleware/rateLimit";
import { presentUserExport } from "../../presenters/userExport";
import { deleteAccount } from "../../services/account/accountDeletion";
import { confirmDeletionByEmail, requestDeletionByEmail } from "../../services/account/deletionByEmail";
import { collectUserData } from "../../services/account/userData";
import { knownDeviceFor } from "../../services/auth/knownDevice";
import { register } from "../register";

const router = new Router<AppState>();

/** A download, not a page: the browser saves it under the contract's file name. */
register(
  router,
  YOUR_DATA_ROUTES.exportData,
  async (ctx) => {
    const data = await collectUserData(currentUser(ctx), ctx.state.transaction);
    ctx.set({
      "Content-Disposition": `attachment; filename="${YOUR_DATA_TEXTS.fileName}"`,
      "Cache-Control": "no-store",
    });
    ctx.body = presentUserExport(data, new Date());
  },
  // One snapshot: every part read in the same transaction.
  { transaction: true },
);

/**
 * After a deletion: the photos' bytes go once the transaction commits (best effort: a key that
 * fails to go is logged, the account is gone anyway), before the answer when the deletion has
 * committed already, and the cookie is dropped when it was the deleted member's (its store row
 * went with the account's other sessions).
 */
const finishDeletion = async (ctx: AppContext, deletedUserId: string, storageKeys: string[]) => {
  const { storage, logger } = ctx.services;
  const removePhotos = async () => {
    const results = await Promise.allSettled(storageKeys.map((key) => storage.delete(key)));
    const failed = results.filter((result) => result.status === "rejected").length;
    if (failed > 0) logger.warn({ failed }, "photos of a deleted account left in storage");
  };
  // The route's transaction commits after the handler; a deletion in its own has committed already.
  if (ctx.state.transaction) ctx.state.transaction.afterCommit(removePhotos);
  else await removePhotos();
  if (ctx.state.user?.id === deletedUserId) ctx.session = null;
  ctx.status = 204;
};

register(router, YOUR_DATA_ROUTES.deleteAccount, async (ctx) => {
  const user = currentUser(ctx);
  const keys = await deleteAccount(user, ctx.state.input.body.password, {
    origin: { ip: ctx.ip, device: user.email ? knownDeviceFor(ctx, user.email) : null },
    limits: ctx.services.config.loginThrottle,
  });
  await finishDeletion(ctx, user.id, keys);
});

/** Mails cost: a member asks for a few deletion links at most, like password resets. */
register(
  router,
  YOUR_DATA_ROUTES.requestDeletionByEmail,
  async (ctx) => {
    await requestDeletionByEmail(currentUser(ctx), ctx.services.config.publicUrl, ctx.state.transaction);
    ctx.status = 202;
    ctx.body = { ok: true };
  },
  {
    limit: rateLimit("passwordReset", {
      keys: (ctx) => [`account-deletion:${ctx.state.user?.id ?? ctx.ip}`],
      message: () => ACCOUNT_DELETION_TEXTS.tooMany,
    }),
    transaction: true,
  },
);

/** The mailed token is the authority: no sign-in, so the link works in any browser. */
register(
  router,
  YOUR_DATA_ROUTES.confirmDeletionByEmail,
  async (ctx) => {
    const { userId, storageKeys } = await confirmDeletionByEmail(ctx.state.input.body.token, ctx.state.transaction);
    await finishDeletion(ctx, userId, storageKeys);
  },
  {
    limit: rateLimit("passwordReset", { keys: (ctx) => [`account-deletion-confirm:${ctx.ip}`] }),
    transaction: true,
  },
);

export default router;
