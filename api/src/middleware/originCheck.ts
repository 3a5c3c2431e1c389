import { SERVER_MESSAGES } from "@kindred/contract";
import type { Middleware } from "koa";
import type { AppMiddleware } from "../context";
import { AuthorizationError } from "../errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing calls whose Origin names another site (docs/http-api.md). Calls
 * with no Origin header (curl, the desktop shell's main process) are judged by their session.
 */
export const checkOrigin =
  (publicUrl: string): Middleware =>
  async (ctx, next) => {
    const origin = ctx.get("Origin");
    if (STATE_CHANGING.has(ctx.method) && origin) {
      const allowed = [new URL(publicUrl).origin, `${ctx.protocol}://${ctx.host}`];
      if (!allowed.includes(origin)) throw AuthorizationError(SERVER_MESSAGES.foreignOrigin);
    }
    await next();
  };

/** `Sec-Fetch-Site` values a browser sends for a request another site started. */
const OTHER_SITE = new Set(["cross-site", "same-site"]);

/**
 * For a GET that changes state (the spec's `GET /api/logout`): a navigation another site started
 * (a link or an auto-submitted page) is sent to `redirectTo` with nothing done, since SameSite=Lax
 * cookies ride along on top-level GETs. Our own pages send `same-origin`, a typed address or a
 * bookmark `none`, and a client without the header (curl, older browsers) is judged as before.
 */
export const ownSiteNavigationOnly =
  (redirectTo: string): AppMiddleware =>
  async (ctx, next) => {
    if (OTHER_SITE.has(ctx.get("Sec-Fetch-Site").toLowerCase())) {
      ctx.set("Cache-Control", "no-store");
      ctx.redirect(redirectTo);
      return;
    }
    await next();
  };
