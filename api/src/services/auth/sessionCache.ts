import { User } from "../../db/models";
import type { ChannelListener, SessionCheck } from "../realtime/hub";
import { type SessionRow, sessionStore } from "./sessionStore";

/** The channel the sessions and users triggers notify on (migration 20261124020000). */
export const SESSION_CHANNEL = "kindred_sessions";

/** What the realtime hub checks an open stream's session against when it or its member changed. */
export const streamSessionCheck: SessionCheck = {
  channel: SESSION_CHANNEL,
  read: async (sid) => {
    const member = (await sessionStore.read(sid))?.member;
    return member ? { userId: member.id, role: member.role } : null;
  },
};

/** How long a cached session is trusted at most, should a notification ever go missing. */
const TRUST_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  row: SessionRow;
  until: number;
}

export interface SessionCache {
  /** The session through the cache; `load` reads the database on a miss. */
  read: (sid: string, load: (sid: string) => Promise<SessionRow | undefined>) => Promise<SessionRow | undefined>;
  /** This process wrote the session or its member: drop them at once, before any notification. */
  forgetSession: (sid: string) => void;
  forgetMember: (userId: string) => void;
  clear: () => void;
  /** Feeds the cache the notifications and connection state of the LISTEN connection. */
  listener: ChannelListener;
  readonly size: number;
}

/** Live caches of this process, for the model hooks that forget a member whatever wrote it. */
const liveCaches = new Set<SessionCache>();

/**
 * A member written through the models in this process is forgotten at once, so this process's
 * next request sees the change even before the trigger's notification arrives. A bulk write
 * does not say whom it changed: everything goes. The hooks are named and put back by every new
 * cache: initialising the models again (another Sequelize instance in the same process, as tests
 * sharing a worker do) drops a model's hooks.
 */
const HOOK_NAME = "sessionCache";
const forget = (user: User) => {
  for (const cache of liveCaches) cache.forgetMember(user.id);
};
const forgetAll = () => {
  for (const cache of liveCaches) cache.clear();
};
const hookMemberWrites = () => {
  const hooks = [
    ["afterUpdate", forget],
    ["afterDestroy", forget],
    ["afterBulkUpdate", forgetAll],
    ["afterBulkDestroy", forgetAll],
    ["afterUpsert", forgetAll],
  ] as const;
  for (const [type, hook] of hooks) {
    User.removeHook(type, HOOK_NAME);
    User.addHook(type, HOOK_NAME, hook);
  }
};

/**
 * Sessions with their member, kept in memory so a signed-in request does not read the database
 * for them. It is only used while the LISTEN connection is up: triggers on `sessions` and `users`
 * notify every API process of a changed or deleted row (`s:<sid>`, `u:<userId>`), so signing out,
 * a password reset or a role change holds across processes; while the connection is down the
 * cache is empty and every read goes to the database. A read that raced an invalidation is not
 * kept (the generation moved on while it was in flight).
 */
export const createSessionCache = (): SessionCache => {
  hookMemberWrites();
  const entries = new Map<string, Entry>();
  const sidsByMember = new Map<string, Set<string>>();
  let listening = false;
  let generation = 0;

  const drop = (sid: string) => {
    const entry = entries.get(sid);
    if (!entry) return;
    entries.delete(sid);
    const memberId = entry.row.member?.id;
    const sids = memberId ? sidsByMember.get(memberId) : undefined;
    sids?.delete(sid);
    if (memberId && sids?.size === 0) sidsByMember.delete(memberId);
  };
  const forgetSession = (sid: string) => {
    generation++;
    drop(sid);
  };
  const forgetMember = (userId: string) => {
    generation++;
    for (const sid of sidsByMember.get(userId) ?? []) drop(sid);
  };
  const clear = () => {
    generation++;
    entries.clear();
    sidsByMember.clear();
  };
  const keep = (sid: string, row: SessionRow) => {
    if (entries.size >= MAX_ENTRIES) drop(entries.keys().next().value as string);
    entries.set(sid, { row, until: Math.min(Date.now() + TRUST_MS, row.expire.getTime()) });
    const memberId = row.member?.id;
    if (memberId) sidsByMember.set(memberId, (sidsByMember.get(memberId) ?? new Set()).add(sid));
  };

  const cache: SessionCache = {
    async read(sid, load) {
      const entry = entries.get(sid);
      if (entry && listening && entry.until > Date.now()) return entry.row;
      if (entry) drop(sid);
      const started = generation;
      const row = await load(sid);
      if (row && listening && generation === started) keep(sid, row);
      return row;
    },
    forgetSession,
    forgetMember,
    clear,
    listener: {
      channel: SESSION_CHANNEL,
      onNotify: (payload) => {
        if (payload.startsWith("s:")) forgetSession(payload.slice(2));
        else if (payload.startsWith("u:")) forgetMember(payload.slice(2));
        else clear();
      },
      // Whatever was notified while the connection was down is unknown: start empty either way.
      onListening: (up) => {
        clear();
        listening = up;
        if (up) liveCaches.add(cache);
        else liveCaches.delete(cache);
      },
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
};
