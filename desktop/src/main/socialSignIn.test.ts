import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  authLinkFromArgs,
  createSocialSignIn,
  PENDING_SIGN_IN_MS,
  parseAuthLink,
  SIGN_IN_FAILED_PATH,
} from "./socialSignIn";

const setup = (answer: () => Promise<Response> = async () => Response.json({ isNew: false })) => {
  let time = 1_000;
  const deps = {
    getServerUrl: () => "https://kindred.example.org",
    openExternal: vi.fn(),
    fetch: vi.fn((_url: string, _init: RequestInit) => answer()),
    openPath: vi.fn(),
    now: () => time,
  };
  const signIn = createSocialSignIn(deps);
  return { deps, signIn, wait: (ms: number) => (time += ms) };
};

/** The challenge the browser was sent with, from the URL the app opened. */
const openedChallenge = (openExternal: ReturnType<typeof vi.fn>) =>
  new URL(String(openExternal.mock.calls[0]?.[0])).searchParams.get("desktop") ?? "";

describe("social sign-in through the system browser", () => {
  it("opens the provider's start route in the browser with a challenge, never in the window", async () => {
    const { deps, signIn } = setup();
    await signIn.start("google");
    const opened = new URL(String(deps.openExternal.mock.calls[0]?.[0]));
    expect(`${opened.origin}${opened.pathname}`).toBe("https://kindred.example.org/api/auth/google");
    expect(opened.searchParams.get("desktop")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("trades the link's code and the verifier behind the challenge for a session, then opens the app", async () => {
    const { deps, signIn } = setup(async () => Response.json({ isNew: true }));
    await signIn.start("facebook");
    expect(await signIn.complete("kindred://auth?code=one-time-code")).toBe(true);
    const [url, init] = deps.fetch.mock.calls[0] ?? [];
    expect(url).toBe("https://kindred.example.org/api/auth/desktop");
    const body = JSON.parse(String(init?.body)) as { code: string; verifier: string };
    expect(body.code).toBe("one-time-code");
    expect(createHash("sha256").update(body.verifier).digest("base64url")).toBe(openedChallenge(deps.openExternal));
    expect(deps.openPath).toHaveBeenCalledWith("/profile-setup");
  });

  it("sends the member to the login page when the provider, the trade or the server failed", async () => {
    for (const [link, answer] of [
      ["kindred://auth?error=oauth", async () => Response.json({})],
      ["kindred://auth?code=c", async () => new Response("{}", { status: 410 })],
      ["kindred://auth?code=c", async () => Promise.reject(new TypeError("offline"))],
    ] as const) {
      const { deps, signIn } = setup(answer);
      await signIn.start("google");
      await signIn.complete(link);
      expect(deps.openPath).toHaveBeenCalledWith(SIGN_IN_FAILED_PATH);
    }
  });

  it("signs nobody in from a link it did not ask for, an old one, or a second one", async () => {
    const { deps, signIn, wait } = setup();
    await signIn.complete("kindred://auth?code=unasked");
    await signIn.start("google");
    wait(PENDING_SIGN_IN_MS + 1);
    await signIn.complete("kindred://auth?code=late");
    await signIn.start("google");
    await signIn.complete("kindred://auth?code=first");
    await signIn.complete("kindred://auth?code=second");
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    expect(deps.openPath.mock.calls).toEqual([
      [SIGN_IN_FAILED_PATH],
      [SIGN_IN_FAILED_PATH],
      ["/"],
      [SIGN_IN_FAILED_PATH],
    ]);
  });

  it("recognises only kindred://auth links", async () => {
    expect(parseAuthLink("kindred://auth?code=abc")).toEqual({ code: "abc" });
    expect(parseAuthLink("kindred://auth/?error=oauth")).toEqual({ error: "oauth" });
    expect(parseAuthLink("kindred://match/1")).toBeNull();
    expect(parseAuthLink("kindred://authority?code=x")).toBeNull();
    expect(authLinkFromArgs(["/usr/bin/kindred", "--no-sandbox", "kindred://auth?code=z"])).toBe(
      "kindred://auth?code=z",
    );
    expect(await setup().signIn.complete("kindred://match/1")).toBe(false);
  });
});
