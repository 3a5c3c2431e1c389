import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";

/** A real image made in the test: a flat colour with a contrasting band, so crops are visible. */
export const makeImage = async (
  width: number,
  height: number,
  format: "png" | "jpeg" = "png",
  colour = { r: 40, g: 120, b: 200 },
): Promise<Buffer> => {
  const band = await sharp({
    create: { width: Math.max(1, Math.round(width / 4)), height, channels: 3, background: { r: 250, g: 200, b: 40 } },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: colour } }).composite([
    { input: band, left: 0, top: 0 },
  ]);
  return format === "png" ? image.png().toBuffer() : image.jpeg().toBuffer();
};

/** A file for Playwright's file chooser. */
export const imageFile = async (name: string, width = 800, height = 600) => ({
  name,
  mimeType: name.endsWith(".png") ? "image/png" : "image/jpeg",
  buffer: await makeImage(width, height, name.endsWith(".png") ? "png" : "jpeg"),
});

/**
 * Sends one image of `kind` through the upload flow as the page's member (upload URL, then PUT)
 * and returns the upload URL, which space-photos and the profile calls take. The call says where
 * it comes from, as a page's call does, so the URL names the origin the session cookie is on.
 */
export const uploadImageViaApi = async (
  page: Page,
  kind: "listing" | "profile" | "cover",
  width = 800,
  height = 500,
): Promise<string> => {
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const grant = await page.request.post("/api/objects/upload", { data: { kind }, headers: { Origin: origin } });
  expect(grant.status(), await grant.text()).toBe(200);
  const { uploadURL } = (await grant.json()) as { uploadURL: string };
  const put = await page.request.put(uploadURL, {
    headers: { "Content-Type": "image/png" },
    data: await makeImage(width, height),
  });
  expect(put.status(), await put.text()).toBe(200);
  return uploadURL;
};

/** One listing photo uploaded through the API; its `/objects/<id>` path, ready for imageUrls. */
export const uploadPhotoViaApi = async (page: Page, width = 800, height = 500): Promise<string> => {
  const uploadURL = await uploadImageViaApi(page, "listing", width, height);
  const registered = await page.request.put("/api/space-photos", { data: { photoURL: uploadURL } });
  expect(registered.status(), await registered.text()).toBe(200);
  return ((await registered.json()) as { objectPath: string }).objectPath;
};

/** The natural size of the first image whose src contains `path`, as the browser decoded it. */
export const naturalSize = (page: Page, path: string) =>
  page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, path);

/** `count` listing photos of different widths, uploaded through the API; their paths in order. */
export const uploadPhotosViaApi = async (page: Page, count: number): Promise<string[]> => {
  const paths: string[] = [];
  for (let n = 0; n < count; n += 1) paths.push(await uploadPhotoViaApi(page, 800 + n * 100, 500));
  return paths;
};
