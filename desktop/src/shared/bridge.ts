import type { CsvExportName } from "@kindred/contract";
import type {
  CroppedImage,
  CropRatioKey,
  CropRect,
  DesktopNotification,
  PickedFile,
  SavedCsv,
  ServerConnection,
  ServerSettingsView,
  SocialProvider,
} from "./api";
import { CHANNELS, type InvokeChannel } from "./channels";
import type { MenuCommand } from "./menu";

/** The two ipcRenderer capabilities the bridge needs; ipcRenderer itself never reaches the page. */
export interface BridgeTransport {
  invoke(channel: InvokeChannel, ...args: unknown[]): Promise<unknown>;
  onNavigate(listener: (path: string) => void): void;
  onMenuCommand(listener: (command: MenuCommand) => void): void;
}

/**
 * window.desktop: one named method per channel. Results are typed here and
 * produced by the validated handlers in src/main/ipc.
 */
export function createBridge(transport: BridgeTransport) {
  let navigationListener: ((path: string) => void) | undefined;
  let menuListener: ((command: MenuCommand) => void) | undefined;
  // A command chosen before the UI listens has nothing to act on yet: it is dropped.
  transport.onMenuCommand((command) => menuListener?.(command));
  transport.onNavigate((path) => {
    // Without a router listener, a plain page load still lands on the right screen.
    if (navigationListener) navigationListener(path);
    else (globalThis as { location?: { assign(url: string): void } }).location?.assign(path);
  });

  return {
    pickImages: () => transport.invoke(CHANNELS.pickImages) as Promise<PickedFile[]>,
    cropImage: (path: string, rect: CropRect, ratio: CropRatioKey) =>
      transport.invoke(CHANNELS.cropImage, path, rect, ratio) as Promise<CroppedImage>,
    notify: (notification: DesktopNotification) => transport.invoke(CHANNELS.notify, notification) as Promise<void>,
    captureScreenshot: () => transport.invoke(CHANNELS.captureScreenshot) as Promise<string>,
    setBadgeCount: (count: number) => transport.invoke(CHANNELS.setBadgeCount, count) as Promise<void>,
    getServer: () => transport.invoke(CHANNELS.getServer) as Promise<ServerSettingsView>,
    testServer: (address: string) => transport.invoke(CHANNELS.testServer, address) as Promise<ServerConnection>,
    saveServer: (address: string) => transport.invoke(CHANNELS.saveServer, address) as Promise<void>,
    /** Fetches the export with the app's session and saves it where the native save dialog says. */
    exportCsv: (name: CsvExportName) => transport.invoke(CHANNELS.exportCsv, name) as Promise<SavedCsv>,
    setAdminMenu: (isAdmin: boolean) => transport.invoke(CHANNELS.setAdminMenu, isAdmin) as Promise<void>,
    startSocialSignIn: (provider: SocialProvider) =>
      transport.invoke(CHANNELS.startSocialSignIn, provider) as Promise<void>,
    /** The router registers here so a notification click navigates without a reload. Returns an unsubscribe. */
    onNavigate: (listener: (path: string) => void) => {
      navigationListener = listener;
      return () => {
        if (navigationListener === listener) navigationListener = undefined;
      };
    },
    /** The UI registers here for app-menu commands. Returns an unsubscribe. */
    onMenuCommand: (listener: (command: MenuCommand) => void) => {
      menuListener = listener;
      return () => {
        if (menuListener === listener) menuListener = undefined;
      };
    },
  };
}

export type DesktopBridge = ReturnType<typeof createBridge>;
