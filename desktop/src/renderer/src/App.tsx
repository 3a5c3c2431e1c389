import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd";
import { useEffect, useState } from "react";
import { RouterProvider } from "react-router";
import { AccessibilityProvider, useAccessibility } from "./components/AccessibilityProvider";
import { useMenuCommands } from "./hooks/menuCommands";
import { persistCache, restorePersistedCache } from "./lib/persistedCache";
import { createQueryClient } from "./lib/queryClient";
import { buildTheme } from "./lib/theme";
import { getPlatform } from "./platform";
import { currentUserQuery } from "./queries/auth";
import { createAppRouter } from "./routes";
import { useConnectionStore } from "./stores/connectionStore";

const ThemedApp = () => {
  const { settings } = useAccessibility();
  const [router] = useState(createAppRouter);
  useMenuCommands(router);
  // No antd <App>: nothing calls App.useApp(), and its message, modal and notification hosts
  // would weigh on the first page's JavaScript.
  return (
    <ConfigProvider theme={buildTheme(settings)}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
};

/**
 * The desktop app keeps the last-loaded data across starts, so it stays readable while the server
 * is out of reach (its UI is local; a web page cannot even load then).
 */
export const createAppQueryClient = () => {
  const queryClient = createQueryClient();
  if (getPlatform().isDesktop) restorePersistedCache(queryClient);
  // Every page waits on who is signed in: asked before the first render, not after it.
  void queryClient.prefetchQuery(currentUserQuery);
  return queryClient;
};

/** `queryClient` comes from createAppQueryClient: the start may wait on its first answers before rendering. */
export const App = ({ queryClient }: { queryClient: QueryClient }) => {
  useEffect(() => {
    const { isDesktop, server } = getPlatform();
    if (!isDesktop) return;
    void server?.get().then(({ serverUrl }) => useConnectionStore.getState().setServer(serverUrl));
    return persistCache(queryClient);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <AccessibilityProvider>
        <ThemedApp />
      </AccessibilityProvider>
    </QueryClientProvider>
  );
};
