import type Koa from "koa";
import type { Middleware } from "koa";
import session from "koa-session";
import type { Config } from "../config";
import type { AppState } from "../context";
import type { SessionCache } from "../services/auth/sessionCache";
import { memberOf, SESSION_MAX_AGE_MS, sessionStore } from "../services/auth/sessionStore";

export const SESSION_COOKIE = "ks.sid";

/** What the API keeps in a session. */
export interface SessionData {
  userId?: string;
  /** Pending social sign-in: checked when the provider sends the member back. */
  oauth?: {
    provider: string;
    state: string;
    codeVerifier: string;
    /** Started by the desktop app in the system browser: the callback hands the sign-in to the app. */
    desktopChallenge?: string;
  };
}

/** koa-session's model of the current session (null once it was set to null). */
export type SessionModel = SessionData & { regenerate: () => Promise<void>; save: () => Promise<void> };

declare module "koa" {
  interface DefaultContext {
    get session(): SessionModel | null;
    set session(value: SessionData | null);
  }
}

/**
 * Signed `ks.sid` cookie (keys from config), httpOnly, SameSite=Lax, Secure when the public
 * URL is https; renewed when half its life has passed. With a `cache`, sessions are read from
 * memory while it trusts them, and this process's own writes drop them from it at once.
 */
export const sessions = (app: Koa, config: Pick<Config, "secureCookies">, cache?: SessionCache): Middleware[] => {
  const middleware = session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: "lax",
      signed: true,
      secure: config.secureCookies,
      renew: true,
      store: {
        // The member read with the session row waits on the request for `loadUser`.
        async get(sid: string, _maxAge: number, { ctx }: { ctx?: { state: AppState } }) {
          const found = cache ? await cache.read(sid, sessionStore.read) : await sessionStore.read(sid);
          if (found && ctx) ctx.state.sessionMember = memberOf(found);
          return found?.data;
        },
        async set(sid: string, sess: Record<string, unknown>, maxAge: number | "session") {
          cache?.forgetSession(sid);
          await sessionStore.set(sid, sess, maxAge);
        },
        async destroy(sid: string) {
          cache?.forgetSession(sid);
          await sessionStore.destroy(sid);
        },
      },
    },
    app,
  );
  // Behind a TLS-terminating proxy the socket is plain http; the cookie must still be Secure.
  const markSecure: Middleware = async (ctx, next) => {
    if (config.secureCookies) ctx.cookies.secure = true;
    await next();
  };
  return [markSecure, middleware];
};
