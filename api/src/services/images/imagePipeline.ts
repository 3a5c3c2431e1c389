import { ERROR_MESSAGES, MAX_IMAGE_PIXELS, SERVER_MESSAGES } from "@kindred/contract";
import sharp, { type Metadata, type Sharp } from "sharp";
import { PayloadTooLargeError, UnsupportedMediaTypeError } from "../../errors";
import { CONTENT_TYPES, type ImageFormat, sniffImageFormat } from "./imageFormat";

export interface ProcessedImage {
  data: Buffer;
  format: ImageFormat;
  contentType: string;
  width: number;
  height: number;
}

/** sharp refuses to decode more pixels than this (its guard against decompression bombs). */
const decoder = (input: Buffer) => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 85 }),
  png: (image) => image.png({ compressionLevel: 8 }),
  webp: (image) => image.webp({ quality: 85 }),
};

const notAnImage = () => UnsupportedMediaTypeError(ERROR_MESSAGES.selectImageFile);
const tooManyPixels = () => PayloadTooLargeError(SERVER_MESSAGES.imageTooManyPixels);

/** sharp's own words for "over limitInputPixels"; anything else it cannot decode is not an image to us. */
const toImageError = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : notAnImage();

/**
 * Turns an uploaded file into the copy we keep: JPEG, PNG or WebP by its magic bytes (else
 * 415), at most MAX_IMAGE_PIXELS (else 413, checked from the header before decoding), turned
 * upright by its EXIF orientation and re-encoded in its own format with no metadata at all,
 * so no camera details or GPS position leave the server.
 */
export const normalizeImage = async (input: Buffer): Promise<ProcessedImage> => {
  const format = sniffImageFormat(input);
  if (!format) throw notAnImage();
  let header: Metadata;
  try {
    header = await decoder(input).metadata();
  } catch (error) {
    throw toImageError(error);
  }
  if (header.format !== format) throw notAnImage();
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_IMAGE_PIXELS) throw tooManyPixels();
  try {
    // sharp writes no metadata unless told to (keepExif/withMetadata), so EXIF, XMP, IPTC and GPS all go.
    const { data, info } = await encoders[format](decoder(input).rotate()).toBuffer({ resolveWithObject: true });
    return { data, format, contentType: CONTENT_TYPES[format], width: info.width, height: info.height };
  } catch (error) {
    throw toImageError(error);
  }
};

/** A WebP copy `width` pixels wide (never enlarged), for `GET /objects/{id}?w=`. */
export const resizeToWebp = async (input: Buffer, width: number): Promise<Buffer> =>
  decoder(input).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
