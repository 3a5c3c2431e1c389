import { createHash, randomBytes } from "node:crypto";
import { AUTH_ROUTES, DESKTOP_SIGN_IN, OAUTH_ROUTES, type OAuthProviderName } from "@kindred/contract";

/** How long the app waits for the browser to hand a started sign-in back. */
export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;
/** Where a failed sign-in lands, as on the web. */
export const SIGN_IN_FAILED_PATH = "/login?error=oauth";

export interface SocialSignInDeps {
  getServerUrl(): string;
  /** shell.openExternal: the provider runs in the member's own browser, never in the app window. */
  openExternal(url: string): Promise<void> | void;
  /** session.fetch of the app session: the server's cookie lands in the app's jar. */
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** Shows an in-app path in the window, brought to the front. */
  openPath(path: string): void;
  now?: () => number;
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");

/** The answer in `kindred://auth?code=…` / `?error=…`, or null when the link is not one. */
export const parseAuthLink = (link: string): { code: string } | { error: string } | null => {
  if (!link.startsWith(`${DESKTOP_SIGN_IN.link}?`) && !link.startsWith(`${DESKTOP_SIGN_IN.link}/?`)) return null;
  const params = new URL(link).searchParams;
  const code = params.get("code");
  if (code) return { code };
  return { error: params.get("error") ?? "unknown" };
};

/** The first sign-in link on a command line (Windows and Linux pass links as arguments). */
export const authLinkFromArgs = (argv: readonly string[]): string | null =>
  argv.find((arg) => parseAuthLink(arg) !== null) ?? null;

/**
 * Social sign-in through the system browser. `start` opens the provider's start route with a
 * challenge (SHA-256 of a verifier that never leaves this process); `complete` takes the
 * deep link the server's callback sent the browser to and trades its code and the verifier for
 * a session, so only the app that started the sign-in can finish it.
 */
export const createSocialSignIn = (deps: SocialSignInDeps) => {
  const now = deps.now ?? Date.now;
  let pending: { verifier: string; startedAt: number } | null = null;

  return {
    async start(provider: OAuthProviderName): Promise<void> {
      const verifier = base64url(randomBytes(32));
      const challenge = base64url(createHash("sha256").update(verifier).digest());
      pending = { verifier, startedAt: now() };
      const url = new URL(OAUTH_ROUTES[provider].start.path, deps.getServerUrl());
      url.searchParams.set(DESKTOP_SIGN_IN.challengeParam, challenge);
      await deps.openExternal(url.toString());
    },

    /** Handles a `kindred://auth` link; false when the link is something else. */
    async complete(link: string): Promise<boolean> {
      const answer = parseAuthLink(link);
      if (!answer) return false;
      const started = pending;
      pending = null;
      // A link nobody here asked for (another app's, an old one) signs nobody in.
      if (!started || now() - started.startedAt > PENDING_SIGN_IN_MS || "error" in answer) {
        deps.openPath(SIGN_IN_FAILED_PATH);
        return true;
      }
      const response = await deps
        .fetch(new URL(AUTH_ROUTES.desktopSignIn.path, deps.getServerUrl()).toString(), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ code: answer.code, verifier: started.verifier }),
        })
        .catch(() => null);
      const result = response?.ok ? ((await response.json()) as { isNew: boolean }) : null;
      deps.openPath(result ? (result.isNew ? "/profile-setup" : "/") : SIGN_IN_FAILED_PATH);
      return true;
    },
  };
};
