import { cleanup } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

// Files share one jsdom per worker (isolate: false in vitest.renderer.config.ts): what a file
// rendered, and what it left in document.body outside React's trees (portals of dialogs, tooltips
// and toasts), goes before the next file, so no test ever finds another file's DOM.
afterEach(() => cleanup());

// antd's text areas, popovers and dialogs observe their size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
afterAll(() => {
  cleanup();
  document.body.innerHTML = "";
});
