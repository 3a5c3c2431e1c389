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

/** The web app: the renderer built as a plain site, served by the API from desktop/dist/web. */
export default defineConfig({
  ...rendererBase,
  base: "/",
  plugins: [
    ...rendererBase.plugins,
    inlineEntryStylesheet(),
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
