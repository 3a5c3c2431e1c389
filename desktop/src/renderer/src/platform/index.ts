import type { DesktopBridge } from "../../../shared/bridge";
import { createElectronPlatform } from "./electron";
import type { Platform } from "./types";
import { webPlatform } from "./web";

export type { CropRatioKey, CropRect, DesktopNotification, PickedImage, Platform } from "./types";

let current: Platform | undefined;

/** The Electron implementation when the preload bridge is there, the browser one otherwise. */
export function choosePlatform(host: { desktop?: DesktopBridge }): Platform {
  return host.desktop ? createElectronPlatform(host.desktop) : webPlatform;
}

/** The platform of this window (decided once). */
export function getPlatform(): Platform {
  current ??= choosePlatform(window);
  return current;
}
