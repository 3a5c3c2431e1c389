import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "desktop-main",
    root: import.meta.dirname,
    include: [
      "electron-builder.test.ts",
      "precompileMessages.test.ts",
      "src/main/**/*.test.ts",
      "src/preload/**/*.test.ts",
      "src/shared/**/*.test.ts",
    ],
    environment: "node",
  },
});
