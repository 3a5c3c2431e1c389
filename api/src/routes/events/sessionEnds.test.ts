import { beforeAll, describe, expect, it } from "vitest";
import { User } from "../../db/models";
import { createResetToken } from "../../services/auth/passwordReset";
import { useTestDatabase } from "../../test/database";
import { createUser, TEST_PASSWORD } from "../../test/factories";
import { type Instance, signIn, useInstances } from "../../test/instances";

const db = useTestDatabase();
const startInstance = useInstances(db);

/** Opens `GET /api/events` with `cookie` and tells when the server ends it. */
const openStream = async (instance: Instance, cookie: string) => {
  const controller = new AbortController();
  const response = await fetch(`${instance.url}/api/events`, {
    headers: { Cookie: cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  let ended = false;
  let text = "";
  const reader = response.body!.getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  await expect.poll(() => text.includes("event: ready")).toBe(true);
  return { isEnded: () => ended, close: () => controller.abort() };
};

/** The stream ends within a second of `act`, while a stream of another session goes on. */
const expectEndsWithin = async (stream: { isEnded: () => boolean }, bystander: { isEnded: () => boolean }) => {
  const started = Date.now();
  await expect.poll(() => stream.isEnded(), { timeout: 1_000, interval: 20 }).toBe(true);
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(bystander.isEnded()).toBe(false);
};

let a: Instance;
let b: Instance;
beforeAll(async () => {
  a = await startInstance();
  b = await startInstance();
});

describe("an event stream ends with its session", () => {
  it("on sign-out through another process", async () => {
    const member = await createUser();
    const cookie = await signIn(a, member.email!);
    const stream = await openStream(b, cookie);
    const otherDevice = await openStream(b, await signIn(b, member.email!));
    const logout = await fetch(`${a.url}/api/logout`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(logout.status).toBe(302);
    await expectEndsWithin(stream, otherDevice);
    otherDevice.close();
  });

  it("on a password reset, for every session but the one that reset", async () => {
    const member = await createUser();
    const stream = await openStream(b, await signIn(a, member.email!));
    const bystander = await openStream(b, await signIn(b, (await createUser()).email!));
    const token = await createResetToken(member);
    const reset = await fetch(`${a.url}/api/auth/password-reset/confirm`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, password: TEST_PASSWORD }),
    });
    expect(reset.status).toBe(204);
    await expectEndsWithin(stream, bystander);
    bystander.close();
  });

  it("on account deletion", async () => {
    const member = await createUser();
    const cookie = await signIn(a, member.email!);
    const stream = await openStream(b, cookie);
    const bystander = await openStream(b, await signIn(b, (await createUser()).email!));
    const deleted = await fetch(`${a.url}/api/auth/user`, {
      method: "DELETE",
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: a.url },
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(deleted.status).toBe(204);
    await expectEndsWithin(stream, bystander);
    bystander.close();
  });

  it("on losing a role, so the client reconnects as what it now is", async () => {
    const admin = await createUser({ role: "admin", roleSource: "operator" });
    const stream = await openStream(b, await signIn(a, admin.email!));
    const bystander = await openStream(b, await signIn(b, (await createUser()).email!));
    await User.update({ role: "member", roleSource: null }, { where: { id: admin.id } });
    await expectEndsWithin(stream, bystander);
    bystander.close();
  });

  it("not when the member's other fields change", async () => {
    const member = await createUser();
    const stream = await openStream(b, await signIn(a, member.email!));
    await User.update({ bio: "A new bio" }, { where: { id: member.id } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.isEnded()).toBe(false);
    stream.close();
  });
});
