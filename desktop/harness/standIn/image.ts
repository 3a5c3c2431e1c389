import { crc32, deflateSync } from "node:zlib";
import type { NativeImage, ResizeOptions } from "electron";
import sharp from "sharp";

/** The members of Electron's NativeImage the main process uses. */
export interface ImageSlice extends Pick<NativeImage, "getSize" | "toPNG" | "toDataURL"> {
  resize(options: ResizeOptions): ImageSlice;
}

interface RawImage {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Buffer;
}

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** NativeImage works synchronously, so PNGs are encoded here with zlib rather than with sharp. */
const encodePng = ({ width, height, pixels }: RawImage): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) pixels.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

/** Nearest-neighbour scaling: enough for "make the screenshot fit the upload limit". */
const scale = (image: RawImage, options: ResizeOptions): RawImage => {
  const width = Math.max(
    1,
    Math.round(options.width ?? (image.width * (options.height ?? image.height)) / image.height),
  );
  const height = Math.max(1, Math.round(options.height ?? (image.height * width) / image.width));
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const sourceY = Math.min(image.height - 1, Math.floor((y * image.height) / height));
    for (let x = 0; x < width; x++) {
      const sourceX = Math.min(image.width - 1, Math.floor((x * image.width) / width));
      image.pixels.copy(
        pixels,
        (y * width + x) * 4,
        (sourceY * image.width + sourceX) * 4,
        (sourceY * image.width + sourceX + 1) * 4,
      );
    }
  }
  return { width, height, pixels };
};

const fromRaw = (raw: RawImage, png = encodePng(raw)): ImageSlice => {
  return {
    getSize: () => ({ width: raw.width, height: raw.height }),
    toPNG: () => png,
    toDataURL: () => `data:image/png;base64,${png.toString("base64")}`,
    resize: (options) => fromRaw(scale(raw, options)),
  };
};

/** What webContents.capturePage resolves to, made from a Chromium screenshot. */
export const imageFromPng = async (png: Buffer): Promise<ImageSlice> => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return fromRaw({ width: info.width, height: info.height, pixels: data }, png);
};
