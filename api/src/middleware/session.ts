import type Koa from "koa";
import type { Middleware } from "koa";
import session from "koa-session";
import { Op } from "sequelize";
import type { Config } from "../config";
import { Session } from "../db/models";

export const SESSION_COOKIE = "ks.sid";
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** What the API keeps in a session. */
export interface SessionData {
  userId?: string;
  /** Pending social sign-in: checked when the provider sends the member back. */
  oauth?: { provider: string; state: string; codeVerifier: string };
}

/** koa-session's model of the current session (null once it was set to null). */
export type SessionModel = SessionData & { regenerate: () => Promise<void>; save: () => Promise<void> };

declare module "koa" {
  interface DefaultContext {
    get session(): SessionModel | null;
    set session(value: SessionData | null);
  }
}

/** koa-session's external store over the `sessions` table. */
export const sessionStore = {
  async get(sid: string) {
    const row = await Session.findOne({ where: { sid, expire: { [Op.gt]: new Date() } } });
    return row?.sess;
  },
  async set(sid: string, sess: Record<string, unknown>, maxAge: number | "session") {
    // A browser-session cookie still needs a row lifetime on the server.
    const lifetime = typeof maxAge === "number" ? maxAge : SESSION_MAX_AGE_MS;
    await Session.upsert({ sid, sess, expire: new Date(Date.now() + lifetime) });
  },
  async destroy(sid: string) {
    await Session.destroy({ where: { sid } });
  },
};

/** Deletes expired session rows; returns how many went. */
export const sweepExpiredSessions = (): Promise<number> =>
  Session.destroy({ where: { expire: { [Op.lt]: new Date() } } });

/**
 * Signed `ks.sid` cookie (keys from config), httpOnly, SameSite=Lax, Secure when the public
 * URL is https; renewed when half its life has passed.
 */
export const sessions = (app: Koa, config: Pick<Config, "secureCookies">): Middleware[] => {
  const middleware = session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: "lax",
      signed: true,
      secure: config.secureCookies,
      renew: true,
      store: sessionStore,
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
