import { COMMUNITY_TEXTS, ERROR_MESSAGES, SCREEN_TEXTS, SUCCESS_MESSAGES, WEB_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { createOffer, createRequest, shoot, signedIn, signInAsAdmin, toastWith, uniqueWord } from "./communityFixtures";
import { openApp } from "./helpers";

const a = COMMUNITY_TEXTS.admin;
const f = WEB_TEXTS.feedback;

/** Sends feedback through the floating form, optionally with a captured screenshot. */
const sendFeedback = async (page: Page, message: string, { screenshot = false } = {}) => {
  await page.getByRole("button", { name: f.button }).click();
  const dialog = page.getByRole("dialog", { name: f.title });
  await dialog.getByLabel(f.type).selectOption("bug");
  await dialog.getByLabel(f.message).fill(message);
  if (screenshot) {
    await dialog.getByRole("button", { name: COMMUNITY_TEXTS.screenshot.capture }).click();
    await expect(toastWith(page, SUCCESS_MESSAGES.screenshotCaptured)).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole("img", { name: COMMUNITY_TEXTS.screenshot.thumbnailAlt })).toBeVisible();
    await shoot(page, "feedback-screenshot-1280", { fullPage: false });
  }
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/feedback"),
  );
  await dialog.getByRole("button", { name: f.send }).click();
  await expect(toastWith(page, SUCCESS_MESSAGES.feedbackSubmitted.title)).toBeVisible();
  return (await posted).postDataJSON() as { screenshot?: string };
};

test("an admin sees the tiles, the members, and moves submitted feedback to in progress", async ({ page }) => {
  const message = `The map on the offer page is blank ${uniqueWord("ref")}`;
  await signInAsAdmin(page);
  await openApp(page, "/profile");
  await sendFeedback(page, message);

  await openApp(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: WEB_TEXTS.pageTitles.admin })).toBeVisible();
  const tiles = page.getByRole("list", { name: a.intro });
  for (const label of Object.values(a.tiles)) await expect(tiles).toContainText(label);
  await expect(page.getByRole("figure", { name: a.chartTitle })).toBeVisible();
  for (const label of Object.values(a.tabs)) await expect(page.getByRole("tab", { name: label })).toBeVisible();

  // Community Members: the admin appears with email and the Active badge; View Details opens the popup.
  const members = page.getByRole("tabpanel");
  await page.getByLabel(a.members.searchLabel).fill("Avery");
  const adminRow = members.getByRole("row", { name: /Avery Admin/ });
  await expect(adminRow).toContainText(a.members.active);
  await shoot(page, "admin-members-1280");
  await adminRow.getByRole("button", { name: a.members.viewDetailsLabel("Avery Admin") }).click();
  const details = page.getByRole("dialog", { name: a.members.detailsTitle });
  await expect(details).toContainText(a.members.memberSince);
  await expect(details).toContainText(SCREEN_TEXTS.notProvided);
  await details.getByRole("button", { name: a.members.close }).first().click();
  await expect(details).toBeHidden();

  // Feedback: the item is there as New; its details allow only "In progress".
  await page.getByRole("tab", { name: a.tabs.feedback }).click();
  const row = page.getByRole("row").filter({ hasText: message.slice(0, 40) });
  await expect(row).toContainText(a.feedback.statusLabels.new);
  await expect(row).toContainText("/profile");
  await shoot(page, "admin-feedback-1280");
  await row.getByRole("button").click();
  const item = page.getByRole("dialog", { name: a.feedback.detailsTitle });
  await expect(item).toContainText(message);
  await expect(item).toContainText(f.types.bug);
  await expect(item).toContainText(a.feedback.noScreenshot);
  await expect(item.getByRole("button", { name: new RegExp(a.feedback.changeStatus) })).toHaveText([
    `${a.feedback.changeStatus} ${a.feedback.statusLabels.in_progress}`,
  ]);
  await shoot(page, "admin-feedback-details-1280", { fullPage: false });
  await item.getByRole("button", { name: `${a.feedback.changeStatus} ${a.feedback.statusLabels.in_progress}` }).click();
  await expect(toastWith(page, a.feedback.statusChanged)).toBeVisible();
  await expect(item.getByRole("button", { name: new RegExp(a.feedback.changeStatus) })).toHaveText([
    `${a.feedback.changeStatus} ${a.feedback.statusLabels.resolved}`,
  ]);
  await item.getByRole("button", { name: a.feedback.close }).first().click();
  await expect(row).toContainText(a.feedback.statusLabels.in_progress);

  // The status filter narrows the list.
  await page.getByLabel(a.feedback.status).selectOption("new");
  await expect(page.getByRole("row").filter({ hasText: message.slice(0, 40) })).toHaveCount(0);
});

test("the Matches tab lists matches with 'Match #' and 8 characters of the id", async ({ page, browser }) => {
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await signedIn(hostPage, "admin-host");
  await createOffer(hostPage, { spaceName: "Admin Test Studio" });
  await hostContext.close();
  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  await signedIn(seekerPage, "admin-seeker");
  const request = await createRequest(seekerPage, { title: "Admin test workshop" });
  await seekerContext.close();

  await signInAsAdmin(page);
  await openApp(page, "/admin");
  await page.getByRole("tab", { name: a.tabs.matches }).click();
  const row = page.getByRole("row").filter({ hasText: request.title }).first();
  await expect(row.getByRole("cell").first()).toHaveText(new RegExp(`^${SCREEN_TEXTS.matchIdPrefix}[0-9a-f]{8}$`));
  await shoot(page, "admin-matches-1280");
});

test("feedback can carry a captured screenshot, which the admin sees", async ({ page, browser }) => {
  const message = `Screenshot attached ${uniqueWord("shot")}`;
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signedIn(memberPage, "shot");
  await openApp(memberPage, "/favorites");
  const body = await sendFeedback(memberPage, message, { screenshot: true });
  expect(body.screenshot).toMatch(/^data:image\/jpeg;base64,/);
  await memberContext.close();

  await signInAsAdmin(page);
  await openApp(page, "/admin");
  await page.getByRole("tab", { name: a.tabs.feedback }).click();
  await page.getByRole("row").filter({ hasText: message }).getByRole("button").click();
  const image = page.getByRole("dialog", { name: a.feedback.detailsTitle }).getByRole("img", {
    name: a.feedback.screenshotAlt,
  });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(100);
});

test("the feedback form says when a screenshot is not available or failed", async ({ page }) => {
  const capture = async () => {
    await openApp(page, "/");
    await page.getByRole("button", { name: f.button }).click();
    await page
      .getByRole("dialog", { name: f.title })
      .getByRole("button", { name: COMMUNITY_TEXTS.screenshot.capture })
      .click();
  };
  // A browser that cannot draw into a canvas has no screenshot.
  await page.addInitScript(() => {
    if (sessionStorage.getItem("no-canvas")) HTMLCanvasElement.prototype.getContext = () => null;
    if (sessionStorage.getItem("no-jpeg")) HTMLCanvasElement.prototype.toDataURL = () => "data:,";
  });
  await openApp(page, "/");
  await page.evaluate(() => sessionStorage.setItem("no-canvas", "1"));
  await capture();
  await expect(toastWith(page, ERROR_MESSAGES.screenshotNotAvailable)).toBeVisible();

  // Drawing works but encoding does not: the capture fails and the form goes on without it.
  await page.evaluate(() => {
    sessionStorage.removeItem("no-canvas");
    sessionStorage.setItem("no-jpeg", "1");
  });
  await capture();
  await expect(toastWith(page, ERROR_MESSAGES.screenshotFailed.title)).toContainText(
    ERROR_MESSAGES.screenshotFailed.description,
  );
  await expect(
    page.getByRole("dialog", { name: f.title }).getByRole("img", { name: COMMUNITY_TEXTS.screenshot.thumbnailAlt }),
  ).toHaveCount(0);
});

test("a member gets the no-access page and a 403 from the admin API", async ({ page }) => {
  await signedIn(page, "not-admin");
  await openApp(page, "/admin");
  await expect(page.getByRole("heading", { name: WEB_TEXTS.noAccessTitle })).toBeVisible();
  await expect(page.getByText(WEB_TEXTS.noAccessText)).toBeVisible();
  expect((await page.request.get("/api/admin/stats")).status()).toBe(403);
  expect((await page.request.get("/api/admin/feedback")).status()).toBe(403);
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the admin dashboard fits a phone", async ({ page }) => {
    await signInAsAdmin(page);
    await openApp(page, "/admin");
    for (const [key, label] of Object.entries(a.tabs)) {
      await page.getByRole("tab", { name: label }).click();
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await shoot(page, `admin-${key}-390`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});
