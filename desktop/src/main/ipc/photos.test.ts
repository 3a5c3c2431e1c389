import { mkdtemp, readFile, rm, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_IMAGE_BYTES } from "@kindred/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cropOutputSize } from "../../shared/api";
import { createPhotoHandlers, imageTypeOf, openImagesDialog } from "./photos";

let dir: string;
let png: string;
let jpeg: string;
let text: string;
let portrait: string;

/** A test image: left half red, right half blue, so crops can be checked by colour. */
const halves = (width: number, height: number) => {
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } }).composite([
    {
      input: { create: { width: width / 2, height, channels: 3, background: "#0000ff" } },
      left: width / 2,
      top: 0,
    },
  ]);
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "kindred-photos-"));
  png = join(dir, "space.png");
  jpeg = join(dir, "room.jpg");
  text = join(dir, "notes.jpg");
  portrait = join(dir, "rotated.jpg");
  await halves(800, 500).png().toFile(png);
  await halves(2400, 1500).jpeg().toFile(jpeg);
  await writeFile(text, "not an image");
  // Stored 300x200 landscape, EXIF orientation 6: shown as 200x300 portrait.
  await sharp({ create: { width: 300, height: 200, channels: 3, background: "#00ff00" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(portrait);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const fileSize = async (path: string) => (await stat(path)).size;

const handlers = (filePaths: string[], canceled = false) => {
  const showOpenDialog = vi.fn(async () => ({ canceled, filePaths }));
  return { showOpenDialog, photos: createPhotoHandlers({ showOpenDialog, readFile, fileSize, sharp }) };
};

describe("pickImages", () => {
  it("returns a file over the 10 MB limit by size only, unread and not croppable", async () => {
    const huge = join(dir, "huge.jpg");
    await writeFile(huge, "");
    await truncate(huge, MAX_IMAGE_BYTES + 1);
    const readSpy = vi.fn((path: string) => readFile(path));
    const showOpenDialog = vi.fn(async () => ({ canceled: false, filePaths: [huge] }));
    const photos = createPhotoHandlers({ showOpenDialog, readFile: readSpy, fileSize, sharp });
    const [file] = await photos.pickImages();
    expect(file).toEqual({
      path: huge,
      name: "huge.jpg",
      mimeType: "image/jpeg",
      size: MAX_IMAGE_BYTES + 1,
      bytes: new Uint8Array(),
    });
    expect(readSpy).not.toHaveBeenCalled();
    await expect(photos.cropImage(huge, { x: 0, y: 0, width: 100, height: 100 }, "1:1")).rejects.toThrow(
      /pickImages first/,
    );
  });

  it("offers JPG and PNG and returns the chosen images with their bytes", async () => {
    const { photos, showOpenDialog } = handlers([png, jpeg]);
    const files = await photos.pickImages();
    expect(showOpenDialog).toHaveBeenCalledWith(openImagesDialog());
    expect(openImagesDialog().filters?.[0].extensions).toEqual(["jpg", "jpeg", "png"]);
    expect(openImagesDialog().title).toBe("Choose photos");
    expect(files.map((file) => [file.name, file.mimeType])).toEqual([
      ["space.png", "image/png"],
      ["room.jpg", "image/jpeg"],
    ]);
    expect(files[0].size).toBe(files[0].bytes.byteLength);
  });

  it("skips files that are not images by content and returns nothing when cancelled", async () => {
    expect(await handlers([text]).photos.pickImages()).toEqual([]);
    expect(await handlers([png], true).photos.pickImages()).toEqual([]);
  });
});

describe("cropImage", () => {
  it("crops in source pixels and keeps the PNG type", async () => {
    const { photos } = handlers([png]);
    await photos.pickImages();
    const result = await photos.cropImage(png, { x: 450, y: 100, width: 200, height: 200 }, "1:1");
    expect(result).toMatchObject({ mimeType: "image/png", width: 200, height: 200 });

    const { dominant } = await sharp(result.bytes).stats();
    expect(dominant).toMatchObject({ r: expect.any(Number), b: expect.any(Number) });
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(50);
  });

  it("resizes a large crop to the output width at the exact ratio", async () => {
    const { photos } = handlers([jpeg]);
    await photos.pickImages();
    const result = await photos.cropImage(jpeg, { x: 0, y: 0, width: 2160, height: 1350 }, "16:10");
    const meta = await sharp(result.bytes).metadata();
    expect(result.mimeType).toBe("image/jpeg");
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1600, 1000]);
  });

  it("applies EXIF orientation before cropping, as the picture was shown", async () => {
    const { photos } = handlers([portrait]);
    await photos.pickImages();
    const result = await photos.cropImage(portrait, { x: 0, y: 0, width: 200, height: 300 }, "free");
    expect([result.width, result.height]).toEqual([200, 300]);
  });

  it("refuses a crop outside the image", async () => {
    const { photos } = handlers([png]);
    await photos.pickImages();
    await expect(photos.cropImage(png, { x: 700, y: 0, width: 200, height: 200 }, "free")).rejects.toThrow(
      /outside the 800x500 image/,
    );
  });

  it("refuses a file that was not picked in the dialog", async () => {
    const { photos } = handlers([png]);
    await photos.pickImages();
    await expect(photos.cropImage(jpeg, { x: 0, y: 0, width: 100, height: 100 }, "free")).rejects.toThrow(
      /pickImages first/,
    );
  });
});

describe("helpers", () => {
  it("recognises JPEG and PNG by magic bytes", () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe("image/png");
    expect(imageTypeOf(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
  });

  it("computes output sizes for every ratio", () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 320, height: 200 }, "16:10")).toEqual({ width: 320, height: 200 });
    expect(cropOutputSize({ x: 0, y: 0, width: 400, height: 300 }, "4:3")).toEqual({ width: 400, height: 300 });
    expect(cropOutputSize({ x: 0, y: 0, width: 3200, height: 800 }, "free")).toEqual({ width: 1600, height: 400 });
    expect(cropOutputSize({ x: 0, y: 0, width: 2000, height: 2000 }, "1:1")).toEqual({ width: 1600, height: 1600 });
  });
});
