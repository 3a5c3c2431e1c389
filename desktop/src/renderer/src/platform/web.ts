import { cropOutputSize } from "../../../shared/crop";
import { type EncodableCanvas, encodeWithinLimit, screenshotPixelRatio } from "./screenshot";
import type { CropRatioKey, CropRect, DesktopNotification, PickedImage, Platform } from "./types";

const ACCEPTED_TYPES = "image/jpeg,image/png";
const BADGE_PREFIX = /^\(\d+\) /;
const navigationListeners = new Set<(path: string) => void>();

const pickImages = (options: { multiple?: boolean } = {}): Promise<PickedImage[]> => {
  return new Promise((resolve) => {
    const input = document.createElement("input");
    input.type = "file";
    input.accept = ACCEPTED_TYPES;
    input.multiple = options.multiple ?? true;
    input.addEventListener("change", () => resolve([...(input.files ?? [])].map(toPickedImage)), { once: true });
    input.addEventListener("cancel", () => resolve([]), { once: true });
    input.click();
  });
};

const toPickedImage = (file: File): PickedImage => {
  return { name: file.name, type: file.type, size: file.size, file, previewUrl: URL.createObjectURL(file) };
};

/** Canvas crop; the browser applies EXIF orientation when decoding, as it did for the preview. */
const cropImage = async (image: PickedImage, rect: CropRect, ratio: CropRatioKey): Promise<Blob> => {
  const bitmap = await createImageBitmap(image.file, { imageOrientation: "from-image" });
  try {
    const size = cropOutputSize(rect, ratio);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("Canvas is not available");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height);
    const type = image.type === "image/png" ? "image/png" : "image/jpeg";
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("Could not encode the photo"))), type, 0.85),
    );
  } finally {
    bitmap.close();
  }
};

/** Left out of a screenshot: open dialogs (the feedback form itself), toasts, anything marked. */
export const SCREENSHOT_EXCLUDED =
  ".ant-modal-root, .ant-modal-wrap, .ant-modal-mask, .toast-region, [data-screenshot-exclude]";
/** Stands in for an image the page cannot re-read (e.g. another site's avatar). */
const BLANK_IMAGE = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/** Whether this browser can draw into a canvas at all; where it cannot, there is no screenshot. */
const canDrawPages = (): boolean => {
  try {
    return typeof document !== "undefined" && document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
};

const halveCanvas = (source: EncodableCanvas): EncodableCanvas => {
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.floor(source.width / 2));
  canvas.height = Math.max(1, Math.floor(source.height / 2));
  canvas.getContext("2d")?.drawImage(source as HTMLCanvasElement, 0, 0, canvas.width, canvas.height);
  return canvas;
};

/**
 * The page drawn by html-to-image (loaded only when asked) as a JPEG data URL within the 5 MB the
 * server takes; null where the browser cannot draw it. Throws when drawing fails.
 */
const captureScreenshot = async (): Promise<string | null> => {
  if (!canDrawPages()) return null;
  const { toCanvas } = await import("html-to-image");
  const page = document.body;
  const width = document.documentElement.clientWidth || page.scrollWidth;
  const height = Math.max(page.scrollHeight, window.innerHeight);
  const canvas = await toCanvas(page, {
    width,
    height,
    pixelRatio: screenshotPixelRatio(width, height, window.devicePixelRatio),
    backgroundColor: getComputedStyle(page).backgroundColor || "#ffffff",
    skipFonts: true,
    imagePlaceholder: BLANK_IMAGE,
    filter: (node) => !(node instanceof Element && node.matches(SCREENSHOT_EXCLUDED)),
  });
  return encodeWithinLimit(canvas, halveCanvas);
};

const notify = async ({ title, body, matchId }: DesktopNotification): Promise<void> => {
  // Only when the member already allowed it; the app never prompts on its own.
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const notification = new Notification(title, { body });
  notification.addEventListener("click", () => {
    window.focus();
    if (matchId) for (const listener of navigationListeners) listener(`/messages?match=${encodeURIComponent(matchId)}`);
    notification.close();
  });
};

/** The unread count as a "(3) " prefix of the tab title, and the app badge where installed. */
export const titleWithBadge = (title: string, count: number): string => {
  const plain = title.replace(BADGE_PREFIX, "");
  return count > 0 ? `(${count}) ${plain}` : plain;
};

const setBadgeCount = async (count: number): Promise<void> => {
  document.title = titleWithBadge(document.title, count);
  const badging = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void> };
  await badging.setAppBadge?.(count).catch(() => undefined);
};

export const webPlatform = {
  isDesktop: false,
  pickImages,
  cropImage,
  releaseImage: (image) => URL.revokeObjectURL(image.previewUrl),
  notify,
  captureScreenshot,
  setBadgeCount,
  onNavigate: (listener) => {
    navigationListeners.add(listener);
    return () => navigationListeners.delete(listener);
  },
  onMenuCommand: () => () => undefined,
} satisfies Platform;
