import { COMMUNITY_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { createOffer, createRequest, seriousViolations, signedIn, signInAsAdmin } from "./communityFixtures";
import { settled, tourInApp } from "./helpers";
import { withLargeHighContrastText } from "./polishFixtures";

/** Each page is checked as most members see it, and on a phone with the app's most demanding settings. */
const SETUPS = [
  { suffix: "", phone: false },
  { suffix: " at 390 px with extra-large text and high contrast", phone: true },
] as const;

/** Many pages per test on a loaded machine: a longer budget, and the phone setup when asked. */
const prepare = async (page: Page, phone: boolean, timeoutMs: number) => {
  test.setTimeout(timeoutMs);
  if (!phone) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await withLargeHighContrastText(page);
};

/** Runs `act` as a second member in a browser context of their own, for listings the tested page does not own. */
const asOtherMember = async <T>(browser: Browser, prefix: string, act: (page: Page) => Promise<T>): Promise<T> => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signedIn(page, prefix);
    return await act(page);
  } finally {
    await context.close();
  }
};

/** Each of `paths` in one tour (`tourInApp`), with its data in: no serious or critical axe findings. */
const expectAccessible = (page: Page, paths: readonly string[]) =>
  tourInApp(page, paths, async (path) => {
    await settled(page);
    expect(await seriousViolations(page), path).toEqual([]);
  });

// The six page sets are independent: they spread over the workers instead of running in one.
test.describe.configure({ mode: "parallel" });

for (const { suffix, phone } of SETUPS) {
  test(`visitor pages have no serious accessibility violations${suffix}`, async ({ page, browser }) => {
    await prepare(page, phone, 120_000);
    const { offer, request, host } = await asOtherMember(browser, "a11y-host", async (hostPage) => ({
      offer: await createOffer(hostPage, { spaceName: "Accessible Loft" }),
      request: await createRequest(hostPage, { title: "Accessible workshop" }),
      host: (await (await hostPage.request.get("/api/auth/user")).json()) as { id: string },
    }));

    await expectAccessible(page, [
      "/",
      "/login",
      "/forgot-password",
      "/reset-password?token=unknown",
      "/favorites",
      "/messages",
      `/space-offer/${offer.id}`,
      `/space-request/${request.id}`,
      `/user/${host.id}`,
      "/explore",
      "/explore?kind=requests&accessFeature=step-free-entry",
      "/no-such-page",
    ]);
  });

  test(`member pages have no serious accessibility violations${suffix}`, async ({ page, browser }) => {
    await prepare(page, phone, 180_000);
    const offer = await asOtherMember(browser, "a11y-host2", (hostPage) =>
      createOffer(hostPage, { spaceName: "Accessible Studio" }),
    );

    await signedIn(page, "a11y-member");
    const request = await createRequest(page, { title: "Accessible pottery nights" });
    // A space of their own, so the profile shows the My Spaces table.
    const own = await createOffer(page, { spaceName: "Accessible Own Room" });
    await page.request.put(`/api/favorites/${offer.id}`);
    await expectAccessible(page, [
      "/",
      "/favorites",
      "/messages",
      "/notifications",
      "/profile",
      "/profile-setup",
      `/edit-offer/${own.id}`,
      `/edit-request/${request.id}`,
      `/space-offer/${offer.id}`,
    ]);
    await expect(page.getByRole("heading", { name: offer.spaceName }).first()).toBeVisible();

    // The search dialog with results.
    await page.getByRole("button", { name: WEB_TEXTS.search.title }).click();
    const dialog = page.getByRole("dialog", { name: WEB_TEXTS.search.title });
    await dialog.getByRole("combobox").fill("Accessible");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await dialog.getByRole("combobox").press("ArrowDown");
    expect(await seriousViolations(page), "search dialog").toEqual([]);
  });

  test(`the admin dashboard and each of its tabs have no serious accessibility violations${suffix}`, async ({
    page,
  }) => {
    await prepare(page, phone, 120_000);
    await signInAsAdmin(page);
    await expectAccessible(page, ["/admin"]);
    for (const label of Object.values(COMMUNITY_TEXTS.admin.tabs)) {
      await page.getByRole("tab", { name: label }).click();
      await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
      await settled(page);
      expect(await seriousViolations(page), label).toEqual([]);
    }
  });
}
