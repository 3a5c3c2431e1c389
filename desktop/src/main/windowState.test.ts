import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_WINDOW_SIZE,
  placeWindow,
  type TrackedWindowLike,
  trackWindowState,
  WINDOW_STATE_SAVE_DELAY_MS,
  type WindowState,
} from "./windowState";

const laptop = { workArea: { x: 0, y: 0, width: 1440, height: 875 } };
const monitorRight = { workArea: { x: 1440, y: 0, width: 2560, height: 1400 } };

describe("placeWindow", () => {
  it("opens a first window at the default size, placed by the OS", () => {
    expect(placeWindow(undefined, [laptop], laptop)).toEqual(DEFAULT_WINDOW_SIZE);
  });

  it("restores bounds that still fit their display", () => {
    const saved = { x: 1600, y: 100, width: 1600, height: 1000, maximized: false };
    expect(placeWindow(saved, [monitorRight, laptop], laptop)).toEqual({ x: 1600, y: 100, width: 1600, height: 1000 });
  });

  it("moves a window whose monitor is gone onto the primary display, shrunk to fit", () => {
    const saved = { x: 1600, y: 100, width: 1600, height: 1000, maximized: true };
    expect(placeWindow(saved, [laptop], laptop)).toEqual({ x: 0, y: 0, width: 1440, height: 875 });
  });

  it("pulls a window hanging off an edge fully onto the display showing most of it", () => {
    const saved = { x: 3800, y: -50, width: 800, height: 600, maximized: false };
    expect(placeWindow(saved, [laptop, monitorRight], laptop)).toEqual({ x: 3200, y: 0, width: 800, height: 600 });
  });
});

const fakeWindow = () => {
  const listeners = new Map<string, () => void>();
  let bounds = { x: 10, y: 20, width: 1000, height: 700 };
  let maximized = false;
  let minimized = false;
  const window: TrackedWindowLike = {
    getNormalBounds: () => bounds,
    isMaximized: () => maximized,
    isMinimized: () => minimized,
    on: (event, listener) => listeners.set(event, listener),
  };
  const emit = (event: string) => listeners.get(event)?.();
  return {
    window,
    emit,
    moveTo: (next: typeof bounds) => {
      bounds = next;
      emit("move");
    },
    setMaximized: (value: boolean) => {
      maximized = value;
      emit(value ? "maximize" : "unmaximize");
    },
    setMinimized: (value: boolean) => {
      minimized = value;
      emit("resize");
    },
  };
};

describe("trackWindowState", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const track = () => {
    const fake = fakeWindow();
    const save = vi.fn(async (_state: WindowState) => undefined);
    trackWindowState(fake.window, { save, setTimer: setTimeout, clearTimer: (timer) => clearTimeout(timer as never) });
    return { ...fake, save };
  };

  it("writes once moving and resizing have settled", () => {
    const { moveTo, save } = track();
    for (let x = 0; x < 5; x += 1) moveTo({ x: 100 + x, y: 50, width: 900, height: 600 });
    vi.advanceTimersByTime(WINDOW_STATE_SAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save.mock.calls).toEqual([[{ x: 104, y: 50, width: 900, height: 600, maximized: false }]]);
  });

  it("remembers maximised with the size to restore to, and writes at once on close", () => {
    const { setMaximized, emit, save } = track();
    setMaximized(true);
    emit("close");
    expect(save.mock.calls).toEqual([[{ x: 10, y: 20, width: 1000, height: 700, maximized: true }]]);
    vi.advanceTimersByTime(WINDOW_STATE_SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("keeps the state from before a minimise", () => {
    const { setMinimized, emit, save } = track();
    setMinimized(true);
    emit("close");
    vi.advanceTimersByTime(WINDOW_STATE_SAVE_DELAY_MS);
    expect(save).not.toHaveBeenCalled();
  });

  it("warns instead of failing when the settings file cannot be written", async () => {
    const fake = fakeWindow();
    const warn = vi.fn();
    trackWindowState(fake.window, {
      save: async () => Promise.reject(new Error("EACCES")),
      setTimer: setTimeout,
      clearTimer: (timer) => clearTimeout(timer as never),
      warn,
    });
    fake.moveTo({ x: 1, y: 1, width: 800, height: 600 });
    fake.emit("close");
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("EACCES")));
  });
});
