import { type InferAttributes, Op, QueryTypes } from "sequelize";
import { database } from "../../db/database";
import { Session, User } from "../../db/models";

/** How long a session lives without use; the cookie is renewed when half of it has passed. */
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

let sessionWithMemberSql: string | undefined;
/**
 * The session row with its member's model columns. A uuid-shaped `userId` is joined to its
 * member; anything else never reaches the uuid cast.
 */
const sessionWithMember = () => {
  sessionWithMemberSql ??= `
  SELECT s."sess" AS "sessionData", s."expire" AS "sessionExpire",
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

/** A session row as read: its data, until when it holds, and its member's columns (null when gone). */
export interface SessionRow {
  data: Record<string, unknown>;
  expire: Date;
  member: InferAttributes<User> | null;
}

/** The session's member as a model of its own (each request gets a fresh one to change at will). */
export const memberOf = (row: SessionRow): User | null =>
  row.member ? User.build({ ...row.member }, { isNewRecord: false, raw: true }) : null;

/**
 * The sessions table: koa-session's external store (`get`, `set`, `destroy`). Reading a session
 * with `getWithMember` reads its member in the same round trip (every signed-in request needs both).
 */
export const sessionStore = {
  async read(sid: string): Promise<SessionRow | undefined> {
    const [row] = await database().query<
      { sessionData: Record<string, unknown>; sessionExpire: Date } & Record<string, unknown>
    >(sessionWithMember(), { replacements: { sid, now: new Date() }, type: QueryTypes.SELECT });
    if (!row) return undefined;
    const { sessionData, sessionExpire, ...member } = row;
    return {
      data: sessionData,
      expire: sessionExpire,
      member: member.id ? (member as InferAttributes<User>) : null,
    };
  },
  async getWithMember(sid: string): Promise<{ data: Record<string, unknown>; member: User | null } | undefined> {
    const row = await sessionStore.read(sid);
    return row && { data: row.data, member: memberOf(row) };
  },
  async get(sid: string) {
    return (await sessionStore.getWithMember(sid))?.data;
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
