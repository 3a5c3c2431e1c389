import { TOASTS } from "@kindred/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast, useToastStore } from "./toastStore";

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toast: null });
  });
  afterEach(() => vi.useRealTimers());

  it("shows one toast at a time, the newest replacing the previous", () => {
    toast({ title: "First" });
    toast({ title: "Second", description: "More", variant: "success" });
    expect(useToastStore.getState().toast).toMatchObject({ title: "Second", description: "More", variant: "success" });
  });

  it("defaults to the plain variant", () => {
    toast({ title: "Hello" });
    expect(useToastStore.getState().toast?.variant).toBe("default");
  });

  it("hides the toast after the visible time", () => {
    toast({ title: "Bye" });
    vi.advanceTimersByTime(TOASTS.visibleMs - 1);
    expect(useToastStore.getState().toast).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toast).toBeNull();
  });

  it("restarts the timer when a new toast replaces an old one", () => {
    toast({ title: "Old" });
    vi.advanceTimersByTime(TOASTS.visibleMs - 100);
    toast({ title: "New" });
    vi.advanceTimersByTime(200);
    expect(useToastStore.getState().toast?.title).toBe("New");
  });

  it("dismisses only the toast it names", () => {
    const first = toast({ title: "First" });
    toast({ title: "Second" });
    useToastStore.getState().dismiss(first);
    expect(useToastStore.getState().toast?.title).toBe("Second");
    useToastStore.getState().dismiss();
    expect(useToastStore.getState().toast).toBeNull();
  });
});
