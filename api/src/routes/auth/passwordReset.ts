import { AUTH_ROUTES, PASSWORD_RESET_TEXTS, type PasswordResetRequest } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { rateLimit } from "../../middleware/rateLimit";
import { SESSION_COOKIE } from "../../middleware/session";
import { confirmPasswordReset, requestPasswordReset } from "../../services/auth/passwordReset";
import { register } from "../register";

const router = new Router<AppState>();

/**
 * Requests are counted per IP before anything is read, and per email once the body is valid: a
 * key never holds raw input (a 400 KB "email" would overflow the counters' index).
 */
const perIp = rateLimit("passwordReset", {
  keys: (ctx) => [`ip:${ctx.ip}`],
  message: () => PASSWORD_RESET_TEXTS.tooMany,
});
const perEmail = rateLimit("passwordReset", {
  // A step after validation: the email is the parsed one (trimmed, lower-cased, at most 254 characters).
  keys: (ctx) => [`email:${(ctx.state.input.body as PasswordResetRequest).email}`],
  message: () => PASSWORD_RESET_TEXTS.tooMany,
});

register(
  router,
  AUTH_ROUTES.requestPasswordReset,
  async (ctx) => {
    await requestPasswordReset(ctx.state.input.body.email, ctx.services.config.publicUrl);
    ctx.status = 202;
    ctx.body = { ok: true };
  },
  { limit: perIp, steps: [perEmail] },
);

register(
  router,
  AUTH_ROUTES.confirmPasswordReset,
  async (ctx) => {
    await confirmPasswordReset(ctx.state.input.body, ctx.cookies.get(SESSION_COOKIE, { signed: true }));
    ctx.status = 204;
  },
  {
    limit: rateLimit("passwordReset", {
      keys: (ctx) => [`confirm:${ctx.ip}`],
      message: () => PASSWORD_RESET_TEXTS.tooMany,
    }),
  },
);

export default router;
