import { EXPLORE_TEXTS, SCREEN_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { axeOn, navigateInApp, newMember, openApp, registerViaApi } from "./helpers";

const seriousViolations = async (page: Page) => {
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
};

for (const path of ["/", "/login", "/no-such-page"]) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await openApp(page, path);
    await expect(page.locator("main h1").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// axe is put into a document once (helpers.ts): a later check in that document, after the app
// changed it or navigated inside itself, must still see the page as it is now.
test("an accessibility check sees a page changed since the last check, and a page reached inside the app", async ({
  page,
}) => {
  await openApp(page, "/login");
  await expect(page.locator("main h1")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "/no-such-image.png";
    document.querySelector("#main-content > *")?.append(image);
  });
  expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^image-alt: /)]);

  await navigateInApp(page, "/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: SCREEN_TEXTS.notFoundTitle })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("no serious accessibility violations on the profile and the signed-in home", async ({ page }) => {
  await registerViaApi(page, newMember("axe"));
  await openApp(page, "/profile");
  await expect(page.locator("main h1")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await openApp(page, "/");
  await expect(page.getByRole("tab").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The dashboard's tabs by keyboard: only the chosen tab is in the tab order, arrows and Home/End
  // move along the row, Enter chooses, and the panel then belongs to the chosen tab.
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(3);
  await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press("End");
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "false");
  await expect(page.getByRole("tabpanel")).toHaveAttribute(
    "aria-labelledby",
    (await tabs.nth(1).getAttribute("id")) ?? "",
  );
  await expect(page.getByRole("tabpanel").getByRole("button")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("accessibility settings switch the page modes and persist", async ({ page }) => {
  await openApp(page);
  await page.getByRole("button", { name: WEB_TEXTS.accessibility.title }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("switch", { name: WEB_TEXTS.accessibility.highContrast }).click();
  await dialog.getByText(WEB_TEXTS.accessibility.fontSizes["extra-large"]).click();
  await expect(page.locator("html")).toHaveClass(/a11y-high-contrast/);
  await expect(page.locator("html")).toHaveClass(/a11y-font-extra-large/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/a11y-high-contrast/);
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the bottom navigation is shown and the home page has no serious violations", async ({ page }) => {
    await openApp(page);
    const bottomNav = page.getByRole("navigation", { name: WEB_TEXTS.landmarks.bottomNav });
    await expect(bottomNav).toBeVisible();
    await expect(bottomNav.getByRole("link")).toHaveText([
      WEB_TEXTS.menu.home,
      EXPLORE_TEXTS.navLabel,
      WEB_TEXTS.menu.favorites,
      WEB_TEXTS.menu.messages,
      WEB_TEXTS.menu.profile,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await bottomNav.getByRole("link", { name: WEB_TEXTS.menu.messages }).click();
    await expect(page).toHaveURL(/\/messages$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
