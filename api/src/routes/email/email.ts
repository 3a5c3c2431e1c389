import { EMAIL_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppContext, AppState } from "../../context";
import { currentUser } from "../../middleware/authentication";
import { preferencesOf, savePreferences, unsubscribe } from "../../services/email/preferences";
import { readUnsubscribeToken } from "../../services/email/unsubscribeTokens";
import { register } from "../register";
import { confirmPage, donePage, invalidPage } from "./unsubscribePage";

const router = new Router<AppState>();

register(router, EMAIL_ROUTES.preferences, async (ctx) => {
  ctx.body = await preferencesOf(currentUser(ctx).id);
});

register(
  router,
  EMAIL_ROUTES.savePreferences,
  async (ctx) => {
    ctx.body = await savePreferences(currentUser(ctx).id, ctx.state.input.body, ctx.state.transaction);
  },
  { transaction: true },
);

/** The member and kind of `?token=`, or an answered 404 page when it does not verify. */
const tokenOf = (ctx: AppContext) => {
  const token = typeof ctx.query.token === "string" ? ctx.query.token : "";
  const read = token.length <= 400 ? readUnsubscribeToken(ctx.services.config.sessionKeys, token) : null;
  ctx.type = "text/html; charset=utf-8";
  // Unsubscribe pages are about one member: kept out of shared caches.
  ctx.set("Cache-Control", "no-store");
  if (!read) {
    ctx.status = 404;
    ctx.body = invalidPage();
  }
  return read ? { ...read, token } : null;
};

/**
 * The unsubscribe routes sit before the body parser (see app.ts): RFC 8058 lets a mail provider
 * post `List-Unsubscribe=One-Click` as a form or as multipart, and the token in the query is all
 * they need, so the body is never read.
 */
export const unsubscribeRoutes = new Router<AppState>();

register(unsubscribeRoutes, EMAIL_ROUTES.unsubscribePage, async (ctx) => {
  const read = tokenOf(ctx);
  if (read) ctx.body = confirmPage(read.kind, read.token);
});

/**
 * No sign-in and any Origin (the app mounts this before the origin check): the signed token is
 * the authority. Repeating it is harmless.
 */
register(
  unsubscribeRoutes,
  EMAIL_ROUTES.unsubscribe,
  async (ctx) => {
    const read = tokenOf(ctx);
    if (!read) return;
    await unsubscribe(read.userId, read.kind, ctx.state.transaction);
    ctx.body = donePage(read.kind);
  },
  { transaction: true },
);

export default router;
