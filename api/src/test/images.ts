import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** Real images for upload tests, made with sharp (small unless asked otherwise). */

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } });

export const makeJpeg = (width = 800, height = 600) => solid(width, height).jpeg().toBuffer();
export const makePng = (width = 800, height = 600) => solid(width, height).png().toBuffer();
export const makeWebp = (width = 800, height = 600) => solid(width, height).webp().toBuffer();

/** The GPS position a phone would write: 40°26'46.35"N 79°58'36"W. */
const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "40/1 26/1 4635/100",
  GPSLongitudeRef: "W",
  GPSLongitude: "79/1 58/1 3600/100",
};

/** A landscape JPEG carrying camera EXIF, a GPS block and an orientation (6 = turn 90° clockwise to view). */
export const makeCameraJpeg = (width = 800, height = 400, orientation = 6) =>
  solid(width, height)
    .withExif({ IFD0: { Make: "TestCam", Model: "Pocket 1" }, IFD3: GPS })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();

/** Tag 0x8825 (little-endian), the EXIF pointer to the GPS block. */
export const hasGpsBlock = (exif: Buffer | undefined) => Boolean(exif?.includes(Buffer.from([0x25, 0x88])));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A real, valid 1-bit PNG of `width`×`height` white pixels: a few kilobytes on the wire that
 * would decode to `width × height` pixels (a decompression bomb). Written by hand because
 * encoding one that large through sharp takes seconds.
 */
export const makePixelBomb = (width = 10_000, height = 10_000) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const rowBytes = 1 + Math.ceil(width / 8);
  const raw = Buffer.alloc(rowBytes * height, 0xff);
  for (let row = 0; row < height; row++) raw[row * rowBytes] = 0; // filter type "none"
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};
