import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, createAppQueryClient } from "./App";
import { currentUserQuery } from "./queries/auth";
import { preloadScene } from "./routes";

/**
 * Renders the app into `root`. A prerendered page (`data-prerendered`: the server sent its header
 * and first content, already painted) stays as it is until the app can render the same page in
 * full, with who is signed in known and the page's scene loaded: the screen then goes from the
 * prerendered page straight to the app's, never through a loading spinner. The first render is a
 * transition, so React renders it in slices and the page keeps answering input meanwhile.
 */
export const start = async (root: HTMLElement) => {
  const queryClient = createAppQueryClient();
  const scene = preloadScene(window.location.pathname);
  if (root.dataset.prerendered !== undefined) await Promise.all([scene, queryClient.prefetchQuery(currentUserQuery)]);
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
};
