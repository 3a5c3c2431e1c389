import { uuid } from "@kindred/contract";
import { matchConversationPath } from "./ipc/notifications";

/** kindred://… links open in the running app (registered by electron-builder.yml `protocols`). */
export const DEEP_LINK_SCHEME = "kindred";

const ROUTES: Record<string, (id: string) => string> = {
  match: matchConversationPath,
  "space-offer": (id) => `/space-offer/${id}`,
  "space-request": (id) => `/space-request/${id}`,
};

/**
 * The in-app path of kindred://match/{id}, kindred://space-offer/{id} or
 * kindred://space-request/{id}; null for anything else, so a link can never open an
 * arbitrary path.
 */
export const deepLinkPath = (link: string): string | null => {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return null;
  const [kind, id, ...rest] = [url.hostname, ...url.pathname.split("/").filter(Boolean)];
  const route = kind ? ROUTES[kind] : undefined;
  if (!route || rest.length > 0 || !uuid.safeParse(id).success) return null;
  return route(id as string);
};

/** The path of the first deep link on a command line (Windows and Linux pass links as arguments). */
export const deepLinkPathFromArgs = (argv: readonly string[]): string | null => {
  for (const arg of argv) {
    if (!arg.startsWith(`${DEEP_LINK_SCHEME}://`)) continue;
    const path = deepLinkPath(arg);
    if (path) return path;
  }
  return null;
};
