import type { DesktopBridge } from "../../../shared/bridge";

declare global {
  interface Window {
    /** Present only inside the Electron shell (src/preload). Use getPlatform() instead of reading it. */
    desktop?: DesktopBridge;
  }
}
