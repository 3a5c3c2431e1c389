import { SERVER_MESSAGES } from "@kindred/contract";
import type { Middleware } from "koa";
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
