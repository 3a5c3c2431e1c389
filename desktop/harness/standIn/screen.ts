import type { Display, Rectangle, Screen } from "electron";
import type { StandInEnv } from "./env";

/** The members of Electron's screen module the main process uses, with Electron's own signatures. */
export type ScreenSlice = Pick<Screen, "getAllDisplays" | "getPrimaryDisplay">;

/** A display with the given work area (a task bar-free desktop: bounds and work area are the same). */
const display = (workArea: Rectangle, id: number): Display => {
  const size = { width: workArea.width, height: workArea.height };
  return {
    id,
    label: `Display ${id}`,
    bounds: workArea,
    workArea,
    size,
    workAreaSize: size,
    nativeOrigin: { x: workArea.x, y: workArea.y },
    scaleFactor: 1,
    rotation: 0,
    internal: id === 1,
    detected: true,
    monochrome: false,
    colorDepth: 24,
    colorSpace: "srgb",
    depthPerComponent: 8,
    displayFrequency: 60,
    maximumCursorSize: { width: 64, height: 64 },
    accelerometerSupport: "unknown",
    touchSupport: "unknown",
  };
};

/** screen: the displays the test scripted (env.displays), the first one primary, as monitors plugged in. */
export const createScreen = (env: StandInEnv) => {
  const displays = () => env.displays.map((workArea, index) => display(workArea, index + 1));
  return {
    getAllDisplays: () => displays(),
    getPrimaryDisplay: () => {
      const [primary] = displays();
      if (!primary) throw new Error("The harness has no display");
      return primary;
    },
  } satisfies ScreenSlice;
};
