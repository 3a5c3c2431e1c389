import { ERROR_MESSAGES, LISTING_TEXTS, PHOTO_VIEWER_TEXTS, SCREEN_TEXTS } from "@kindred/contract";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { createOffer, createRequest, seriousViolations, signedIn } from "./listingFixtures";
import { matchIdWith, type SignedInMember, signUpInNewContext } from "./matching";
import { uploadPhotosViaApi as uploadPhotos } from "./photoFixtures";

const v = PHOTO_VIEWER_TEXTS;
const detail = LISTING_TEXTS.detail;

const setPhotos = async (page: Page, kind: "space-offers" | "space-requests", id: string, imageUrls: string[]) => {
  const response = await page.request.put(`/api/${kind}/${id}`, { data: { imageUrls } });
  expect(response.status(), await response.text()).toBe(200);
};

const thumbnail = (page: Page, n: number, total: number) =>
  page.getByRole("button", { name: v.openPhoto(n, total), exact: true });

/** The photo in the viewer has arrived and decoded, not just been asked for. */
const expectLoaded = (image: Locator) =>
  expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);

/** A horizontal mouse drag across the middle of the photo area; negative `dx` drags leftwards. */
const swipe = async (page: Page, dialog: Locator, dx: number) => {
  const stage = await dialog.locator(".photo-lightbox-stage").boundingBox();
  if (!stage) throw new Error("the lightbox stage is not on screen");
  const x = stage.x + stage.width / 2;
  const y = stage.y + stage.height / 2;
  await page.mouse.move(x - dx / 2, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + 6, { steps: 8 });
  await page.mouse.up();
};

test("an offer's photos open in the lightbox: buttons, arrow keys, swipes, Escape back to the thumbnail", async ({
  page,
}, testInfo) => {
  await signedIn(page, "lightbox-host");
  const offer = await createOffer(page, { spaceName: `Loft on Larimer ${Date.now()}` });
  const photos = await uploadPhotos(page, 3);
  await setPhotos(page, "space-offers", offer.id, photos);

  await page.goto(`/space-offer/${offer.id}`);
  await expect(page.getByRole("heading", { name: offer.spaceName })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Open photo \d of 3$/ })).toHaveCount(3);
  // The gallery asks for the smaller copies.
  const second = thumbnail(page, 2, 3);
  await expect(second.getByRole("img", { name: detail.photoAlt(offer.spaceName, 2) })).toHaveAttribute(
    "src",
    `${photos[1]}?w=640`,
  );

  await second.click();
  const dialog = page.getByRole("dialog", { name: offer.spaceName });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(dialog.getByText(v.counter(2, 3), { exact: true })).toBeVisible();
  const large = dialog.getByRole("img", { name: detail.photoAlt(offer.spaceName, 2) });
  await expect(large).toHaveAttribute("src", `${photos[1]}?w=1280`);
  await expectLoaded(large);
  // The browser decoded the server's resized copy of the 900 px upload: never enlarged.
  expect(await large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(900);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("lightbox-open.png") });

  await dialog.getByRole("button", { name: v.next }).click();
  await expect(dialog.getByText(v.counter(3, 3), { exact: true })).toBeVisible();
  await expect(dialog.getByRole("img", { name: detail.photoAlt(offer.spaceName, 3) })).toBeVisible();
  // Next on the last photo wraps around to the first.
  await dialog.getByRole("button", { name: v.next }).click();
  await expect(dialog.getByText(v.counter(1, 3), { exact: true })).toBeVisible();

  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText(v.counter(3, 3), { exact: true })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText(v.counter(2, 3), { exact: true })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(v.counter(3, 3), { exact: true })).toBeVisible();

  // Dragging leftwards shows the next photo, rightwards the previous one; a short drag does nothing.
  await swipe(page, dialog, -160);
  await expect(dialog.getByText(v.counter(1, 3), { exact: true })).toBeVisible();
  await swipe(page, dialog, 160);
  await expect(dialog.getByText(v.counter(3, 3), { exact: true })).toBeVisible();
  await swipe(page, dialog, 20);
  await expect(dialog.getByText(v.counter(3, 3), { exact: true })).toBeVisible();

  // Tab stays inside the viewer.
  for (let n = 0; n < 5; n += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(second).toBeFocused();
});

test("a photo that cannot be loaded shows 'Image Error', in the gallery and in the lightbox", async ({ page }) => {
  await signedIn(page, "lightbox-broken");
  const offer = await createOffer(page, { spaceName: `Broken Pictures Hall ${Date.now()}` });
  await setPhotos(page, "space-offers", offer.id, await uploadPhotos(page, 2));
  await page.route("**/objects/**", (route) => route.abort());

  await page.goto(`/space-offer/${offer.id}`);
  const second = thumbnail(page, 2, 2);
  await second.scrollIntoViewIfNeeded();
  await expect(second.getByText(ERROR_MESSAGES.imageError, { exact: true })).toBeVisible();
  await expect(thumbnail(page, 1, 2).getByText(ERROR_MESSAGES.imageError, { exact: true })).toBeVisible();

  await second.click();
  const dialog = page.getByRole("dialog", { name: offer.spaceName });
  await expect(dialog.getByText(v.counter(2, 2), { exact: true })).toBeVisible();
  await expect(dialog.getByText(ERROR_MESSAGES.imageError, { exact: true })).toBeVisible();
  await expect(
    dialog.getByRole("img", { name: `${detail.photoAlt(offer.spaceName, 2)}: ${ERROR_MESSAGES.imageError}` }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a request's photos open in the lightbox too; Close hands focus back", async ({ page }) => {
  await signedIn(page, "lightbox-seeker");
  const request = await createRequest(page, { title: `Zine workshop ${Date.now()}` });
  await setPhotos(page, "space-requests", request.id, await uploadPhotos(page, 3));

  await page.goto(`/space-request/${request.id}`);
  const first = thumbnail(page, 1, 3);
  await first.click();
  const dialog = page.getByRole("dialog", { name: request.title });
  await expect(dialog.getByText(v.counter(1, 3), { exact: true })).toBeVisible();
  await expectLoaded(dialog.getByRole("img", { name: detail.photoAlt(request.title, 1) }));
  // Previous on the first photo wraps around to the last.
  await dialog.getByRole("button", { name: v.previous }).click();
  await expect(dialog.getByText(v.counter(3, 3), { exact: true })).toBeVisible();
  await expectLoaded(dialog.getByRole("img", { name: detail.photoAlt(request.title, 3) }));

  await dialog.getByRole("button", { name: v.close }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a swipe with a finger moves through the photos", async ({ page }, testInfo) => {
    await signedIn(page, "lightbox-phone");
    const offer = await createOffer(page, { spaceName: `Pocket Studio ${Date.now()}` });
    await setPhotos(page, "space-offers", offer.id, await uploadPhotos(page, 3));

    await page.goto(`/space-offer/${offer.id}`);
    await thumbnail(page, 1, 3).tap();
    const dialog = page.getByRole("dialog", { name: offer.spaceName });
    await expect(dialog.getByText(v.counter(1, 3), { exact: true })).toBeVisible();
    await expectLoaded(dialog.getByRole("img", { name: detail.photoAlt(offer.spaceName, 1) }));
    await page.screenshot({ path: testInfo.outputPath("lightbox-phone.png") });

    const stage = dialog.locator(".photo-lightbox-stage");
    const box = await stage.boundingBox();
    if (!box) throw new Error("the lightbox stage is not on screen");
    const y = box.y + box.height / 2;
    await touchSwipe(stage, box.x + box.width * 0.8, box.x + box.width * 0.2, y);
    await expect(dialog.getByText(v.counter(2, 3), { exact: true })).toBeVisible();
    await touchSwipe(stage, box.x + box.width * 0.2, box.x + box.width * 0.8, y);
    await expect(dialog.getByText(v.counter(1, 3), { exact: true })).toBeVisible();
  });
});

/** A one-finger swipe as touch pointer events, the way a phone reports it. */
const touchSwipe = async (target: Locator, fromX: number, toX: number, y: number) => {
  const init = { pointerId: 7, pointerType: "touch", isPrimary: true, button: 0, clientY: y };
  await target.dispatchEvent("pointerdown", { ...init, clientX: fromX, buttons: 1 });
  await target.dispatchEvent("pointermove", { ...init, clientX: (fromX + toX) / 2, buttons: 1 });
  await target.dispatchEvent("pointerup", { ...init, clientX: toX, buttons: 0 });
};

test.describe("the conversation pane", () => {
  let members: SignedInMember[] = [];
  test.afterEach(async () => {
    await Promise.all(members.map((member) => member.context.close()));
    members = [];
  });

  test("request and space photos of a match open in the lightbox", async ({ browser }) => {
    const seeker = await signUpInNewContext(browser, "Quinn");
    const host = await signUpInNewContext(browser, "Rowan");
    members = [seeker, host];
    // Classroom + community education: a theme no other journey posts, so this pair only matches itself.
    const request = await createRequest(seeker.page, {
      title: `Adult literacy evenings ${Date.now()}`,
      spaceType: "classroom",
      participants: 10,
      values: ["community-education", "skill-share"],
    });
    await setPhotos(seeker.page, "space-requests", request.id, await uploadPhotos(seeker.page, 1));
    const offer = await createOffer(host.page, {
      spaceName: `Reading Room ${Date.now()}`,
      spaceType: "classroom",
      capacity: 20,
      supportedCauses: ["community-education", "skill-share"],
    });
    await setPhotos(host.page, "space-offers", offer.id, await uploadPhotos(host.page, 2));

    const matchId = await matchIdWith(seeker, host.name);
    await seeker.page.goto(`/messages?match=${matchId}`);
    const pane = seeker.page.getByRole("region", { name: SCREEN_TEXTS.secureMatchCommunication });
    await expect(pane.getByRole("link", { name: offer.spaceName })).toBeVisible();
    const thumbs = pane.getByRole("button", { name: /^Open photo \d of 3$/ });
    await expect(thumbs).toHaveCount(3);

    await thumbs.nth(1).click();
    const dialog = seeker.page.getByRole("dialog");
    await expect(dialog.getByText(v.counter(2, 3), { exact: true })).toBeVisible();
    await seeker.page.keyboard.press("ArrowRight");
    await expect(dialog.getByText(v.counter(3, 3), { exact: true })).toBeVisible();
    await expectLoaded(dialog.locator("img.photo-lightbox-image"));
    await seeker.page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(thumbs.nth(1)).toBeFocused();
  });
});
