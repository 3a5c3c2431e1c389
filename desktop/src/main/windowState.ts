import type { Rectangle } from "electron";
import { z } from "zod";

/** The window's size and position when not maximised, and whether it was maximised. */
export const windowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

/** Size of a first window (and of one whose saved state is unusable). */
export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 840 } as const;
/** Smallest window: the mobile layout still fits. */
export const MIN_WINDOW_SIZE = { width: 360, height: 560 } as const;
/** Writes wait until moving or resizing has paused this long, so a drag is one write. */
export const WINDOW_STATE_SAVE_DELAY_MS = 500;

export interface DisplayLike {
  workArea: Rectangle;
}

/** Where the window opens: x and y are left out when the OS should place (centre) it. */
export type WindowPlacement = Partial<Pick<Rectangle, "x" | "y">> & Pick<Rectangle, "width" | "height">;

const overlap = (a: Rectangle, b: Rectangle) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The saved bounds put back on a display that is there now: the one showing most of the
 * window, or the primary one when the window's monitor is gone (screen.getAllDisplays and
 * getPrimaryDisplay). The window is shrunk to that display's work area if needed and moved
 * fully onto it, so it never opens off screen.
 */
export const placeWindow = (
  saved: WindowState | undefined,
  displays: readonly DisplayLike[],
  primary: DisplayLike,
): WindowPlacement => {
  if (!saved) return { ...DEFAULT_WINDOW_SIZE };
  const best = displays.reduce(
    (chosen, display) => (overlap(display.workArea, saved) > overlap(chosen.workArea, saved) ? display : chosen),
    primary,
  );
  const area = overlap(best.workArea, saved) > 0 ? best.workArea : primary.workArea;
  const width = clamp(saved.width, Math.min(MIN_WINDOW_SIZE.width, area.width), area.width);
  const height = clamp(saved.height, Math.min(MIN_WINDOW_SIZE.height, area.height), area.height);
  return {
    x: clamp(saved.x, area.x, area.x + area.width - width),
    y: clamp(saved.y, area.y, area.y + area.height - height),
    width,
    height,
  };
};

/** The slice of a BrowserWindow whose state is remembered. */
export interface TrackedWindowLike {
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  isMinimized(): boolean;
  on(event: "resize" | "move" | "maximize" | "unmaximize" | "close", listener: () => void): unknown;
}

export interface WindowStateDeps {
  save(state: WindowState): Promise<unknown>;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  warn?(message: string): void;
}

/**
 * Remembers the window's state: read on every move, resize, maximise and restore, written
 * once things settle (debounced) and at once when the window closes. A minimised window
 * keeps the state it had before.
 */
export const trackWindowState = (window: TrackedWindowLike, deps: WindowStateDeps): void => {
  let timer: unknown;
  let pending: WindowState | null = null;
  const write = () => {
    if (timer !== undefined) deps.clearTimer(timer);
    timer = undefined;
    if (!pending) return;
    const state = pending;
    pending = null;
    void deps.save(state).catch((error: unknown) => (deps.warn ?? console.warn)(`Window state not saved: ${error}`));
  };
  const changed = () => {
    if (window.isMinimized()) return;
    pending = { ...window.getNormalBounds(), maximized: window.isMaximized() };
    if (timer !== undefined) deps.clearTimer(timer);
    timer = deps.setTimer(write, WINDOW_STATE_SAVE_DELAY_MS);
  };
  for (const event of ["resize", "move", "maximize", "unmaximize"] as const) window.on(event, changed);
  window.on("close", write);
};
