import type Koa from "koa";
import type { Middleware } from "koa";
import session from "koa-session";
import { type InferAttributes, Op, QueryTypes } from "sequelize";
import type { Config } from "../config";
import { Session, User } from "../db/models";

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

/** The session's member as read with the session row: `loadUser` takes it from here. */
const membersLoadedWithSession = new WeakMap<object, User | null>();

/** The member `store.get` found for this request's session, when it is `userId`. */
export const memberLoadedWithSession = (ctx: object, userId: string): User | undefined => {
  const user = membersLoadedWithSession.get(ctx);
  return user?.id === userId ? user : undefined;
};

let sessionWithMemberSql: string | undefined;
/**
 * The session row with its member's model columns. A uuid-shaped `userId` is joined to its
 * member; anything else never reaches the uuid cast.
 */
const sessionWithMember = () => {
  sessionWithMemberSql ??= `
  SELECT s."sess" AS "sessionData",
         ${Object.entries(User.getAttributes())
           .map(([name, attribute]) => `u."${attribute.field ?? name}" AS "${name}"`)
           .join(", ")}
    FROM sessions s
    LEFT JOIN users u ON u."id" = CASE
      WHEN s."sess"->>'userId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      THEN (s."sess"->>'userId')::uuid END
   WHERE s."sid" = :sid AND s."expire" > :now`;
  return sessionWithMemberSql;
};

/**
 * koa-session's external store over the `sessions` table. Reading a session reads its member in
 * the same round trip (every signed-in request needs both).
 */
export const sessionStore = {
  async get(sid: string, _maxAge?: number, options?: { ctx?: object }) {
    const sequelize = Session.sequelize;
    if (!sequelize) throw new Error("the Session model is not initialised");
    const [row] = await sequelize.query<{ sessionData: Record<string, unknown> } & Record<string, unknown>>(
      sessionWithMember(),
      { replacements: { sid, now: new Date() }, type: QueryTypes.SELECT },
    );
    if (!row) return undefined;
    const { sessionData, ...member } = row;
    if (options?.ctx) {
      membersLoadedWithSession.set(
        options.ctx,
        member.id ? User.build(member as InferAttributes<User>, { isNewRecord: false, raw: true }) : null,
      );
    }
    return sessionData;
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
