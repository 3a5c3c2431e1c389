import { QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { AccessibilityProvider, useAccessibility } from "./components/AccessibilityProvider";
import { useMenuCommands } from "./hooks/menuCommands";
import { createQueryClient } from "./lib/queryClient";
import { buildTheme } from "./lib/theme";
import { createAppRouter } from "./routes";

const ThemedApp = () => {
  const { settings } = useAccessibility();
  const [router] = useState(createAppRouter);
  useMenuCommands(router);
  return (
    <ConfigProvider theme={buildTheme(settings)}>
      <AntApp component={false}>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
};

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AccessibilityProvider>
        <ThemedApp />
      </AccessibilityProvider>
    </QueryClientProvider>
  );
};
