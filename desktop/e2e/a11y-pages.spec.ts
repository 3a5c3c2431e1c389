import { COMMUNITY_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { createOffer, createRequest, seriousViolations, signedIn, signInAsAdmin } from "./communityFixtures";
import { openApp } from "./helpers";

/** Opens `path`, waits for its main heading, and expects no serious or critical axe findings. */
const expectAccessible = async (page: Page, path: string) => {
  await openApp(page, path);
  await expect(page.locator("main h1").first()).toBeVisible();
  // Let lazy content (lists, tabs) settle before scanning.
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), path).toEqual([]);
};

test("visitor pages have no serious accessibility violations", async ({ page, browser }) => {
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await signedIn(hostPage, "a11y-host");
  const offer = await createOffer(hostPage, { spaceName: "Accessible Loft" });
  const request = await createRequest(hostPage, { title: "Accessible workshop" });
  const host = (await (await hostPage.request.get("/api/auth/user")).json()) as { id: string };
  await hostContext.close();

  for (const path of [
    "/",
    "/login",
    "/forgot-password",
    "/reset-password?token=unknown",
    "/favorites",
    "/messages",
    `/space-offer/${offer.id}`,
    `/space-request/${request.id}`,
    `/user/${host.id}`,
    "/no-such-page",
  ]) {
    await expectAccessible(page, path);
  }
});

test("member pages have no serious accessibility violations", async ({ page, browser }) => {
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await signedIn(hostPage, "a11y-host2");
  const offer = await createOffer(hostPage, { spaceName: "Accessible Studio" });
  await hostContext.close();

  await signedIn(page, "a11y-member");
  await createRequest(page, { title: "Accessible pottery nights" });
  await page.request.put(`/api/favorites/${offer.id}`);
  for (const path of ["/", "/favorites", "/messages", "/notifications", "/profile", `/space-offer/${offer.id}`]) {
    await expectAccessible(page, path);
  }
  await expect(page.getByRole("heading", { name: offer.spaceName }).first()).toBeVisible();

  // The search dialog with results.
  await page.getByRole("button", { name: WEB_TEXTS.search.title }).click();
  const dialog = page.getByRole("dialog", { name: WEB_TEXTS.search.title });
  await dialog.getByRole("combobox").fill("Accessible");
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await dialog.getByRole("combobox").press("ArrowDown");
  expect(await seriousViolations(page), "search dialog").toEqual([]);
});

test("the admin dashboard and each of its tabs have no serious accessibility violations", async ({ page }) => {
  await signInAsAdmin(page);
  await expectAccessible(page, "/admin");
  for (const label of Object.values(COMMUNITY_TEXTS.admin.tabs)) {
    await page.getByRole("tab", { name: label }).click();
    await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), label).toEqual([]);
  }
});
