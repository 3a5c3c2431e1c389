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
  // Every page waits on who is signed in: asked before the first render, not after it. The screens
  // of the first page take that answer when they mount, however late their code came; once the
  // location's path has changed, a screen that mounts asks again (when the answer is over 2 s old).
  // Decided when the screen mounts, so no render can come before it.
  const firstPath = window.location.pathname;
  let leftFirstPage = false;
  queryClient.setQueryDefaults(CURRENT_USER_KEY, {
    refetchOnMount: () => {
      leftFirstPage ||= window.location.pathname !== firstPath;
      return leftFirstPage;
    },
  });
  void queryClient.prefetchQuery(currentUserQuery);
  return queryClient;
};
