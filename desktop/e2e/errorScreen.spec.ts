import { SCREEN_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { expect, test } from "@playwright/test";
import { openApp } from "./helpers";

const texts = WEB_TEXTS.errorScreen;

test("a scene chunk gone after a deploy shows the error screen in the shell, and Reload recovers", async ({ page }) => {
  // As after a deploy: the old build's chunk name no longer exists on the server.
  const gone = "**/assets/NotFoundScene-*.js";
  await page.route(gone, (route) => route.fulfill({ status: 404, body: "Not Found" }));
  await openApp(page, "/no/such/page");
  await expect(page.getByRole("alert")).toContainText(texts.updatedText);
  await expect(page.getByRole("heading", { name: texts.updatedTitle })).toBeVisible();
  await expect(page.locator("header.app-header")).toBeVisible();

  await page.unroute(gone);
  await page.getByRole("button", { name: texts.reload }).click();
  await expect(page.getByRole("heading", { name: SCREEN_TEXTS.notFoundTitle })).toBeVisible();
  await expect(page.getByRole("heading", { name: texts.updatedTitle })).toHaveCount(0);
});
