import {
  DISPLAYED_RATING,
  ERROR_MESSAGES,
  PHOTO_TEXTS,
  PROFILE_TEXTS,
  SCREEN_TEXTS,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  WEB_TEXTS,
} from "@kindred/contract";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { openApp } from "./helpers";
import { createRequest, seriousViolations, signedIn, toast } from "./listingFixtures";
import { imageFile, makeImage, naturalSize, uploadImageViaApi } from "./photoFixtures";

const p = WEB_TEXTS.profile;
type ChooserFile = { name: string; mimeType: string; buffer: Buffer };

const coverImage = (page: Page) => page.locator(".profile-cover img");
const profilePhoto = (page: Page) => page.locator("main .profile-avatar img");

const cropDialog = (page: Page) => page.getByRole("dialog", { name: PHOTO_TEXTS.crop.title });

/**
 * Clicks a control that opens the file picker and answers it with `file`; with `crop`, the Crop
 * dialog that opens takes that shape (unless null) and "Crop & Upload".
 */
const chooseFile = async (
  page: Page,
  control: Locator,
  file: ChooserFile,
  { crop = null as string | null, apply = true } = {},
) => {
  const chooser = page.waitForEvent("filechooser");
  await control.click();
  await (await chooser).setFiles(file);
  if (!apply) return;
  const dialog = cropDialog(page);
  await expect(dialog.locator(".crop-image")).toBeVisible();
  if (crop) await dialog.getByText(crop, { exact: true }).click();
  await dialog.getByRole("button", { name: PHOTO_TEXTS.crop.apply }).click();
  await expect(dialog).toBeHidden();
};

/** Counts the upload calls the page makes, to prove a refused file never leaves the browser. */
const countUploadCalls = (page: Page) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/objects/upload") || request.url().includes("/api/profile/")) {
      calls.push(`${request.method()} ${request.url()}`);
    }
  });
  return calls;
};

/** The member's photo or cover set through the API (upload URL, PUT, profile call). */
const setProfileImageViaApi = async (page: Page, kind: "profile" | "cover", width: number, height: number) => {
  const uploadURL = await uploadImageViaApi(page, kind, width, height);
  const saved = await page.request.put(kind === "profile" ? "/api/profile/photo" : "/api/profile/cover", {
    data: kind === "profile" ? { photoURL: uploadURL } : { coverURL: uploadURL },
  });
  expect(saved.status(), await saved.text()).toBe(200);
};

test.describe("profile photo and cover", () => {
  test("a member changes the cover: progress while it uploads, a toast, and the cover stays after reload", async ({
    page,
  }) => {
    await signedIn(page, "cover");
    await openApp(page, "/profile");
    await expect(coverImage(page)).toHaveCount(0);

    // Hold the image upload a moment so the progress on the cover can be seen.
    await page.route("**/api/objects/upload/*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const button = page.getByRole("button", { name: PROFILE_TEXTS.changeCoverLabel });
    await expect(button).toHaveText(PROFILE_TEXTS.changeCover);
    // The cover's Crop dialog opens at the wide 16:10; Free Form keeps the whole strip's shape.
    await chooseFile(page, button, await imageFile("cover.jpg", 1600, 600), { crop: "Free Form" });
    await expect(page.getByRole("progressbar", { name: PROFILE_TEXTS.uploadingCover })).toBeVisible();
    await expect(button).toHaveClass(/ant-btn-loading/);

    await expect(toast(page, PROFILE_TEXTS.coverUpdated.title)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: PROFILE_TEXTS.uploadingCover })).toHaveCount(0);
    await expect(coverImage(page)).toHaveAttribute("src", /^\/objects\/[^?]+\?w=1280$/);

    await page.reload();
    await expect(coverImage(page)).toHaveAttribute("src", /^\/objects\/[^?]+\?w=1280$/);
    const src = (await coverImage(page).getAttribute("src")) ?? "";
    // The 1280-wide WebP copy, not the original.
    expect(await naturalSize(page, src)).toEqual({ width: 1280, height: 480 });
  });

  test("a failed cover upload and a refused cover read as the spec says", async ({ page }) => {
    await signedIn(page, "cover-fail");
    await openApp(page, "/profile");
    const button = page.getByRole("button", { name: PROFILE_TEXTS.changeCoverLabel });

    await page.route("**/api/objects/upload/*", (route) => route.fulfill({ status: 500, body: "disk full" }));
    await chooseFile(page, button, await imageFile("cover.png", 400, 200));
    await expect(toast(page, ERROR_MESSAGES.coverUpload.title)).toContainText(ERROR_MESSAGES.coverUpload.description);
    await page.unroute("**/api/objects/upload/*");

    await page.route("**/api/profile/cover", (route) => route.fulfill({ status: 400, body: "{}" }));
    await chooseFile(page, button, await imageFile("cover.png", 400, 200));
    await expect(toast(page, ERROR_MESSAGES.coverUpdate.description)).toContainText(ERROR_MESSAGES.coverUpdate.title);
    await expect(coverImage(page)).toHaveCount(0);
    await expect(button).toBeEnabled();
  });

  test("a member changes the profile photo; header and profile show it, also after reload", async ({ page }) => {
    const member = await signedIn(page, "photo");
    await openApp(page, "/profile");
    await expect(profilePhoto(page)).toHaveCount(0);

    const button = page.getByRole("button", { name: PROFILE_TEXTS.changePhotoLabel });
    // The photo is cropped first, square; leaving the dialog keeps the current one and sends nothing.
    const calls = countUploadCalls(page);
    await chooseFile(page, button, await imageFile("me.png", 900, 600), { apply: false });
    const dialog = cropDialog(page);
    await expect(dialog.getByRole("radio", { name: "Square" })).toBeChecked();
    await dialog.getByRole("button", { name: PROFILE_TEXTS.cancelCrop }).click();
    await expect(dialog).toBeHidden();
    expect(calls).toEqual([]);
    await expect(button).toBeFocused();

    await chooseFile(page, button, await imageFile("me.png", 900, 600));
    await expect(toast(page, SUCCESS_MESSAGES.profilePhotoUpdated.title)).toContainText(
      SUCCESS_MESSAGES.profilePhotoUpdated.description,
    );
    await expect(profilePhoto(page)).toHaveAttribute("src", /^\/objects\/[^?]+\?w=320$/);
    await expect(profilePhoto(page)).toHaveAttribute(
      "alt",
      PROFILE_TEXTS.photoAlt(`${member.firstName} ${member.lastName}`),
    );
    await expect(page.locator("header .user-avatar img")).toHaveAttribute("src", /^\/objects\//);

    await page.reload();
    await expect(profilePhoto(page)).toHaveAttribute("src", /^\/objects\/[^?]+\?w=320$/);
    const src = (await profilePhoto(page).getAttribute("src")) ?? "";
    expect(await naturalSize(page, src)).toEqual({ width: 320, height: 320 });
  });

  test("a text file or a photo over 5 MB is refused before any upload", async ({ page }) => {
    await signedIn(page, "photo-refused");
    await openApp(page, "/profile");
    const calls = countUploadCalls(page);
    const button = page.getByRole("button", { name: PROFILE_TEXTS.changePhotoLabel });

    await chooseFile(
      page,
      button,
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") },
      { apply: false },
    );
    await expect(toast(page, ERROR_MESSAGES.selectImageFile)).toBeVisible();

    const bigPhoto = Buffer.concat([await makeImage(200, 200), Buffer.alloc(5_400_000)]);
    await chooseFile(page, button, { name: "big.png", mimeType: "image/png", buffer: bigPhoto }, { apply: false });
    await expect(toast(page, ERROR_MESSAGES.profilePhotoTooLarge)).toBeVisible();

    expect(calls).toEqual([]);
    await expect(profilePhoto(page)).toHaveCount(0);
  });

  test("the profile page has no serious accessibility problems", async ({ page }) => {
    await signedIn(page, "profile-a11y");
    await setProfileImageViaApi(page, "cover", 1200, 400);
    await setProfileImageViaApi(page, "profile", 400, 400);
    await openApp(page, "/profile");
    await expect(coverImage(page)).toBeVisible();
    await expect(page.getByRole("heading", { name: p.about })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The controls are reachable by keyboard and show where the focus is.
    const cover = page.getByRole("button", { name: PROFILE_TEXTS.changeCoverLabel });
    await cover.focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: PROFILE_TEXTS.removeCover })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: PROFILE_TEXTS.changePhotoLabel })).toBeFocused();
    const outline = await page
      .getByRole("button", { name: PROFILE_TEXTS.changePhotoLabel })
      .evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe("solid");
  });
});

test.describe("profile details", () => {
  test("view mode shows name, tiles with the fixed rating, details and the member's listings", async ({ page }) => {
    const member = await signedIn(page, "profile-view");
    await createRequest(page, { title: "Zine workshop evenings" });
    await openApp(page, "/my-listings");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: `${member.firstName} ${member.lastName}` })).toBeVisible();
    const tiles = main.getByRole("list", { name: WEB_TEXTS.landmarks.profileStats });
    await expect(tiles.getByText(DISPLAYED_RATING, { exact: false })).toBeVisible();
    await expect(tiles.getByText(SCREEN_TEXTS.ratingNote)).toBeVisible();
    await expect(tiles.getByRole("listitem").filter({ hasText: p.requests })).toContainText("1");
    await expect(main.getByText(p.noBio)).toBeVisible();
    await expect(main.getByText(member.email)).toBeVisible();
    await expect(main.getByRole("link", { name: "Zine workshop evenings", exact: true })).toBeVisible();
  });

  test("Edit Profile saves names, location, bio and interests, and Cancel keeps the old values", async ({ page }) => {
    await signedIn(page, "profile-edit");
    await openApp(page, "/profile");
    const main = page.locator("main");

    await main.getByRole("button", { name: p.editProfile }).click();
    await main.getByLabel(p.firstName).fill("Changed");
    await main.getByRole("button", { name: p.cancel }).click();
    await expect(main.getByRole("heading", { level: 1 })).not.toContainText("Changed");

    await main.getByRole("button", { name: p.editProfile }).click();
    await expect(main.getByLabel(p.firstName)).toBeFocused();
    await expect(main.getByLabel(p.location)).toHaveAttribute("placeholder", p.locationPlaceholder);
    await expect(main.getByLabel(p.bio)).toHaveAttribute("rows", "4");
    await main.getByLabel(p.firstName).fill("Maya");
    await main.getByLabel(p.lastName).fill("Rivera");
    await main.getByLabel(p.location).fill("RiNo, Denver, CO");
    await main.getByLabel(p.bio).fill("Ceramics teacher opening her studio to neighbours.");
    await main.getByLabel(p.interestsLabel).fill(" Pottery, , Jazz ,Gardening, ");
    await main.getByRole("button", { name: SCREEN_TEXTS.saveProfile }).click();

    await expect(toast(page, SUCCESS_MESSAGES.profileUpdated)).toBeVisible();
    await expect(main.getByRole("button", { name: p.editProfile })).toBeFocused();
    await expect(main.getByRole("heading", { level: 1, name: "Maya Rivera" })).toBeVisible();
    await expect(main.getByText("RiNo, Denver, CO")).toBeVisible();
    await expect(main.getByText("Ceramics teacher opening her studio to neighbours.")).toBeVisible();
    const interests = main.locator(".interest-tag");
    await expect(interests).toHaveText(["Pottery", "Jazz", "Gardening"]);

    await page.reload();
    await expect(main.getByRole("heading", { level: 1, name: "Maya Rivera" })).toBeVisible();
    await expect(interests).toHaveText(["Pottery", "Jazz", "Gardening"]);
  });

  test("saving after the session ended says so and goes to login", async ({ page }) => {
    await signedIn(page, "profile-401");
    await openApp(page, "/profile");
    const main = page.locator("main");
    await main.getByRole("button", { name: p.editProfile }).click();
    await main.getByLabel(p.firstName).fill("Late");
    await page.context().clearCookies();
    await main.getByRole("button", { name: SCREEN_TEXTS.saveProfile }).click();
    await expect(toast(page, ERROR_MESSAGES.loggedOut.title)).toContainText(ERROR_MESSAGES.loggedOut.description);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("changing the photo after the session ended says so and goes to login", async ({ page }) => {
    await signedIn(page, "profile-photo-401");
    await openApp(page, "/profile");
    // The session ends on the server while the page still shows the profile.
    await page.route("**/api/objects/upload", (route) =>
      route.fulfill({ status: 401, json: { message: SERVER_MESSAGES.notSignedIn } }),
    );
    await chooseFile(
      page,
      page.getByRole("button", { name: PROFILE_TEXTS.changePhotoLabel }),
      await imageFile("me.png", 300, 300),
    );
    await expect(toast(page, ERROR_MESSAGES.loggedOut.title)).toContainText(ERROR_MESSAGES.loggedOut.description);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("another member's page opens from their listing and shows their photo and cover, without controls", async ({
    page,
    browser,
  }) => {
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    const other = await signedIn(otherPage, "profile-other");
    await setProfileImageViaApi(otherPage, "cover", 1400, 500);
    await setProfileImageViaApi(otherPage, "profile", 500, 500);
    const request = await createRequest(otherPage, { title: "Print studio open day" });
    await otherContext.close();

    await signedIn(page, "profile-visitor");
    await openApp(page, `/space-request/${request.id}`);
    await page
      .locator("main")
      .getByRole("link", { name: `${other.firstName} ${other.lastName}` })
      .click();
    await expect(page).toHaveURL(/\/user\/[0-9a-f-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: `${other.firstName} ${other.lastName}` })).toBeVisible();
    await expect(coverImage(page)).toHaveAttribute("src", /^\/objects\/[^?]+\?w=1280$/);
    await expect(profilePhoto(page)).toHaveAttribute("src", /^\/objects\/[^?]+\?w=320$/);
    await expect(page.getByRole("button", { name: PROFILE_TEXTS.changeCoverLabel })).toHaveCount(0);
    await expect(page.getByRole("button", { name: PROFILE_TEXTS.changePhotoLabel })).toHaveCount(0);
  });
});
