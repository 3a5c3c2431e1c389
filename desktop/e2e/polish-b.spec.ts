import {
  COMMUNITY_TEXTS,
  CROP,
  choiceLabel,
  FIELD_MAX,
  LISTING_TEXTS,
  MESSAGING_TEXTS,
  PHOTO_TEXTS,
  SCREEN_TEXTS,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
  WEB_TEXTS,
} from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./communityFixtures";
import { axeOn, openApp } from "./helpers";
import { createOffer, createRequest, signedIn, toast } from "./listingFixtures";
import {
  expectStreamOpen,
  matchedPair,
  postMatchingOffer,
  postMatchingRequest,
  type SignedInMember,
  signUpInNewContext,
} from "./matching";
import { imageFile, uploadPhotoViaApi } from "./photoFixtures";

const m = PHOTO_TEXTS.manage;
const c = PHOTO_TEXTS.crop;
const f = LISTING_TEXTS.fields;

const manageDialog = (page: Page) => page.getByRole("dialog", { name: m.title });
const cropDialog = (page: Page) => page.getByRole("dialog", { name: c.title });

/** Clicks Add Photos in the dialog and hands the files to the file chooser it opens. */
const choose = async (page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) => {
  const chooser = page.waitForEvent("filechooser");
  await manageDialog(page).getByRole("button", { name: m.add }).click();
  await (await chooser).setFiles(files);
};

/** Counts the page's GETs whose path starts with each prefix, from now on. */
const countGets = (page: Page, prefixes: Record<string, string>) => {
  const counts: Record<string, number> = Object.fromEntries(Object.keys(prefixes).map((name) => [name, 0]));
  page.on("request", (request) => {
    if (request.method() !== "GET") return;
    const path = new URL(request.url()).pathname;
    for (const [name, prefix] of Object.entries(prefixes)) if (path.startsWith(prefix)) counts[name] += 1;
  });
  return counts;
};

/** Long enough for every refetch a change could still cause (the batches wait 200 ms at most 1 s). */
const settle = (page: Page) => page.waitForTimeout(2_500);

let members: SignedInMember[] = [];

test.afterEach(async () => {
  await Promise.all(members.map((member) => member.context.close()));
  members = [];
});

test("issue 11.5: a photo smaller than 50×50 is refused, and the crop overlay matches the image", async ({ page }) => {
  await signedIn(page, "polish-crop");
  const offer = await createOffer(page, { spaceName: "Tiny Photo Hall" });
  await openApp(page, `/space-offer/${offer.id}`);
  await page.getByRole("button", { name: `${m.addFirst}: Tiny Photo Hall` }).click();

  await choose(page, [await imageFile("tiny.png", 40, 40)]);
  await expect(toast(page, c.tooSmall("tiny.png", CROP.minSize))).toBeVisible();
  await expect(cropDialog(page)).toBeHidden();
  await expect(manageDialog(page).getByText(m.count(0, 5))).toBeVisible();

  // A small but croppable photo: the overlay sits on the image at its ratio, not on a stretched stage.
  await choose(page, [await imageFile("strip.png", 120, 60)]);
  const image = cropDialog(page).locator("img.crop-image");
  const selection = cropDialog(page).locator(".ReactCrop__crop-selection");
  await expect(selection).toBeVisible();
  const imageBox = await image.boundingBox();
  const selectionBox = await selection.boundingBox();
  if (!imageBox || !selectionBox) throw new Error("the crop is not drawn");
  expect(selectionBox.y).toBeGreaterThanOrEqual(imageBox.y - 1);
  expect(selectionBox.y + selectionBox.height).toBeLessThanOrEqual(imageBox.y + imageBox.height + 1);
  expect(selectionBox.width / selectionBox.height).toBeCloseTo(16 / 10, 1);
});

test("issue 11.6: picking more photos than slots left says how many were added and how many did not fit", async ({
  page,
}) => {
  await signedIn(page, "polish-slots");
  const request = await createRequest(page, { title: "Slots circle", imageUrls: [await uploadPhotoViaApi(page)] });
  await openApp(page, `/space-request/${request.id}`);
  await page.getByRole("button", { name: `${m.open}: Slots circle` }).click();
  await expect(manageDialog(page).getByText(m.count(1, 3))).toBeVisible();

  const four = await Promise.all(["a.png", "b.png", "c.png", "d.png"].map((name) => imageFile(name, 640, 400)));
  await choose(page, four);
  await expect(toast(page, VALIDATION_MESSAGES.tooManyPhotos(3))).toContainText(m.someDidNotFit(2, 2));
  await expect(toast(page, VALIDATION_MESSAGES.tooManyPhotos(3))).not.toContainText(m.full(3));
  await expect(cropDialog(page).getByText(c.progress(1, 2))).toBeVisible();
});

test("issue 11.11: expected participants 0, -3 and 100000000 each get their own message", async ({ page }) => {
  await signedIn(page, "polish-participants");
  const request = await createRequest(page, { title: "Participants circle" });
  await openApp(page, `/edit-request/${request.id}`);
  const field = page.getByLabel(f.participants);
  const save = page.getByRole("button", { name: LISTING_TEXTS.edit.save });

  await field.fill("0");
  await save.click();
  await expect(page.getByText(VALIDATION_MESSAGES.participantsMin)).toBeVisible();
  await field.fill("-3");
  await save.click();
  await expect(page.getByText(VALIDATION_MESSAGES.participantsMin)).toBeVisible();
  await field.fill("100000000");
  await save.click();
  await expect(page.getByText(VALIDATION_MESSAGES.participantsMax(FIELD_MAX.participants))).toBeVisible();
  await expect(page.getByText(VALIDATION_MESSAGES.wholeNumber)).toHaveCount(0);
});

test("issue 11.12: a GIF or WebP listing photo is told only JPG and PNG are accepted", async ({ page }) => {
  await signedIn(page, "polish-types");
  const offer = await createOffer(page, { spaceName: "Typed Photo Hall" });
  await openApp(page, `/space-offer/${offer.id}`);
  await page.getByRole("button", { name: `${m.addFirst}: Typed Photo Hall` }).click();

  await choose(page, [{ name: "party.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") }]);
  await expect(toast(page, m.onlyJpgOrPng("party.gif"))).toBeVisible();
  await choose(page, [{ name: "hall.webp", mimeType: "image/webp", buffer: Buffer.from("RIFF") }]);
  await expect(toast(page, m.onlyJpgOrPng("hall.webp"))).toBeVisible();
  await expect(cropDialog(page)).toBeHidden();
});

test("issue 11.14: each match row names its space and request", async ({ browser }) => {
  const seeker = await signUpInNewContext(browser, "Rowan");
  const host = await signUpInNewContext(browser, "Hollis");
  members = [seeker, host];
  const stamp = Date.now();
  await postMatchingOffer(host, `North Room ${stamp}`, "workshopAccess");
  await postMatchingOffer(host, `South Room ${stamp}`, "workshopAccess");
  const title = `Repair cafe ${stamp}`;
  await postMatchingRequest(seeker, title, "workshopAccess");

  await openApp(seeker.page, "/messages");
  const rows = seeker.page.getByRole("list", { name: MESSAGING_TEXTS.matchesLabel }).getByRole("link");
  for (const space of [`North Room ${stamp}`, `South Room ${stamp}`]) {
    const row = rows.filter({ hasText: space });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(title);
    await expect(row).toContainText(host.name);
  }
});

test("issue 11.17: one request submit refetches each list once", async ({ browser }) => {
  const seeker = await signUpInNewContext(browser, "Quinn");
  const host = await signUpInNewContext(browser, "Marlow");
  members = [seeker, host];
  await postMatchingOffer(host, `Refetch Room ${Date.now()}`, "workshopEducation");

  const page = seeker.page;
  await openApp(page, "/");
  await expectStreamOpen(page);
  await settle(page);
  const gets = countGets(page, {
    matchLists: "/api/matches/user/",
    requestLists: "/api/space-requests/user/",
  });

  await page.getByRole("button", { name: WEB_TEXTS.home.needSpaceButton }).click();
  const dialog = page.getByRole("dialog", { name: LISTING_TEXTS.dialogs.requestTitle });
  await dialog.getByLabel(f.title).fill("Neighbourhood tool library");
  await dialog.getByLabel(f.spaceType).selectOption("workshop");
  await dialog.getByLabel(f.location).selectOption("rino");
  await dialog.getByLabel(f.description).fill("Saturday sessions lending tools and teaching repairs.");
  await dialog.getByLabel(f.participants).fill("12");
  await dialog.getByRole("button", { name: "Community education", exact: true }).click();
  await dialog.getByRole("button", { name: choiceLabel("performance"), exact: true }).click();
  await dialog.getByRole("checkbox", { name: f.agreeToTerms }).check();
  await dialog.getByRole("button", { name: LISTING_TEXTS.dialogs.submitRequest }).click();
  await expect(toast(page, SUCCESS_MESSAGES.requestSubmitted.title)).toBeVisible();
  await expect(page.getByRole("tab", { name: WEB_TEXTS.home.matches(1) })).toBeVisible();
  await settle(page);

  expect(gets).toEqual({ matchLists: 1, requestLists: 1 });
});

test("issue 11.17: sending a message or accepting refetches each list once", async ({ browser }) => {
  const { seeker, host, matchId } = await matchedPair(browser, "workshopEnvironment", ["Ellis", "Blair"]);
  members = [seeker, host];

  const page = seeker.page;
  await openApp(page, `/messages?match=${matchId}`);
  await expectStreamOpen(page);
  await expect(page.getByPlaceholder(SCREEN_TEXTS.typeMessage)).toBeVisible();
  await settle(page);
  const prefixes = { matchLists: "/api/matches/user/", conversation: `/api/matches/${matchId}/conversation` };

  const afterSend = countGets(page, prefixes);
  const box = page.getByPlaceholder(SCREEN_TEXTS.typeMessage);
  await box.fill("Does Saturday work?");
  await box.press("Enter");
  // The composer still holds the text while the message is on its way: look in the conversation.
  await expect(page.getByRole("log").getByText("Does Saturday work?")).toBeVisible();
  await settle(page);
  expect(afterSend).toEqual({ matchLists: 1, conversation: 1 });

  const afterAccept = countGets(page, prefixes);
  const pane = page.getByRole("region", { name: SCREEN_TEXTS.secureMatchCommunication });
  await pane.getByRole("button", { name: MESSAGING_TEXTS.actions.accept }).click();
  await page
    .locator(".ant-popconfirm:visible")
    .getByRole("button", { name: MESSAGING_TEXTS.actions.confirmYes })
    .click();
  await expect(pane.getByText(MESSAGING_TEXTS.youAccepted)).toBeVisible();
  await settle(page);
  expect(afterAccept).toEqual({ matchLists: 1, conversation: 1 });
});

test("issue 11.18: edit forms mark changed fields while editing and clear the marks after a save", async ({ page }) => {
  await signedIn(page, "polish-badges");
  const request = await createRequest(page, { title: "Badge circle" });
  await openApp(page, `/edit-request/${request.id}`);
  const badges = page.locator(".updated-badge");
  await expect(page.getByLabel(f.title)).toHaveValue("Badge circle");
  await expect(badges).toHaveCount(0);

  await page.getByLabel(f.title).fill("Badge circle, renamed");
  const titleLabel = page.locator(".form-label-row", { has: page.getByText(f.title, { exact: true }) });
  await expect(titleLabel.getByText(SCREEN_TEXTS.updatedBadge)).toBeVisible();
  await expect(badges).toHaveCount(1);
  // Typed back to what is saved: no longer a change.
  await page.getByLabel(f.title).fill("Badge circle");
  await expect(badges).toHaveCount(0);

  await page.getByLabel(f.title).fill("Badge circle, renamed");
  await expect(badges).toHaveCount(1);
  await page.getByRole("button", { name: LISTING_TEXTS.edit.save }).click();
  await expect(page.getByText(LISTING_TEXTS.edit.saved)).toBeVisible();
  await expect(badges).toHaveCount(0);
});

test("issue 11.19: an empty request's photos speak of the request, and admin match dates stay on one line", async ({
  page,
  browser,
}) => {
  await signedIn(page, "polish-copy");
  const request = await createRequest(page, { title: "Copy circle" });
  await openApp(page, `/space-request/${request.id}`);
  await page.getByRole("button", { name: `${m.addFirst}: Copy circle` }).click();
  await expect(manageDialog(page).getByText(m.empty.request)).toBeVisible();
  await expect(manageDialog(page).getByText(m.empty.offer)).toHaveCount(0);

  const { seeker, host, requestTitle: title } = await matchedPair(browser, "workshopHeritage", ["Dana", "Indigo"]);
  members = [seeker, host];

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  try {
    await signInAsAdmin(adminPage);
    for (const width of [1280, 390]) {
      await adminPage.setViewportSize({ width, height: 800 });
      await openApp(adminPage, "/admin");
      await adminPage.getByRole("tab", { name: COMMUNITY_TEXTS.admin.tabs.matches }).click();
      const row = adminPage.getByRole("row").filter({ hasText: title });
      await expect(row).toBeVisible();
      const dateLines = await row
        .getByRole("cell")
        .nth(1)
        .evaluate((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
      expect(dateLines, `date lines at ${width} px`).toBe(1);
    }
  } finally {
    await admin.close();
  }
});

test("issue 11.20: the edit request and edit offer screens keep their headings in order", async ({ page }) => {
  await signedIn(page, "polish-headings");
  const request = await createRequest(page, { title: "Heading circle" });
  const offer = await createOffer(page, { spaceName: "Heading Hall" });
  for (const path of [`/edit-request/${request.id}`, `/edit-offer/${offer.id}`]) {
    await openApp(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await axeOn(page).withRules(["heading-order"]).analyze();
    expect(
      results.violations.map((violation) => violation.id),
      path,
    ).toEqual([]);
  }
});
