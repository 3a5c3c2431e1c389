import { AUTH_ROUTES, PASSWORD_RESET_TEXTS } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { rateLimit } from "../../middleware/rateLimit";
import { SESSION_COOKIE } from "../../middleware/session";
import { confirmPasswordReset, requestPasswordReset } from "../../services/auth/passwordReset";
import { register } from "../register";

const router = new Router<AppState>();

/** The email as typed, lower-cased like accounts store it; counted even before it is validated. */
const emailKey = (body: unknown) =>
  `email:${String((body as { email?: unknown } | undefined)?.email ?? "")
    .trim()
    .toLowerCase()}`;

register(
  router,
  AUTH_ROUTES.requestPasswordReset,
  async (ctx) => {
    await requestPasswordReset(ctx.state.input.body.email, ctx.services.config.publicUrl);
    ctx.status = 202;
    ctx.body = { ok: true };
  },
  {
    limit: rateLimit("passwordReset", {
      keys: (ctx) => [`ip:${ctx.ip}`, emailKey(ctx.request.body)],
      message: PASSWORD_RESET_TEXTS.tooMany,
    }),
  },
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
      message: PASSWORD_RESET_TEXTS.tooMany,
    }),
  },
);

export default router;
