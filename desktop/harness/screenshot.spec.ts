import { COMMUNITY_TEXTS, SUCCESS_MESSAGES, WEB_TEXTS } from "@kindred/contract";
import sharp from "sharp";
import { signedIn } from "../e2e/communityFixtures";
import { expect, openInApp, test, windowPage } from "./fixtures";

const f = WEB_TEXTS.feedback;

/** Mean difference per channel (0–255) between two screenshots of the same window. */
const difference = async (first: Buffer, second: Buffer): Promise<number> => {
  const raw = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();
  const [a, b] = await Promise.all([raw(first), raw(second)]);
  expect(a.length).toBe(b.length);
  let total = 0;
  for (let index = 0; index < a.length; index++) total += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return total / a.length;
};

test("the feedback screenshot shows the page under the feedback dialog, not the dialog", async ({ launchApp }) => {
  const app = await launchApp();
  const { page } = windowPage(app);
  await signedIn(page, "desktop-feedback");
  await openInApp(app, "/favorites");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const withoutDialog = await page.screenshot();

  await page.getByRole("button", { name: f.button }).click();
  const dialog = page.getByRole("dialog", { name: f.title });
  await expect(dialog).toBeVisible();
  const withDialog = await page.screenshot();
  await dialog.getByRole("button", { name: COMMUNITY_TEXTS.screenshot.capture }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS_MESSAGES.screenshotCaptured })).toBeVisible();
  const thumbnail = dialog.getByRole("img", { name: COMMUNITY_TEXTS.screenshot.thumbnailAlt });
  const dataUrl = (await thumbnail.getAttribute("src")) ?? "";
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  const captured = Buffer.from(dataUrl.split(",")[1] ?? "", "base64");

  // Hover and focus marks may differ a little; the dialog and its mask change the picture a lot.
  const dialogChange = await difference(withDialog, withoutDialog);
  expect(dialogChange, "the open dialog changes the picture").toBeGreaterThan(10);
  expect(await difference(captured, withoutDialog)).toBeLessThan(dialogChange / 3);
  expect(await difference(captured, withDialog)).toBeGreaterThan(dialogChange / 2);
  await expect(dialog).toBeVisible();
});
