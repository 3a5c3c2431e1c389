import { MAX_FEEDBACK_SCREENSHOT_BYTES } from "@kindred/contract";

/** The slice of an Electron NativeImage used here. */
export interface ImageLike {
  getSize(): { width: number; height: number };
  toPNG(): Uint8Array;
  toDataURL(): string;
  resize(options: { width: number }): ImageLike;
}

export interface ScreenshotDeps {
  getWindow(): { webContents: { capturePage(): Promise<ImageLike> } } | null;
  maxBytes?: number;
}

/** Length of the base64 data URL of a PNG: the form sends the text, so the text must fit. */
export const pngDataUrlLength = (pngBytes: number): number => {
  return "data:image/png;base64,".length + Math.ceil(pngBytes / 3) * 4;
};

/**
 * The page as a PNG data URL for the feedback form. Scaled down until it fits the
 * server's screenshot limit, so a large HiDPI window never produces a refused upload.
 */
export const captureScreenshot = async (deps: ScreenshotDeps): Promise<string> => {
  const window = deps.getWindow();
  if (!window) throw new Error("captureScreenshot: no window");
  const maxBytes = deps.maxBytes ?? MAX_FEEDBACK_SCREENSHOT_BYTES;
  const fits = (image: ImageLike) => pngDataUrlLength(image.toPNG().byteLength) <= maxBytes;
  let image = await window.webContents.capturePage();
  for (let attempt = 0; attempt < 4 && !fits(image); attempt++) {
    image = image.resize({ width: Math.max(1, Math.round(image.getSize().width * 0.7)) });
  }
  if (!fits(image)) throw new Error("captureScreenshot: image too large");
  return image.toDataURL();
};
