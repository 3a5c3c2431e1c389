import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd";
import { useEffect, useState } from "react";
import { RouterProvider } from "react-router";
import { AccessibilityProvider, useAccessibility } from "./components/AccessibilityProvider";
import { useMenuCommands } from "./hooks/menuCommands";
import { useSavedLocale } from "./hooks/useSavedLocale";
import { buildTheme } from "./lib/theme";
import { getPlatform } from "./platform";
import { persistCache } from "./queries/persistedCache";
import { createAppRouter } from "./routes";
import { useConnectionStore } from "./stores/connectionStore";
import { useLocaleStore } from "./stores/localeStore";

const ThemedApp = () => {
  const { settings } = useAccessibility();
  const [router] = useState(createAppRouter);
  const { locale, antdLocale } = useLocaleStore();
  useMenuCommands(router);
  useSavedLocale();
  // No antd <App>: nothing calls App.useApp(), and its message, modal and notification hosts
  // would weigh on the first page's JavaScript. A change of language renders every screen anew
  // (the router keeps where the member is).
  return (
    <ConfigProvider theme={buildTheme(settings)} locale={antdLocale}>
      <RouterProvider key={locale} router={router} />
    </ConfigProvider>
  );
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
