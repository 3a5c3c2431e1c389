import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "contract",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Files share a worker's modules instead of importing the contract again per file (23 -> 15 s
    // with the desktop main and scripts projects). A file that sets the language being rendered
    // sets it back after its tests.
    isolate: false,
  },
});
