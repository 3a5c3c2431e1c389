import { basename, extname } from "node:path";
import { DESKTOP_TEXTS, MAX_IMAGE_BYTES } from "@kindred/contract";
import type { OpenDialogOptions } from "electron";
import type sharpModule from "sharp";
import {
  type CroppedImage,
  type CropRatioKey,
  type CropRect,
  cropOutputSize,
  PICKABLE_IMAGE_TYPES,
  type PickableImageType,
  type PickedFile,
} from "../../shared/api";
import { IpcRequestError } from "./handle";

export interface PhotoDeps {
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>;
  readFile(path: string): Promise<Uint8Array>;
  /** Size in bytes, read before the file is: a huge file is never loaded into memory. */
  fileSize(path: string): Promise<number>;
  sharp: typeof sharpModule;
}

/** The photo picker, worded in the window's language when it opens. */
export const openImagesDialog = (): OpenDialogOptions => ({
  title: DESKTOP_TEXTS.photos.dialogTitle,
  properties: ["openFile", "multiSelections"],
  filters: [{ name: DESKTOP_TEXTS.photos.images, extensions: Object.values(PICKABLE_IMAGE_TYPES).flat() }],
});

/** The type by content, not by name: a renamed file is not an image. */
export const imageTypeOf = (bytes: Uint8Array): PickableImageType | null => {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  return null;
};

/** The type a file's name claims; only used for files too large to read. */
export const imageTypeByName = (name: string): PickableImageType | null => {
  const extension = extname(name).slice(1).toLowerCase();
  const entry = Object.entries(PICKABLE_IMAGE_TYPES).find(([, extensions]) =>
    (extensions as readonly string[]).includes(extension),
  );
  return entry ? (entry[0] as PickableImageType) : null;
};

/**
 * pickImages and cropImage. cropImage only opens files the user chose in the
 * dialog during this session, so a page cannot read arbitrary files through it.
 */
export const createPhotoHandlers = (deps: PhotoDeps) => {
  const pickedPaths = new Set<string>();

  return {
    async pickImages(): Promise<PickedFile[]> {
      const result = await deps.showOpenDialog(openImagesDialog());
      if (result.canceled) return [];
      const files: PickedFile[] = [];
      for (const path of result.filePaths) {
        const size = await deps.fileSize(path);
        if (size > MAX_IMAGE_BYTES) {
          // Not read and not croppable: the renderer sees the size and says the file is too large.
          const mimeType = imageTypeByName(path);
          if (mimeType) files.push({ path, name: basename(path), mimeType, size, bytes: new Uint8Array() });
          continue;
        }
        const bytes = await deps.readFile(path);
        const mimeType = imageTypeOf(bytes);
        if (!mimeType) continue;
        pickedPaths.add(path);
        files.push({ path, name: basename(path), mimeType, size: bytes.byteLength, bytes: new Uint8Array(bytes) });
      }
      return files;
    },

    async cropImage(path: string, rect: CropRect, ratio: CropRatioKey): Promise<CroppedImage> {
      if (!pickedPaths.has(path)) throw new IpcRequestError("cropImage: choose the photo with pickImages first");
      const input = await deps.readFile(path);
      const mimeType = imageTypeOf(input);
      if (!mimeType) throw new IpcRequestError("cropImage: not a JPG or PNG image");

      // The crop was drawn on the image as shown, i.e. with its EXIF orientation applied.
      const oriented = await deps.sharp(input).rotate().raw().toBuffer({ resolveWithObject: true });
      const { width: imageWidth, height: imageHeight, channels } = oriented.info;
      if (rect.x + rect.width > imageWidth || rect.y + rect.height > imageHeight) {
        throw new IpcRequestError(`cropImage: crop area is outside the ${imageWidth}x${imageHeight} image`);
      }

      const size = cropOutputSize(rect, ratio);
      const pipeline = deps
        .sharp(oriented.data, { raw: { width: imageWidth, height: imageHeight, channels } })
        .extract({ left: rect.x, top: rect.y, width: rect.width, height: rect.height })
        .resize(size.width, size.height, { fit: "cover" });
      const encoded =
        mimeType === "image/png"
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.jpeg({ quality: 85, mozjpeg: true });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { mimeType, width: info.width, height: info.height, bytes: new Uint8Array(data) };
    },
  };
};
