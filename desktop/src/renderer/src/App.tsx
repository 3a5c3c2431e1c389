import { QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { AccessibilityProvider, useAccessibility } from "./components/AccessibilityProvider";
import { createQueryClient } from "./lib/queryClient";
import { buildTheme } from "./lib/theme";
import { currentUserQuery } from "./queries/auth";
import { createAppRouter } from "./routes";

const ThemedApp = () => {
  const { settings } = useAccessibility();
  const [router] = useState(createAppRouter);
  // No antd <App>: nothing calls App.useApp(), and its message, modal and notification hosts
  // would weigh on the first page's JavaScript.
  return (
    <ConfigProvider theme={buildTheme(settings)}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
};

export const App = () => {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Every page waits on who is signed in: asked before the first render, not after it.
    void client.prefetchQuery(currentUserQuery);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AccessibilityProvider>
        <ThemedApp />
      </AccessibilityProvider>
    </QueryClientProvider>
  );
};
