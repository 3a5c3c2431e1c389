import { YOUR_DATA_ROUTES, YOUR_DATA_TEXTS } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { currentUser } from "../../middleware/authentication";
import { presentUserExport } from "../../presenters/userExport";
import { deleteAccount } from "../../services/account/accountDeletion";
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

register(
  router,
  YOUR_DATA_ROUTES.deleteAccount,
  async (ctx) => {
    const { storage, logger } = ctx.services;
    const user = currentUser(ctx);
    const keys = await deleteAccount(user, ctx.state.input.body.password, ctx.state.transaction, {
      origin: { ip: ctx.ip, device: user.email ? knownDeviceFor(ctx, user.email) : null },
      limits: ctx.services.config.loginThrottle,
    });
    // Best effort after the commit: a key that fails to go is logged, the account is gone anyway.
    ctx.state.transaction?.afterCommit(async () => {
      const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
      const failed = results.filter((result) => result.status === "rejected").length;
      if (failed > 0) logger.warn({ failed }, "photos of a deleted account left in storage");
    });
    // The store row went with the account's other sessions; this drops the cookie too.
    ctx.session = null;
    ctx.status = 204;
  },
  { transaction: true },
);

export default router;
