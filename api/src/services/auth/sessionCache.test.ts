import { describe, expect, it, vi } from "vitest";
import { User } from "../../db/models";
import { useTestDatabase } from "../../test/database";
import { createUser } from "../../test/factories";
import { type Instance, signIn, useInstances } from "../../test/instances";
import { createSessionCache } from "./sessionCache";
import { type SessionRow, sessionStore } from "./sessionStore";

const db = useTestDatabase();

const startInstance = useInstances(db);

const me = async ({ url }: Instance, cookie: string) => {
  const response = await fetch(`${url}/api/auth/user`, { headers: { cookie } });
  return { status: response.status, body: response.ok ? ((await response.json()) as { role: string }) : null };
};

/** A loader that counts its database reads. */
const countingLoader = () => {
  const load = vi.fn((sid: string): Promise<SessionRow | undefined> => sessionStore.read(sid));
  return load;
};

describe("the session cache", () => {
  it("answers a signed-in member's repeated requests without reading the session again", async () => {
    const one = await startInstance();
    const member = await createUser();
    // A new row: nothing is notified about it, so nothing can empty the cache between the reads.
    const sid = "cached-sid";
    await sessionStore.set(sid, { userId: member.id }, 60_000);
    const load = countingLoader();
    expect((await one.cache.read(sid, load))?.member?.id).toBe(member.id);
    expect((await one.cache.read(sid, load))?.member?.id).toBe(member.id);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("signing out in one process ends the session in another that had it cached", async () => {
    const [one, two] = [await startInstance(), await startInstance()];
    const member = await createUser();
    const cookie = await signIn(one, member.email ?? "");
    // Signing in wrote the session: its own notification may still be on the way and empty the cache.
    await vi.waitFor(async () => {
      expect((await me(two, cookie)).status).toBe(200);
      expect(two.cache.size).toBe(1);
    });

    const out = await fetch(`${one.url}/api/logout`, { headers: { cookie }, redirect: "manual" });
    expect(out.status).toBe(302);
    // The trigger's notification reaches the other process after the commit.
    await vi.waitFor(() => expect(two.cache.size).toBe(0));
    expect((await me(two, cookie)).status).toBe(401);
  });

  it("a member changed by another process is read afresh; one changed here at once", async () => {
    const [one, two] = [await startInstance(), await startInstance()];
    const member = await createUser();
    const cookie = await signIn(one, member.email ?? "");
    expect((await me(one, cookie)).body?.role).toBe("member");
    expect((await me(two, cookie)).body?.role).toBe("member");

    // Through the model in this process: no notification needs to arrive first.
    await User.update({ role: "admin" }, { where: { id: member.id } });
    expect((await me(one, cookie)).body?.role).toBe("admin");

    // Plain SQL, as another process or the admin command would write it.
    await db.sequelize.query(`UPDATE users SET "role" = 'member' WHERE "id" = :id`, {
      replacements: { id: member.id },
    });
    await vi.waitFor(async () => expect((await me(two, cookie)).body?.role).toBe("member"));
    expect((await me(one, cookie)).body?.role).toBe("member");
  });

  it("keeps nothing while its LISTEN connection is down", async () => {
    const cache = createSessionCache();
    const member = await createUser();
    await sessionStore.set("offline-sid", { userId: member.id }, 60_000);
    const load = countingLoader();
    await cache.read("offline-sid", load);
    await cache.read("offline-sid", load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});
