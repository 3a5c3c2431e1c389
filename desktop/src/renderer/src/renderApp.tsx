import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";

export { prefetchSceneData, preloadScene } from "./routes";

/**
 * Renders the app into `root`. The first render is a transition, so React renders it in slices
 * and the page keeps answering input meanwhile.
 */
export const renderApp = (root: HTMLElement, queryClient: QueryClient) => {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
};
