import type { Plugin, Rolldown } from "vite";
import { PRERENDERED_PAGES, type PrerenderedPage } from "./prerenderedPages";

/** The app's start, which the entry imports once the page has painted (src/renderer/src/main.tsx). */
const START_MODULE = /[\\/]src[\\/]start\.tsx$/;

type Bundle = Rolldown.OutputBundle;

const chunkOf = (bundle: Bundle, fileName: string) => {
  const output = bundle[fileName];
  return output?.type === "chunk" ? output : undefined;
};

const chunkByModule = (bundle: Bundle, module: RegExp | string) =>
  Object.values(bundle).find(
    (output): output is Rolldown.OutputChunk =>
      output.type === "chunk" &&
      output.facadeModuleId !== null &&
      (typeof module === "string" ? output.facadeModuleId.endsWith(`/${module}`) : module.test(output.facadeModuleId)),
  );

/** A chunk and every chunk it imports statically, each once: what evaluating it needs. */
const staticGraph = (bundle: Bundle, root: Rolldown.OutputChunk) => {
  const graph = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (graph.has(chunk.fileName)) return;
    graph.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = chunkOf(bundle, file);
      if (imported) visit(imported);
    }
  };
  visit(root);
  return [...graph.values()];
};

/**
 * Modulepreload links for `chunks`, but those `html` already loads; each on its own line in the
 * head. At low priority: the first paint needs none of them, and the page's own request and its
 * API calls should not queue behind them. (Lighthouse also counts a high-priority script that
 * arrived before the first paint as holding the paint back.)
 */
const modulePreloads = (chunks: Rolldown.OutputChunk[], html: string) =>
  chunks
    .map((chunk) => `/${chunk.fileName}`)
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `    <link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">\n`)
    .join("");

const cssFilesOf = (chunks: Rolldown.OutputChunk[]) =>
  new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));

/** The stylesheets of `chunks` that the entry's (inlined into index.html already) do not hold. */
const sceneStyles = (bundle: Bundle, chunks: Rolldown.OutputChunk[]) => {
  const entry = Object.values(bundle).find(
    (output): output is Rolldown.OutputChunk => output.type === "chunk" && output.isEntry,
  );
  const inlined = cssFilesOf(entry ? staticGraph(bundle, entry) : []);
  return [...cssFilesOf(chunks)]
    .filter((file) => !inlined.has(file))
    .map((file) => bundle[file])
    .map((asset) => (asset?.type === "asset" ? String(asset.source) : ""))
    .join("");
};

/**
 * The entry only waits for the first paint and then imports the app's start: without these
 * links the start's modules would be requested only then. Modulepreload fetches and compiles
 * them meanwhile without running them.
 */
export function preloadAppStart(): Plugin {
  return {
    name: "kindred:preload-app-start",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html, { bundle }) => {
        const start = bundle && chunkByModule(bundle, START_MODULE);
        if (!bundle || !start) throw new Error("The web build has no chunk for src/start.tsx");
        const links = modulePreloads(staticGraph(bundle, start), html);
        return html.replace("</head>", `${links}  </head>`);
      },
    },
  };
}

const pageHtml = (indexHtml: string, bundle: Bundle, page: PrerenderedPage) => {
  const scene = chunkByModule(bundle, page.scene);
  if (!scene) throw new Error(`The web build has no chunk for ${page.scene}`);
  const chunks = staticGraph(bundle, scene);
  const head = `${modulePreloads(chunks, indexHtml)}    <style>${sceneStyles(bundle, chunks)}</style>\n  </head>`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace("</head>", head)
    .replace(/<body>[\s\S]*<\/body>/, `<body>\n    <div id="root" data-prerendered>${page.body}</div>\n  </body>`);
};

/**
 * Writes the prerendered pages (prerenderedPages.ts) beside index.html: the built index.html with
 * the page's header and first content in #root, its scene's stylesheets inlined (the first paint
 * waits on no request) and its scene's modules preloaded.
 */
export function prerenderPages(): Plugin {
  return {
    name: "kindred:prerender-pages",
    apply: "build",
    // After index.html is in the bundle, before the compression plugin compresses the bundle.
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") throw new Error("The web build has no index.html");
      for (const page of PRERENDERED_PAGES) {
        this.emitFile({ type: "asset", fileName: page.file, source: pageHtml(String(index.source), bundle, page) });
      }
    },
  };
}
