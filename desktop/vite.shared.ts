import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import type { UserConfig } from "vite";
import { precompileMessages } from "./precompileMessages";

/** Renderer settings shared by the web build (vite.web.config.ts) and electron-vite. */
export const rendererRoot = resolve(import.meta.dirname, "src/renderer");

export const rendererBase = {
  root: rendererRoot,
  plugins: [react(), precompileMessages()],
  resolve: { alias: { "@renderer": resolve(rendererRoot, "src") } },
} satisfies UserConfig;
