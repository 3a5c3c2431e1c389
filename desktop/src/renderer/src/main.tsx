// The shell's stylesheet with the app's own: both are inlined into index.html by the web build, so
// the header a prerendered page paints is styled before any script or stylesheet request.
import "./components/AppShell/appShell.css";
import "./styles.css";

/**
 * Resolves once the browser has painted the page as the server sent it: the splash, or a
 * prerendered page's header and first content (docs/performance.md). Evaluating the app's
 * modules is the page's longest task, and a paint waits for the task it comes after. A hidden
 * document paints nothing, so it starts at once.
 */
const afterFirstPaint = () =>
  new Promise<void>((painted) => {
    if (document.visibilityState !== "visible") painted();
    else requestAnimationFrame(() => setTimeout(painted, 0));
  });

/**
 * Requests the modules the web build listed on #root (the app's start and, on a prerendered page,
 * its scene) at once and side by side: imported one after the other, each would wait on the one
 * that imports it.
 */
const preloadModules = (root: HTMLElement) => {
  for (const href of root.dataset.modules?.split(" ").filter(Boolean) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
};

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

void afterFirstPaint()
  .then(() => {
    preloadModules(root);
    return import("./start");
  })
  .then(({ start }) => start(root));
