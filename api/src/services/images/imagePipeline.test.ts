import { ERROR_MESSAGES, MAX_IMAGE_PIXELS, SERVER_MESSAGES } from "@kindred/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../errors";
import { hasGpsBlock, makeCameraJpeg, makeJpeg, makePixelBomb, makePng, makeWebp } from "../../test/images";
import { sniffImageFormat } from "./imageFormat";
import { normalizeImage, resizeToWebp } from "./imagePipeline";

const refusal = async (input: Buffer) => {
  const error = await normalizeImage(input).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, message: (error as HttpError).message };
};

describe("sniffImageFormat", () => {
  it("knows JPEG, PNG and WebP by their first bytes", async () => {
    expect(sniffImageFormat(await makeJpeg(10, 10))).toBe("jpeg");
    expect(sniffImageFormat(await makePng(10, 10))).toBe("png");
    expect(sniffImageFormat(await makeWebp(10, 10))).toBe("webp");
  });

  it("knows nothing else, whatever it claims to be", async () => {
    expect(sniffImageFormat(Buffer.from("hello, I am a JPEG"))).toBeNull();
    expect(sniffImageFormat(Buffer.from("GIF89a......"))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
    expect(
      sniffImageFormat(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
          .gif()
          .toBuffer(),
      ),
    ).toBeNull();
  });
});

describe("normalizeImage", () => {
  it.each([
    ["jpeg", makeJpeg, "image/jpeg"],
    ["png", makePng, "image/png"],
    ["webp", makeWebp, "image/webp"],
  ] as const)("keeps a %s a %s, with its size", async (format, make, contentType) => {
    const image = await normalizeImage(await make(640, 480));
    expect(image).toMatchObject({ format, contentType, width: 640, height: 480 });
    expect((await sharp(image.data).metadata()).format).toBe(format);
  });

  it("turns the photo upright and drops every piece of metadata, GPS included", async () => {
    const input = await makeCameraJpeg(800, 400, 6);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsBlock(before.exif)).toBe(true);

    const image = await normalizeImage(input);
    expect([image.width, image.height]).toEqual([400, 800]);
    const after = await sharp(image.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([400, 800]);
  });

  it("refuses text dressed as an image with 415", async () => {
    expect(await refusal(Buffer.from("definitely not a picture"))).toEqual({
      status: 415,
      message: ERROR_MESSAGES.selectImageFile,
    });
  });

  it("refuses a JPEG header on garbage with 415", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a jpeg at all")]);
    expect((await refusal(fake)).status).toBe(415);
  });

  it("refuses a decompression bomb from its header, before decoding", async () => {
    const bomb = makePixelBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(10_000 * 10_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const started = performance.now();
    expect(await refusal(bomb)).toEqual({ status: 413, message: SERVER_MESSAGES.imageTooManyPixels });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("resizeToWebp", () => {
  it("makes a WebP of the asked width, never larger than the original", async () => {
    const original = await makeJpeg(1600, 1000);
    const small = await sharp(await resizeToWebp(original, 320)).metadata();
    expect(small).toMatchObject({ format: "webp", width: 320, height: 200 });
    const tiny = await sharp(await resizeToWebp(await makeJpeg(200, 100), 640)).metadata();
    expect(tiny.width).toBe(200);
  });
});
