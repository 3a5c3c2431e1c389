import { writeFile } from "node:fs/promises";
import { PHOTO_TEXTS, SCREEN_TEXTS, type SpaceOffer } from "@kindred/contract";
import sharp from "sharp";
import { createOffer, signedIn } from "../e2e/communityFixtures";
import { makeImage } from "../e2e/photoFixtures";
import { expect, openInApp, test, windowPage } from "./fixtures";

const m = PHOTO_TEXTS.manage;
const c = PHOTO_TEXTS.crop;

test("a listing photo picked in the native dialog is cropped by sharp in main and uploaded to the server", async ({
  launchApp,
}, testInfo) => {
  const app = await launchApp();
  const { page } = windowPage(app);
  // page.request shares the window's cookie jar, so the member is signed in inside the app too.
  await signedIn(page, "desktop-photos");
  const offer = await createOffer(page, { spaceName: "Harbour Studio" });
  await openInApp(app, `/space-offer/${offer.id}`);

  const photo = testInfo.outputPath("harbour.png");
  await writeFile(photo, await makeImage(1000, 800));
  app.record.openDialogAnswers.push({ canceled: false, filePaths: [photo] });

  await page.getByRole("button", { name: `${m.addFirst}: Harbour Studio` }).click();
  const manage = page.getByRole("dialog", { name: m.title });
  await manage.getByRole("button", { name: m.add }).click();
  expect(app.record.openDialogs).toHaveLength(1);
  const crop = page.getByRole("dialog", { name: c.title });
  await crop.getByText("Square", { exact: true }).click();
  await crop.getByRole("button", { name: c.apply }).click();
  await expect(crop).toBeHidden();
  await manage.getByRole("button", { name: SCREEN_TEXTS.savePhotos }).click();
  await expect(manage).toBeHidden();

  const saved = (await (await page.request.get(`/api/space-offers/${offer.id}`)).json()) as SpaceOffer;
  expect(saved.imageUrls).toHaveLength(1);
  const stored = await page.request.get(saved.imageUrls[0] as string);
  expect(stored.status()).toBe(200);
  const { width, height, format } = await sharp(await stored.body()).metadata();
  expect({ width, height, format }).toEqual({ width: 800, height: 800, format: "png" });
});
