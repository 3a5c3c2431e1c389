import type { Plugin, Rolldown } from "vite";
import { type PrerenderedPage, prerenderedPages } from "./prerenderedPages";

/**
 * The app's start, which the entry imports once the page has painted (src/renderer/src/main.tsx),
 * and the interface the start imports in turn.
 */
const START_MODULES = ["src/start.tsx", "src/renderApp.tsx"];

type Bundle = Rolldown.OutputBundle;

const chunkOf = (bundle: Bundle, fileName: string) => {
  const output = bundle[fileName];
  return output?.type === "chunk" ? output : undefined;
};

/** The chunk a module (`src/…`, relative to the renderer's root) starts. */
const chunkByModule = (bundle: Bundle, module: string) =>
  Object.values(bundle).find(
    (output): output is Rolldown.OutputChunk =>
      output.type === "chunk" && output.facadeModuleId?.replaceAll("\\", "/").endsWith(`/${module}`) === true,
  );

/**
 * A chunk and every chunk it imports statically, each once: what evaluating it needs. In the order
 * they can be evaluated in, each after the chunks it imports (the root last).
 */
const staticGraph = (bundle: Bundle, root: Rolldown.OutputChunk) => {
  const seen = new Set<string>();
  const graph: Rolldown.OutputChunk[] = [];
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = chunkOf(bundle, file);
      if (imported) visit(imported);
    }
    graph.push(chunk);
  };
  visit(root);
  return graph;
};

/** The chunk the app starts from: index.html's module script. */
const entryOf = (bundle: Bundle) => {
  const entry = Object.values(bundle).find(
    (output): output is Rolldown.OutputChunk => output.type === "chunk" && output.isEntry,
  );
  if (!entry) throw new Error("The web build has no entry chunk");
  return entry;
};

/**
 * The `data-modules` of #root: the modules the page will run beyond the entry's, which the entry
 * requests once the page has painted (src/renderer/src/main.tsx). Not modulepreload links in
 * the head: the first paint needs none of them, and Lighthouse counts every script that arrives
 * before the first paint as holding it back.
 *
 * Root by root (the start, the interface, then a page's scene), each module after those it
 * imports; `data-module-groups` says how many belong to each root, so the entry can evaluate the
 * start's and the interface's one module per task instead of each graph in one long task.
 */
const modulesAttribute = (bundle: Bundle, roots: Rolldown.OutputChunk[]) => {
  const listed = new Set(staticGraph(bundle, entryOf(bundle)).map((chunk) => chunk.fileName));
  const groups = roots.map((root) => {
    const files = staticGraph(bundle, root)
      .map((chunk) => chunk.fileName)
      .filter((file) => !listed.has(file));
    for (const file of files) listed.add(file);
    return files.map((file) => `/${file}`);
  });
  const sizes = groups.map((group) => group.length).join(" ");
  return `data-modules="${groups.flat().join(" ")}" data-module-groups="${sizes}"`;
};

const startOf = (bundle: Bundle) =>
  START_MODULES.map((module) => {
    const chunk = chunkByModule(bundle, module);
    if (!chunk) throw new Error(`The web build has no chunk for ${module}`);
    return chunk;
  });

const cssFilesOf = (chunks: Rolldown.OutputChunk[]) =>
  new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));

/** The stylesheets of `chunks` that the entry's (inlined into index.html already) do not hold. */
const sceneStyles = (bundle: Bundle, chunks: Rolldown.OutputChunk[]) => {
  const inlined = cssFilesOf(staticGraph(bundle, entryOf(bundle)));
  return [...cssFilesOf(chunks)]
    .filter((file) => !inlined.has(file))
    .map((file) => bundle[file])
    .map((asset) => (asset?.type === "asset" ? String(asset.source) : ""))
    .join("");
};

/** index.html's #root names the app start's modules (see modulesAttribute). */
export const listAppStartModules = (): Plugin => {
  return {
    name: "kindred:list-app-start-modules",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        return html.replace('<div id="root">', `<div id="root" ${modulesAttribute(bundle, startOf(bundle))}>`);
      },
    },
  };
};

const pageHtml = (indexHtml: string, bundle: Bundle, page: PrerenderedPage & { locale: string }) => {
  const scene = chunkByModule(bundle, page.scene);
  if (!scene) throw new Error(`The web build has no chunk for ${page.scene}`);
  const root = `<div id="root" data-prerendered ${modulesAttribute(bundle, [...startOf(bundle), scene])}>`;
  return indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${page.locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace("</head>", `    <style>${sceneStyles(bundle, staticGraph(bundle, scene))}</style>\n  </head>`)
    .replace(/<body>[\s\S]*<\/body>/, `<body>\n    ${root}${page.body}</div>\n  </body>`);
};

/**
 * Writes the prerendered pages (prerenderedPages.ts) beside index.html: the built index.html with
 * the page's header and first content in #root, its scene's stylesheets inlined (the first paint
 * waits on no request) and its scene's modules listed with the start's.
 */
export const prerenderPages = (): Plugin => {
  return {
    name: "kindred:prerender-pages",
    apply: "build",
    // After index.html is in the bundle, before the compression plugin compresses the bundle.
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") throw new Error("The web build has no index.html");
      for (const page of prerenderedPages()) {
        this.emitFile({ type: "asset", fileName: page.file, source: pageHtml(String(index.source), bundle, page) });
      }
    },
  };
};
