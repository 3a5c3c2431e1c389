import {
  COMMUNITY_TEXTS,
  ERROR_MESSAGES,
  LISTING_TEXTS,
  LOGIN_RATE_LIMIT,
  MESSAGING_TEXTS,
  PHOTO_TEXTS,
  SCREEN_TEXTS,
  WEB_TEXTS,
} from "@kindred/contract";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { createOffer, shoot, signedIn } from "./communityFixtures";
import { navigateInApp, newMember, openApp, registerViaApi, settled } from "./helpers";
import { matchedPair, matchIdWith, postMatchingOffer, postMatchingRequest, signUpInNewContext } from "./matching";
import { imageFile } from "./photoFixtures";
import { boxesOverlap, expectNoSideScroll, withLargeHighContrastText } from "./polishFixtures";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 860 };

const dialogNamed = (page: Page, name: string) => page.getByRole("dialog", { name });

test("issue 11.1: Save Changes at the bottom of a long edit form shows its confirmation in view", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedIn(page, "polish-save");
  const offer = await createOffer(page, { spaceName: "Long Form Loft" });
  await openApp(page, `/edit-offer/${offer.id}`);
  await page.getByLabel(LISTING_TEXTS.fields.description).fill("A bright loft, now with a second kiln.");
  const save = page.getByRole("button", { name: LISTING_TEXTS.edit.save });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(page.getByText(LISTING_TEXTS.edit.saved)).toBeInViewport();
});

test.describe("toasts and dialogs", () => {
  for (const viewport of [LAPTOP, PHONE]) {
    test(`issue 11.2: a toast never covers a dialog's close button (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openApp(page);
      await page.getByRole("button", { name: WEB_TEXTS.feedback.button }).click();
      const dialog = dialogNamed(page, WEB_TEXTS.feedback.title);
      await dialog.getByRole("button", { name: COMMUNITY_TEXTS.screenshot.capture }).click();
      const toast = page.locator(".toast");
      await expect(toast).toBeVisible({ timeout: 20_000 });
      const close = dialog.getByRole("button", { name: "Close", exact: true });
      expect(boxesOverlap(await toast.boundingBox(), await close.boundingBox())).toBe(false);
      for (const control of [close, dialog.getByRole("button", { name: WEB_TEXTS.feedback.cancel })]) {
        expect(boxesOverlap(await toast.boundingBox(), await control.boundingBox())).toBe(false);
      }
      await close.click({ timeout: 5_000 });
      await expect(dialog).toBeHidden();
    });
  }

  test("issue 11.2: a toast in Manage Photos leaves its close button free (390 px)", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, "polish-toast-photos");
    const offer = await createOffer(page, { spaceName: "Toast Loft" });
    await openApp(page, `/space-offer/${offer.id}`);
    await page.getByRole("button", { name: `${PHOTO_TEXTS.manage.addFirst}: Toast Loft` }).click();
    const dialog = dialogNamed(page, PHOTO_TEXTS.manage.title);
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: PHOTO_TEXTS.manage.add }).click();
    await (await chooser).setFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just words") }]);
    const toast = page.locator(".toast");
    await expect(toast).toContainText(ERROR_MESSAGES.selectImageFile);
    const close = dialog.getByRole("button", { name: "Close", exact: true });
    expect(boxesOverlap(await toast.boundingBox(), await close.boundingBox())).toBe(false);
    await close.click({ timeout: 5_000 });
    await expect(dialog).toBeHidden();
  });

  test("issue 11.3: focus returns to the opener after Escape or the close button", async ({ page }) => {
    await signedIn(page, "polish-focus");
    await openApp(page);
    const openers: [Locator, string][] = [
      [page.getByRole("button", { name: WEB_TEXTS.accessibility.title }), WEB_TEXTS.accessibility.title],
      [page.getByRole("banner").getByRole("button", { name: WEB_TEXTS.menu.guidelines }), SCREEN_TEXTS.guidelinesTitle],
      [page.getByRole("button", { name: WEB_TEXTS.search.title }), WEB_TEXTS.search.title],
      [page.getByRole("button", { name: WEB_TEXTS.feedback.button }), WEB_TEXTS.feedback.title],
      [page.getByRole("button", { name: WEB_TEXTS.home.needSpaceButton }), LISTING_TEXTS.dialogs.requestTitle],
    ];
    for (const [opener, title] of openers) {
      for (const how of ["Escape", "close button"]) {
        await opener.focus();
        await opener.press("Enter");
        const dialog = dialogNamed(page, title);
        await expect(dialog).toBeVisible();
        if (how === "Escape") await page.keyboard.press("Escape");
        else await dialog.getByRole("button", { name: "Close", exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(opener, `${title} after ${how}`).toBeFocused();
      }
    }
    // From the user menu, focus goes back to the menu's button.
    const menu = page.getByRole("button", { name: WEB_TEXTS.menu.userMenu });
    await menu.click();
    await page.getByRole("menuitem", { name: WEB_TEXTS.menu.guidelines }).click();
    await expect(dialogNamed(page, SCREEN_TEXTS.guidelinesTitle)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeFocused();

    // A page's own dialogs too: Manage Photos on a listing.
    const offer = await createOffer(page, { spaceName: "Focus Loft" });
    await openApp(page, `/space-offer/${offer.id}`);
    const managePhotos = page.getByRole("button", { name: `${PHOTO_TEXTS.manage.addFirst}: Focus Loft` });
    await managePhotos.focus();
    await managePhotos.press("Enter");
    await expect(dialogNamed(page, PHOTO_TEXTS.manage.title)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialogNamed(page, PHOTO_TEXTS.manage.title)).toBeHidden();
    await expect(managePhotos).toBeFocused();
  });
});

test("issue 11.4: failed sign-ins for one made-up email do not lock out the others behind the same address", async ({
  page,
}) => {
  const madeUp = newMember("polish-nobody");
  for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailuresPerEmailAndIp; attempt++) {
    const response = await page.request.post("/api/auth/email", {
      data: { email: madeUp.email, password: "not-the-password" },
    });
    expect(response.status()).toBe(401);
  }
  const colleague = newMember("polish-colleague");
  await registerViaApi(page, colleague);
  await page.context().clearCookies();
  await openApp(page, "/login");
  await page.getByRole("textbox", { name: WEB_TEXTS.login.email }).fill(colleague.email);
  await page.getByLabel(WEB_TEXTS.login.password, { exact: true }).fill(colleague.password);
  await page.getByRole("button", { name: WEB_TEXTS.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: WEB_TEXTS.menu.userMenu })).toContainText(colleague.firstName[0]);
});

test.describe("the crop dialog", () => {
  for (const viewport of [LAPTOP, PHONE]) {
    test(`issue 11.7: a square photo's crop dialog keeps its buttons on screen (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // On the phone with the largest text, where the dialog's other rows take the most room.
      if (viewport === PHONE) await withLargeHighContrastText(page);
      await signedIn(page, "polish-crop");
      const offer = await createOffer(page, { spaceName: "Square Studio" });
      await openApp(page, `/space-offer/${offer.id}`);
      await page.getByRole("button", { name: `${PHOTO_TEXTS.manage.addFirst}: Square Studio` }).click();
      const chooser = page.waitForEvent("filechooser");
      await dialogNamed(page, PHOTO_TEXTS.manage.title).getByRole("button", { name: PHOTO_TEXTS.manage.add }).click();
      await (await chooser).setFiles([await imageFile("square.png", 1200, 1200)]);
      const crop = dialogNamed(page, PHOTO_TEXTS.crop.title);
      await expect(crop.locator(".crop-image")).toBeVisible();
      await shoot(page, `crop-${viewport.width}`, { fullPage: false });
      await expect(crop.getByRole("button", { name: PHOTO_TEXTS.crop.apply })).toBeInViewport({ ratio: 1 });
      await expect(crop.getByRole("button", { name: PHOTO_TEXTS.crop.skip })).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe("small screens with extra-large text", () => {
  test.use({ viewport: PHONE });

  test("issue 11.8: the mobile header has the Guidelines button", async ({ page }) => {
    await openApp(page);
    const guidelines = page.getByRole("banner").getByRole("button", { name: WEB_TEXTS.menu.guidelines });
    await expect(guidelines).toBeInViewport({ ratio: 1 });
    await guidelines.click();
    await expect(dialogNamed(page, SCREEN_TEXTS.guidelinesTitle)).toBeVisible();
  });

  test("issue 11.9: the header, the conversation pane and every page hold at 390 px", async ({ browser }) => {
    const seeker = await signUpInNewContext(browser, "Marisol");
    const host = await signUpInNewContext(browser, "Bartholomew");
    try {
      await postMatchingRequest(seeker, `Storytelling circle ${Date.now()}`, "gallery");
      await postMatchingOffer(host, `Long Gallery ${Date.now()}`, "gallery");
      const matchId = await matchIdWith(seeker, host.name);
      const page = seeker.page;
      await page.setViewportSize(PHONE);
      await withLargeHighContrastText(page);

      await openApp(page);
      const header = page.getByRole("banner");
      const name = header.locator(".logo-text");
      const search = header.getByRole("button", { name: WEB_TEXTS.search.title });
      expect(boxesOverlap(await name.boundingBox(), await search.boundingBox())).toBe(false);
      await expect(header.getByRole("button", { name: WEB_TEXTS.menu.userMenu })).toBeInViewport({ ratio: 1 });

      await openApp(page, `/messages?match=${matchId}`);
      const request = page.locator(".summary-facts > div").first();
      const label = request.getByText(MESSAGING_TEXTS.requestLabel);
      await expect(label).toBeVisible();
      expect(boxesOverlap(await label.boundingBox(), await request.getByRole("link").boundingBox())).toBe(false);

      // Reached inside the app, as its links do: the app is already open.
      for (const path of ["/", "/favorites", "/messages", "/notifications", "/profile", "/profile-setup", "/login"]) {
        await navigateInApp(page, path);
        await settled(page);
        await expectNoSideScroll(page, path);
      }
    } finally {
      await Promise.all([seeker.context.close(), host.context.close()]);
    }
  });

  test("issue 11.15: controls scrolled to by keyboard stay clear of the Feedback button", async ({ page }) => {
    await signedIn(page, "polish-room");
    await openApp(page, "/profile-setup");
    const save = page.getByRole("button", { name: WEB_TEXTS.profile.setupSubmit });
    await page.getByLabel(WEB_TEXTS.profile.interestsLabel).focus();
    await page.keyboard.press("Tab");
    await expect(save).toBeFocused();
    const feedback = page.getByRole("button", { name: WEB_TEXTS.feedback.button });
    const bottomNav = page.getByRole("navigation", { name: WEB_TEXTS.landmarks.bottomNav });
    expect(boxesOverlap(await save.boundingBox(), await feedback.boundingBox())).toBe(false);
    expect(boxesOverlap(await save.boundingBox(), await bottomNav.boundingBox())).toBe(false);
  });
});

test("issue 11.15: scrolled to the end, the last notification and the last dashboard badge are clear of the Feedback button (390 px, extra-large text)", async ({
  browser,
}) => {
  const { seeker, host } = await matchedPair(browser, "workshopWellness", ["Rowan", "Sage"]);
  try {
    const page = seeker.page;
    await page.setViewportSize(PHONE);
    await withLargeHighContrastText(page);
    const feedback = page.getByRole("button", { name: WEB_TEXTS.feedback.button });
    const scrollToEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const clearAtTheEnd = async (last: Locator) => {
      await expect(last).toBeVisible();
      await scrollToEnd();
      await expect(last).toBeInViewport({ ratio: 1 });
      expect(boxesOverlap(await last.boundingBox(), await feedback.boundingBox())).toBe(false);
    };
    await openApp(page, "/notifications");
    await clearAtTheEnd(page.locator("li.notification").last());
    await openApp(page);
    await clearAtTheEnd(page.locator("main .status-badge").last());
  } finally {
    await seeker.context.close();
    await host.context.close();
  }
});

test("issue 11.15: at 1280 px the Feedback button sits beside the page column, not on it", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signedIn(page, "polish-margin");
  await openApp(page);
  const feedback = page.getByRole("button", { name: WEB_TEXTS.feedback.button });
  await expect(feedback).toHaveAttribute("title", WEB_TEXTS.feedback.button);
  expect(boxesOverlap(await feedback.boundingBox(), await page.locator("main").boundingBox())).toBe(false);
});

test("issue 11.10: My Spaces at 1280 px shows every action of every row", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signedIn(page, "polish-spaces");
  await createOffer(page, { spaceName: "A Space With Quite A Long Name For The Table" });
  await openApp(page, "/profile");
  const table = page.locator(".my-spaces .ant-table");
  const manage = table.getByRole("button", { name: /Manage Photos|Add Photos/ }).first();
  await manage.scrollIntoViewIfNeeded();
  const tableBox = await table.boundingBox();
  const manageBox = await manage.boundingBox();
  expect(tableBox && manageBox && manageBox.x + manageBox.width <= tableBox.x + tableBox.width).toBe(true);
  await expect(manage).toBeInViewport({ ratio: 1 });
});

test("issue 11.16: social sign-in is left out when no provider is configured", async ({ page }) => {
  await openApp(page, "/login");
  await expect(page.getByRole("button", { name: WEB_TEXTS.login.submit })).toBeVisible();
  await expect(page.getByRole("button", { name: WEB_TEXTS.login.google })).toHaveCount(0);
  await expect(page.getByRole("button", { name: WEB_TEXTS.login.facebook })).toHaveCount(0);
  await expect(page.getByText(WEB_TEXTS.login.or, { exact: true })).toHaveCount(0);
  await expect(page.locator("main button:disabled")).toHaveCount(0);
});
