import { createQueryClient } from "../lib/queryClient";
import { getPlatform } from "../platform";
import { CURRENT_USER_KEY, currentUserQuery } from "./auth";
import { restorePersistedCache } from "./persistedCache";

/**
 * The app's query client. The desktop app keeps the last-loaded data across starts, so it stays
 * readable while the server is out of reach (its UI is local; a web page cannot even load then).
 */
export const createAppQueryClient = () => {
  const queryClient = createQueryClient();
  if (getPlatform().isDesktop) restorePersistedCache(queryClient);
  // Every page waits on who is signed in: asked before the first render, not after it. The first
  // page's screens take that answer when they mount, however late (askOnMountAfterFirstNavigation).
  queryClient.setQueryDefaults(CURRENT_USER_KEY, { refetchOnMount: false });
  void queryClient.prefetchQuery(currentUserQuery);
  return queryClient;
};
