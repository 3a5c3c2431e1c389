import type { DesktopBridge } from "../../../shared/bridge";
import { createElectronPlatform } from "./electron";
import type { Platform } from "./types";
import { webPlatform } from "./web";

export type { CropRatioKey, CropRect, DesktopNotification, PickedImage, Platform } from "./types";

let current: Platform | undefined;

/** The Electron implementation when the preload bridge is there, the browser one otherwise. */
export const choosePlatform = (host: { desktop?: DesktopBridge }): Platform => {
  return host.desktop ? createElectronPlatform(host.desktop) : webPlatform;
};

/** The platform of this window (decided once). */
export const getPlatform = (): Platform => {
  current ??= choosePlatform(window);
  return current;
};
