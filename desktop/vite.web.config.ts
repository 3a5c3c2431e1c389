import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { rendererBase } from "./vite.shared";
import { listAppStartModules, prerenderPages } from "./webFirstPaint";

const apiTarget = process.env.KINDRED_API_URL ?? "http://localhost:5000";

/**
 * Vendor groups: stable, long-cached chunks that every scene needs. A group takes every module
 * it matches, wherever it is imported, into one chunk the first page loads: so antd and the
 * contract are left to ordinary splitting, which keeps what only other pages use out of it.
 */
const vendorChunks = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
];

/**
 * The entry stylesheet is small and blocks the first paint: inside index.html it costs no
 * request of its own. Scenes' stylesheets stay files, loaded with their chunks.
 */
const inlineEntryStylesheet = (): Plugin => {
  return {
    name: "kindred:inline-entry-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html, { bundle }) =>
        html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle?.[file];
          return asset?.type === "asset" ? `<style>${String(asset.source)}</style>` : link;
        }),
    },
  };
};

/**
 * antd's stylesheets for what every page's first render shows, made at build time
 * (antdStaticStyles.ts, in a process of its own and in production mode, as the app runs) and
 * emitted as a file that index.html preloads: not a stylesheet yet, so the first paint does not
 * wait on it. The app adds it before its first render (lib/antdStylesheet.ts), and antd then
 * skips generating and inserting those stylesheets.
 */
const antdStaticStylesheet = (): Plugin => {
  let fileName = "";
  return {
    name: "kindred:antd-static-stylesheet",
    apply: "build",
    buildStart() {
      const css = execFileSync(
        process.execPath,
        ["--import", "tsx", resolve(import.meta.dirname, "antdStaticStyles.ts")],
        {
          cwd: import.meta.dirname,
          env: { ...process.env, NODE_ENV: "production" },
          encoding: "utf8",
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      fileName = `assets/antd-${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`;
      this.emitFile({ type: "asset", fileName, source: css });
    },
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace("</title>", `</title>\n    <link rel="preload" as="style" href="/${fileName}" data-antd-styles>`),
    },
  };
};

/** The web app: the renderer built as a plain site, served by the API from desktop/dist/web. */
export default defineConfig({
  ...rendererBase,
  base: "/",
  plugins: [
    ...rendererBase.plugins,
    inlineEntryStylesheet(),
    antdStaticStylesheet(),
    listAppStartModules(),
    prerenderPages(),
    compression({ algorithms: ["gzip", "brotliCompress"], threshold: 1024, exclude: [/\.(br|gz)$/] }),
  ],
  build: {
    outDir: resolve(import.meta.dirname, "dist/web"),
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    target: "es2022",
    chunkSizeWarningLimit: 700,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/objects": { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
