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
    // One jsdom and one module graph per worker rather than per file (the set-up was 9/10 of the
    // run); the setup file empties the document after each file, so files never see each other's DOM.
    isolate: false,
    setupFiles: ["./vitest.renderer.setup.ts"],
  },
});
