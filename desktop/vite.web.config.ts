import { resolve } from "node:path";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { rendererBase } from "./vite.shared";

const apiTarget = process.env.KINDRED_API_URL ?? "http://localhost:5000";

/** antd parts only forms and dialogs use: left to ordinary splitting so the first page stays light. */
const LAZY_ANTD =
  /node_modules[\\/](antd[\\/]es[\\/](select|segmented|switch|checkbox|input|tag|form|tabs|empty|modal|table|pagination|radio|tree)|@rc-component[\\/](select|segmented|switch|checkbox|input|textarea|tabs|virtual-list|dialog|form|table|pagination|tree))[\\/]/;

/** Vendor groups: stable, long-cached chunks, each shared by every scene. */
const vendorChunks = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: "contract", test: /([\\/]contract[\\/]src[\\/]|node_modules[\\/]zod[\\/])/, priority: 15 },
  {
    name: "antd",
    test: (id: string) =>
      /node_modules[\\/](antd|@ant-design|@rc-component|@emotion|stylis|clsx)[\\/]/.test(id) && !LAZY_ANTD.test(id),
    priority: 10,
  },
];

/** The web app: the renderer built as a plain site, served by the API from desktop/dist/web. */
export default defineConfig({
  ...rendererBase,
  base: "/",
  plugins: [
    ...rendererBase.plugins,
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
