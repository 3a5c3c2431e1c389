import type { DesktopBridge } from "../../../shared/bridge";
import type { PickedImage, Platform } from "./types";
import { SCREENSHOT_EXCLUDED, webPlatform } from "./web";

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * The main process captures the window as it is painted, so the feedback dialog and toasts
 * (the same elements the web capture leaves out) are hidden until the capture is taken.
 */
export const withOverlaysHidden = async <T>(capture: () => Promise<T>, root: ParentNode = document): Promise<T> => {
  const hidden = [...root.querySelectorAll<HTMLElement>(SCREENSHOT_EXCLUDED)].map(
    (element) => [element, element.style.visibility] as const,
  );
  for (const [element] of hidden) element.style.visibility = "hidden";
  try {
    await nextPaint();
    return await capture();
  } finally {
    for (const [element, visibility] of hidden) element.style.visibility = visibility;
  }
};

/** The Electron shell: every host feature goes through window.desktop to the main process. */
export const createElectronPlatform = (desktop: DesktopBridge) => {
  return {
    isDesktop: true,
    async pickImages(options: { multiple?: boolean } = {}): Promise<PickedImage[]> {
      const files = await desktop.pickImages();
      const chosen = options.multiple === false ? files.slice(0, 1) : files;
      return chosen.map((picked) => {
        const file = new Blob([picked.bytes as Uint8Array<ArrayBuffer>], { type: picked.mimeType });
        return {
          name: picked.name,
          type: picked.mimeType,
          size: picked.size,
          file,
          previewUrl: URL.createObjectURL(file),
          path: picked.path,
        };
      });
    },
    async cropImage(image, rect, ratio) {
      // Images that did not come from the native dialog (e.g. dropped) are cropped like on the web.
      if (!image.path) return webPlatform.cropImage(image, rect, ratio);
      const cropped = await desktop.cropImage(image.path, rect, ratio);
      return new Blob([cropped.bytes as Uint8Array<ArrayBuffer>], { type: cropped.mimeType });
    },
    releaseImage: webPlatform.releaseImage,
    notify: (notification) => desktop.notify(notification),
    captureScreenshot: () => withOverlaysHidden(() => desktop.captureScreenshot()),
    setBadgeCount: (count) => desktop.setBadgeCount(count),
    onNavigate: (listener) => desktop.onNavigate(listener),
    exportCsv: (name) => desktop.exportCsv(name),
    onMenuCommand: (listener) => desktop.onMenuCommand(listener),
    startSocialSignIn: (provider) => desktop.startSocialSignIn(provider),
    setAdminMenu: (isAdmin) => desktop.setAdminMenu(isAdmin),
    setLocale: (locale) => desktop.setLocale(locale),
    server: {
      get: () => desktop.getServer(),
      test: (address) => desktop.testServer(address),
      save: (address) => desktop.saveServer(address),
    },
  } satisfies Platform;
};
