import { addAntdStylesheet } from "./lib/antdStylesheet";
import { createAppQueryClient } from "./queries/appQueryClient";
import { currentUserQuery } from "./queries/auth";
import { initialLocale, showLocale } from "./stores/localeStore";

/**
 * Starts the app in `root`. Its modules come in two groups, each evaluated one module per task
 * where the web build listed them (main.tsx): the data layer (query client, API calls, the
 * contract's schemas) first, which asks who is signed in at once, then the interface (React DOM,
 * antd, the shell) while the answer travels.
 *
 * A prerendered page (`data-prerendered`: the server sent its header and first content, already
 * painted) stays as it is until the app can render the same page in full, with who is signed in
 * known, the page's scene loaded and what it shows first fetched: the screen then goes from the
 * prerendered page straight to the app's, never through a loading spinner.
 */
export const start = async (root: HTMLElement, evaluateInterface: () => Promise<void> = async () => {}) => {
  const antdStyles = addAntdStylesheet();
  const queryClient = createAppQueryClient();
  const language = showLocale(initialLocale());
  // The interface's modules one per task where the web build listed them (main.tsx), then at once.
  await evaluateInterface();
  const { prefetchSceneData, preloadScene, renderApp } = await import("./renderApp");
  await language;
  // Before the scene is asked for: what the scene's data fetches starts as it always did, right
  // before the render that watches it. The stylesheet, asked for with the start, is there by now.
  await antdStyles;
  const { pathname } = window.location;
  const scene = preloadScene(pathname);
  if (root.dataset.prerendered !== undefined) {
    // The answer createAppQueryClient asked for, however old it is by now (never a second ask).
    const data = queryClient.ensureQueryData(currentUserQuery).then(
      (user) => prefetchSceneData(pathname, queryClient, user),
      () => undefined,
    );
    await Promise.all([scene, data]);
  }
  renderApp(root, queryClient);
};
