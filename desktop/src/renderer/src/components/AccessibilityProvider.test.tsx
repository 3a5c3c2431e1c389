import { ERROR_MESSAGES } from "@kindred/contract";
import { act, render, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createAccessibilityStore } from "../stores/accessibilityStore";
import { AccessibilityProvider, useAccessibility } from "./AccessibilityProvider";

describe("AccessibilityProvider", () => {
  it("refuses the hook outside its provider with the contract's message", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAccessibility())).toThrow(ERROR_MESSAGES.accessibilityOutsideProvider);
  });

  it("mirrors the settings onto <html> as mode classes", () => {
    const store = createAccessibilityStore({ storage: null, prefersReducedMotion: true, prefersHighContrast: false });
    const { unmount } = render(
      <AccessibilityProvider store={store}>
        <span />
      </AccessibilityProvider>,
    );
    const classes = document.documentElement.classList;
    expect(classes.contains("a11y-reduced-motion")).toBe(true);
    act(() => store.getState().update({ highContrast: true, fontSize: "extra-large" }));
    expect(classes.contains("a11y-high-contrast")).toBe(true);
    expect(classes.contains("a11y-font-extra-large")).toBe(true);
    unmount();
    expect(classes.contains("a11y-high-contrast")).toBe(false);
  });
});
