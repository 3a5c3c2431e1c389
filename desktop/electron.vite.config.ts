import { resolve } from "node:path";
import { defineConfig } from "electron-vite";
import type { Plugin } from "vite";
import { rendererBase } from "./vite.shared";

/** In `electron-vite dev` the renderer runs on Vite's server; these paths go to the API like app:// does. */
const devServerUrl = process.env.KINDRED_SERVER_URL ?? "http://localhost:5000";
const devProxy = {
  target: devServerUrl,
  changeOrigin: true,
  // The API refuses state-changing calls from other origins; the dev page speaks for the app.
  headers: { origin: new URL(devServerUrl).origin },
};

// Workspace packages are TypeScript sources: bundle them, and zod with them, so the packaged app's
// only runtime dependency is sharp, which is native and loads from node_modules.
const bundled = ["@kindred/contract", "zod"];

/**
 * electron-vite builds the renderer with base "./" for file:// pages. app:// serves the
 * bundle from its root instead, and a deep link (app://kindred/messages?match=…) must
 * still find /assets/…, so the base goes back to "/" after electron-vite's preset ran.
 */
const appRootBase = (): Plugin => {
  return { name: "kindred:app-root-base", apply: "build", config: () => ({ base: "/" }) };
};

export default defineConfig({
  main: {
    build: {
      externalizeDeps: { exclude: bundled },
      rolldownOptions: { input: { index: resolve(import.meta.dirname, "src/main/index.ts") } },
    },
  },
  preload: {
    build: {
      // A sandboxed preload cannot load modules, so it is one CommonJS file with everything inlined.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, "src/preload/index.ts") },
        output: { format: "cjs", entryFileNames: "[name].cjs" },
      },
    },
  },
  renderer: {
    ...rendererBase,
    plugins: [...rendererBase.plugins, appRootBase()],
    server: { proxy: { "/api": devProxy, "/objects": devProxy } },
    build: {
      // electron-vite leaves bundles unminified; the packaged renderer is loaded on every start.
      minify: true,
      rolldownOptions: { input: { index: resolve(rendererBase.root, "index.html") } },
    },
  },
});
