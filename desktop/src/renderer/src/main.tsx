// The shell's stylesheet with the app's own: both are inlined into index.html by the web build, so
// the header a prerendered page paints is styled before any script or stylesheet request.
import "./components/AppShell/appShell.css";
import "./styles.css";
import { addAntdStylesheet } from "./lib/antdStylesheet";
import { nextTask } from "./lib/nextTask";

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

/** Modulepreload links added per task: each starts a fetch, and fifty at once made a long task. */
const PRELOAD_BATCH = 8;

/**
 * Requests the modules the web build listed on #root (the app's start and interface and, on a
 * prerendered page, its scene) side by side, a few per task: imported one after the other, each
 * would wait on the one that imports it. Those the start's import requested already are skipped.
 */
const preloadModules = (hrefs: string[]) => {
  const requested = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"), (link) => link.href),
  );
  const batch = hrefs.splice(0, PRELOAD_BATCH);
  for (const href of batch) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    if (!requested.has(link.href)) document.head.append(link);
  }
  if (hrefs.length > 0) setTimeout(() => preloadModules(hrefs), 0);
};

/**
 * zod compiles object parsers with `new Function`. The page's Content-Security-Policy allows no
 * eval, so the attempt is refused and reported (Firefox logs every refusal as a CSP error): the
 * app runs zod jitless. zod reads this global when its module loads, so it is set here, before
 * any chunk holding zod runs; `z.config({ jitless: true })` in a module would come after the
 * contract's schemas (built when their chunk loads) had already probed `new Function`.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/**
 * Evaluates `hrefs`, each listed after the modules it imports, one module per task. Importing a
 * module evaluates in the same task everything it imports that has not run yet, so importing the
 * start or the interface at once made a task of their whole graph (25–45 ms in Chromium on the
 * development machine, four times that at Lighthouse's CPU slowdown, docs/performance.md); one by
 * one, a task is one module's. A module still on its way is waited for, as an import would.
 */
const evaluateOneByOne = async (hrefs: readonly string[]) => {
  for (const href of hrefs) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
};

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

/** What the web build listed (desktop/webFirstPaint.ts): the start's modules, the interface's, then the scene's. */
const modules = root.dataset.modules?.split(" ").filter(Boolean) ?? [];
const [startCount = 0, interfaceCount = 0] = (root.dataset.moduleGroups ?? "").split(" ").map(Number);

// antd's first-render stylesheet (web build): requested now, not render-blocking, there by the first render.
void addAntdStylesheet();

void afterFirstPaint().then(async () => {
  preloadModules([...modules]);
  await evaluateOneByOne(modules.slice(0, startCount));
  const { start } = await import("./start");
  await start(root, () => evaluateOneByOne(modules.slice(startCount, startCount + interfaceCount)));
});
