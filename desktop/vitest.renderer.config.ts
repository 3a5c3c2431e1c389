import { defineProject } from "vitest/config";
import { rendererBase } from "./vite.shared";

export default defineProject({
  plugins: rendererBase.plugins,
  resolve: rendererBase.resolve,
  test: {
    name: "renderer",
    root: import.meta.dirname,
    include: ["src/renderer/**/*.test.{ts,tsx}"],
    environment: "jsdom",
  },
});
