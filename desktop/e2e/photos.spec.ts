import {
  ERROR_MESSAGES,
  PHOTO_TEXTS,
  PHOTO_VIEWER_TEXTS,
  SCREEN_TEXTS,
  SERVER_MESSAGES,
  type SpaceOffer,
  type SpaceRequest,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
} from "@kindred/contract";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { openApp } from "./helpers";
import { createOffer, createRequest, seriousViolations, signedIn, toast } from "./listingFixtures";
import { imageFile, naturalSize } from "./photoFixtures";

const m = PHOTO_TEXTS.manage;
const c = PHOTO_TEXTS.crop;

type ChooserFile = Awaited<ReturnType<typeof imageFile>>;

const manageDialog = (page: Page) => page.getByRole("dialog", { name: m.title });
const cropDialog = (page: Page) => page.getByRole("dialog", { name: c.title });
const readout = (page: Page) => cropDialog(page).getByTestId("crop-readout");

/** Clicks Add Photos in the dialog and hands the files to the file chooser it opens. */
const choose = async (page: Page, files: ChooserFile[]) => {
  const chooser = page.waitForEvent("filechooser");
  await manageDialog(page).getByRole("button", { name: m.add }).click();
  await (await chooser).setFiles(files);
};

const cropAndUpload = (page: Page) => cropDialog(page).getByRole("button", { name: c.apply }).click();

const photoItems = (page: Page): Locator =>
  manageDialog(page).getByRole("list", { name: m.listLabel }).getByRole("listitem");

const listing = async <T>(page: Page, path: string): Promise<T> => {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
};

test.describe("listing photos", () => {
  test("an owner adds, crops, reorders and saves offer photos, then views them in the lightbox", async ({ page }) => {
    await signedIn(page, "photos-offer");
    const offer = await createOffer(page, { spaceName: "Lantern Loft" });
    await openApp(page, `/space-offer/${offer.id}`);

    await page.getByRole("button", { name: `${m.addFirst}: Lantern Loft` }).click();
    await expect(manageDialog(page)).toBeVisible();
    await expect(manageDialog(page).getByText(m.count(0, 5))).toBeVisible();
    await expect(manageDialog(page).getByText(m.empty.offer)).toBeVisible();
    await choose(page, [await imageFile("wide.png", 1000, 800), await imageFile("square.jpg", 900, 900)]);

    // Photo 1: starts at 16:10, 90% of the width, centred; then Square, nudged by 1, 10 and 100.
    await expect(cropDialog(page).getByText(c.progress(1, 2))).toBeVisible();
    await expect(readout(page)).toHaveText(`${c.size(900, 563)} ${c.position(50, 119)}`);
    await expect(cropDialog(page).getByRole("radio", { name: /16:10/ })).toBeChecked();
    await cropDialog(page).getByText("Square", { exact: true }).click();
    await expect(readout(page)).toHaveText(`${c.size(800, 800)} ${c.position(100, 0)}`);
    const area = cropDialog(page).getByLabel(c.area);
    await area.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(readout(page)).toHaveText(`${c.size(800, 800)} ${c.position(99, 0)}`);
    await page.keyboard.press("Shift+ArrowLeft");
    await expect(readout(page)).toHaveText(`${c.size(800, 800)} ${c.position(89, 0)}`);
    await cropDialog(page).getByText(c.stepPixels(100), { exact: true }).click();
    await cropDialog(page).getByRole("button", { name: c.right }).click();
    await expect(readout(page)).toHaveText(`${c.size(800, 800)} ${c.position(189, 0)}`);
    await cropDialog(page).getByRole("button", { name: c.reset }).click();
    await expect(readout(page)).toHaveText(`${c.size(900, 563)} ${c.position(50, 119)}`);
    await cropDialog(page).getByText("Square", { exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await cropAndUpload(page);

    // Photo 2: the default crop.
    await expect(cropDialog(page).getByText(c.progress(2, 2))).toBeVisible();
    await expect(readout(page)).toHaveText(`${c.size(810, 506)} ${c.position(45, 197)}`);
    await cropAndUpload(page);
    await expect(cropDialog(page)).toBeHidden();

    await expect(toast(page, SUCCESS_MESSAGES.photosAdded)).toBeVisible();
    await expect(photoItems(page)).toHaveCount(2);
    await expect(manageDialog(page).getByText(m.count(2, 5))).toBeVisible();
    expect((await listing<SpaceOffer>(page, `/api/space-offers/${offer.id}`)).imageUrls).toEqual([]);

    // The 16:10 photo goes first.
    await manageDialog(page)
      .getByRole("button", { name: m.moveEarlier(2) })
      .click();
    await expect(photoItems(page).first().getByText(m.first)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await manageDialog(page).getByRole("button", { name: SCREEN_TEXTS.savePhotos }).click();
    await expect(toast(page, SUCCESS_MESSAGES.photosSaved)).toContainText(
      SUCCESS_MESSAGES.photosUpdated(2).description,
    );
    await expect(manageDialog(page)).toBeHidden();

    const saved = await listing<SpaceOffer>(page, `/api/space-offers/${offer.id}`);
    expect(saved.imageUrls).toHaveLength(2);
    const [first, second] = saved.imageUrls as [string, string];
    const wide = await naturalSize(page, first);
    expect(wide.width / wide.height).toBeCloseTo(16 / 10, 1);
    expect(await naturalSize(page, second)).toEqual({ width: 800, height: 800 });

    // The page shows them after a reload, and the lightbox walks through them.
    await page.reload();
    await page.getByRole("button", { name: PHOTO_VIEWER_TEXTS.openPhoto(1, 2) }).click();
    const viewer = page.getByRole("dialog", { name: "Lantern Loft" });
    await expect(viewer.getByText(PHOTO_VIEWER_TEXTS.counter(1, 2), { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText(PHOTO_VIEWER_TEXTS.counter(2, 2), { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();

    // A second save of a listing that had photos says 'Photos Updated!'.
    await page.getByRole("button", { name: `${m.open}: Lantern Loft` }).click();
    await expect(photoItems(page)).toHaveCount(2);
    await manageDialog(page)
      .getByRole("button", { name: m.remove(2) })
      .click();
    await expect(toast(page, SUCCESS_MESSAGES.photoRemoved)).toBeVisible();
    await manageDialog(page).getByRole("button", { name: SCREEN_TEXTS.savePhotos }).click();
    await expect(toast(page, SUCCESS_MESSAGES.photosUpdated(1).title)).toContainText(
      SUCCESS_MESSAGES.photosUpdated(1).description,
    );
    expect((await listing<SpaceOffer>(page, `/api/space-offers/${offer.id}`)).imageUrls).toEqual([first]);

    // The dashboard card shows the first photo.
    await openApp(page, "/");
    await page.getByRole("tab", { name: /My Offers/ }).click();
    const card = page.locator(".listing-card").filter({ hasText: "Lantern Loft" });
    await expect(card.locator("img.listing-card-photo")).toHaveAttribute("src", `${first}?w=640`);
  });

  test("bad files, the request's limit of 3, a failed upload with retry, and discarding unsaved photos", async ({
    page,
  }) => {
    await signedIn(page, "photos-request");
    const request = await createRequest(page, { title: "Poetry circle" });
    await openApp(page, `/space-request/${request.id}`);
    await page.getByRole("button", { name: `${m.addFirst}: Poetry circle` }).click();

    await choose(page, [{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just words") }]);
    await expect(toast(page, ERROR_MESSAGES.selectImageFile)).toBeVisible();
    await choose(page, [{ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(10_485_761, 1) }]);
    await expect(toast(page, ERROR_MESSAGES.fileTooLarge)).toBeVisible();
    await expect(cropDialog(page)).toBeHidden();

    // Text dressed up as a PNG cannot be read: processing error, and the queue is cleared.
    await choose(page, [
      { name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") },
      await imageFile("fine.png", 600, 400),
    ]);
    await expect(toast(page, ERROR_MESSAGES.photoProcessing(c.unreadable).title)).toContainText(
      ERROR_MESSAGES.photoProcessing(c.unreadable).description,
    );
    await expect(cropDialog(page)).toBeHidden();
    await expect(photoItems(page)).toHaveCount(0);

    // Four chosen, three allowed.
    const four = await Promise.all(["a.png", "b.png", "c.png", "d.png"].map((name) => imageFile(name, 640, 400)));
    await choose(page, four);
    await expect(toast(page, VALIDATION_MESSAGES.tooManyPhotos(3))).toBeVisible();
    await expect(cropDialog(page).getByText(c.progress(1, 3))).toBeVisible();

    // The upload URL cannot be had for the first one: the spec's error, then Retry works.
    await page.route("**/api/objects/upload", (route) => route.fulfill({ status: 500, body: "down" }));
    await cropAndUpload(page);
    await expect(toast(page, ERROR_MESSAGES.uploadUrl.title)).toContainText(ERROR_MESSAGES.uploadUrl.description);
    await expect(photoItems(page).first().getByText(m.uploadFailed)).toBeVisible();
    await page.unroute("**/api/objects/upload");
    await cropDialog(page).getByRole("button", { name: c.skip }).click();
    await cropAndUpload(page);
    await expect(cropDialog(page)).toBeHidden();
    await photoItems(page).first().getByRole("button", { name: m.retry }).click();
    await expect(photoItems(page).getByText(m.uploadFailed)).toHaveCount(0);
    await expect(manageDialog(page).getByText(m.count(2, 3))).toBeVisible();
    await expect(manageDialog(page).getByRole("button", { name: SCREEN_TEXTS.savePhotos })).toBeEnabled();

    // Leaving without saving asks first, and keeps the request as it was.
    await manageDialog(page).getByRole("button", { name: m.cancel }).click();
    const discard = page.getByRole("dialog", { name: m.discardTitle });
    await discard.getByRole("button", { name: m.keepEditing }).click();
    await expect(manageDialog(page)).toBeVisible();
    await manageDialog(page).getByRole("button", { name: m.cancel }).click();
    await discard.getByRole("button", { name: m.discard }).click();
    await expect(manageDialog(page)).toBeHidden();
    expect((await listing<SpaceRequest>(page, `/api/space-requests/${request.id}`)).imageUrls).toEqual([]);
  });

  test("a batch whose uploads all fail, an upload without a path, and a save that fails say so", async ({ page }) => {
    await signedIn(page, "photos-errors");
    const offer = await createOffer(page, { spaceName: "Cedar Workshop" });
    await openApp(page, `/space-offer/${offer.id}`);
    await page.getByRole("button", { name: `${m.addFirst}: Cedar Workshop` }).click();

    // Every image PUT refused: each photo fails, and the batch ends with 'No files were uploaded successfully.'
    await page.route("**/api/objects/upload/*", (route) => route.fulfill({ status: 503, body: "" }));
    await choose(page, [await imageFile("one.png", 600, 400), await imageFile("two.png", 600, 400)]);
    await cropAndUpload(page);
    await cropAndUpload(page);
    await expect(toast(page, ERROR_MESSAGES.uploadFailed("").title)).toContainText(ERROR_MESSAGES.noFilesUploaded);
    await expect(photoItems(page).getByText(m.uploadFailed)).toHaveCount(2);
    await page.unroute("**/api/objects/upload/*");

    // The upload went through but space-photos named no path.
    await page.route("**/api/space-photos", (route) => route.fulfill({ status: 200, json: {} }));
    await photoItems(page).first().getByRole("button", { name: m.retry }).click();
    await expect(toast(page, ERROR_MESSAGES.uploadFailed("").title)).toContainText(ERROR_MESSAGES.noFileUrl);
    await page.unroute("**/api/space-photos");

    // Both land on retry; then saving fails and the dialog stays open with the photos.
    for (const item of await photoItems(page).all()) await item.getByRole("button", { name: m.retry }).click();
    await expect(photoItems(page).getByText(m.uploadFailed)).toHaveCount(0);
    await expect(manageDialog(page).getByRole("button", { name: SCREEN_TEXTS.savePhotos })).toBeEnabled();
    await page.route(`**/api/space-offers/${offer.id}`, (route) =>
      route.request().method() === "PUT" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
    );
    await manageDialog(page).getByRole("button", { name: SCREEN_TEXTS.savePhotos }).click();
    await expect(toast(page, ERROR_MESSAGES.savePhotos)).toBeVisible();
    await expect(photoItems(page)).toHaveCount(2);
    await page.unroute(`**/api/space-offers/${offer.id}`);
    await manageDialog(page).getByRole("button", { name: SCREEN_TEXTS.savePhotos }).click();
    await expect(toast(page, SUCCESS_MESSAGES.photosSaved)).toContainText(
      SUCCESS_MESSAGES.photosUpdated(2).description,
    );
  });

  test("an upload refused because the session ended says so and goes to login", async ({ page }) => {
    await signedIn(page, "photos-401");
    const offer = await createOffer(page, { spaceName: "Birch Room" });
    await openApp(page, `/space-offer/${offer.id}`);
    await page.getByRole("button", { name: `${m.addFirst}: Birch Room` }).click();
    await page.route("**/api/objects/upload", (route) =>
      route.fulfill({ status: 401, json: { message: SERVER_MESSAGES.notSignedIn } }),
    );
    await choose(page, [await imageFile("late.png", 600, 400)]);
    await cropAndUpload(page);
    await expect(toast(page, ERROR_MESSAGES.loggedOut.title)).toContainText(ERROR_MESSAGES.loggedOut.description);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("only the owner can manage a listing's photos", async ({ page, browser }) => {
    await signedIn(page, "photos-owner");
    const offer = await createOffer(page, { spaceName: "Quiet Annex" });
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signedIn(otherPage, "photos-visitor");
    await openApp(otherPage, `/space-offer/${offer.id}`);
    await expect(otherPage.getByRole("heading", { level: 1, name: "Quiet Annex" })).toBeVisible();
    await expect(otherPage.getByRole("button", { name: new RegExp(`${m.addFirst}|${m.open}`) })).toHaveCount(0);
    const refused = await otherPage.request.put(`/api/space-offers/${offer.id}`, { data: { imageUrls: [] } });
    expect(refused.status()).toBe(403);
    await other.close();
  });
});
