import type { CsvExportName, RenderLocale } from "@kindred/contract";
import type {
  DesktopNotification,
  SavedCsv,
  ServerConnection,
  ServerSettingsView,
  SocialProvider,
} from "../../../shared/api";
import type { CropRatioKey, CropRect } from "../../../shared/crop";
import type { MenuCommand } from "../../../shared/menu";

export type { CropRatioKey, CropRect, DesktopNotification };

/** An image the member chose, ready to preview, crop or upload. */
export interface PickedImage {
  name: string;
  /** MIME type, e.g. "image/jpeg"; the UI checks it ("Please select an image file"). */
  type: string;
  size: number;
  /** The original file, for uploads without cropping. */
  file: Blob;
  /** Object URL for <img> previews; pass the image to releaseImage when done. */
  previewUrl: string;
  /** Desktop only: the file's path, which the main process crops with sharp. */
  path?: string;
}

/**
 * Host features the UI needs beyond plain web pages. One implementation runs in
 * the browser, one in the Electron shell (through window.desktop); screens only
 * use this interface, via getPlatform().
 */
export interface Platform {
  readonly isDesktop: boolean;
  /** Opens the file picker (JPG/PNG). Resolves to [] when the member cancels. */
  pickImages(options?: { multiple?: boolean }): Promise<PickedImage[]>;
  /** Crops `rect` (source pixels) at `ratio` and resizes it; resolves to the image to upload. */
  cropImage(image: PickedImage, rect: CropRect, ratio: CropRatioKey): Promise<Blob>;
  /** Frees the preview URL of a picked image. */
  releaseImage(image: PickedImage): void;
  /** A system notification; clicking it opens the match's conversation. No-op when not allowed. */
  notify(notification: DesktopNotification): Promise<void>;
  /** The page as a PNG data URL; null where capturing is not available ('Screenshot Not Available'). Throws when capturing failed. */
  captureScreenshot(): Promise<string | null>;
  /** Shows the unread count on the dock, launcher or tab title. */
  setBadgeCount(count: number): Promise<void>;
  /** Desktop only: the server the app talks to (the web app is always on its own). */
  readonly server?: {
    get(): Promise<ServerSettingsView>;
    /** Whether the address answers /api/health. */
    test(address: string): Promise<ServerConnection>;
    /** Remembers the address; the app then starts over on that server. */
    save(address: string): Promise<void>;
  };
  /**
   * Desktop only: saves a CSV export where the native save dialog says. The web app links to the
   * export instead, and the browser downloads it.
   */
  exportCsv?(name: CsvExportName): Promise<SavedCsv>;
  /**
   * Desktop: opens the provider's sign-in in the system browser; the app is signed in when it
   * comes back. Absent on the web, where sign-in is a page navigation.
   */
  readonly startSocialSignIn?: (provider: SocialProvider) => Promise<void>;
  /** Desktop: the app menu offers Admin only while an admin is signed in. */
  readonly setAdminMenu?: (isAdmin: boolean) => Promise<void>;
  /** Desktop: the app menu and native dialogs follow the language on screen. */
  readonly setLocale?: (locale: RenderLocale) => Promise<void>;
  /** Called with an in-app path (e.g. "/messages?match=…") when a notification is clicked. Returns an unsubscribe. */
  onNavigate(listener: (path: string) => void): () => void;
  /** Desktop: called with the app-menu item the member chose (the web has no app menu). Returns an unsubscribe. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}
