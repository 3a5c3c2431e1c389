import { COMMUNITY_TEXTS, ERROR_MESSAGES, SCREEN_TEXTS, SEARCH_DEBOUNCE_MS, WEB_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { createOffer, createRequest, shoot, signedIn, uniqueWord } from "./communityFixtures";
import { openApp } from "./helpers";

const s = COMMUNITY_TEXTS.search;

const openSearch = async (page: Page) => {
  await page.getByRole("button", { name: WEB_TEXTS.search.title }).click();
  const dialog = page.getByRole("dialog", { name: WEB_TEXTS.search.title });
  await expect(dialog).toBeVisible();
  return { dialog, box: dialog.getByRole("combobox", { name: WEB_TEXTS.search.placeholder }) };
};

test("search tolerates a typo, groups results and opens one with the keyboard", async ({ page }) => {
  const word = uniqueWord("quillmoor");
  await signedIn(page, "search");
  const offer = await createOffer(page, { spaceName: `${word} Workshop Loft` });
  const request = await createRequest(page, { title: `${word} ceramics workshop series` });
  await openApp(page);

  const { dialog, box } = await openSearch(page);
  // One typo in "workshop", plus the unique word so only this test's listings rank first.
  await box.fill(`${word} wrkshop`);
  const results = dialog.getByRole("listbox", { name: s.resultsLabel });
  await expect(results.getByRole("group", { name: s.spaceRequests })).toContainText(request.title);
  await expect(results.getByRole("group", { name: s.spaceOffers })).toContainText(offer.spaceName);
  await expect(results.getByRole("option").first()).toContainText(request.title);

  // Down twice: the request, then the offer; Enter opens it and closes the dialog.
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /request-/);
  await shoot(page, "search-dialog-1280", { fullPage: false });
  await box.press("ArrowDown");
  await expect(results.getByRole("option", { selected: true })).toContainText(offer.spaceName);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/space-offer/${offer.id}$`));
  await expect(dialog).toBeHidden();
});

test("search finds members and a click opens their profile", async ({ page }) => {
  const first = uniqueWord("Marisol");
  await signedIn(page, "member-search", { firstName: first, lastName: "Okafor" });
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  await openApp(page);
  const { dialog, box } = await openSearch(page);
  await box.fill(first);
  const members = dialog.getByRole("group", { name: s.members });
  await members.getByRole("option", { name: new RegExp(first) }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${me.id}$`));
});

test("a search without matches says 'No results found'; a failing one says 'Search failed'", async ({ page }) => {
  await openApp(page);
  const { dialog, box } = await openSearch(page);
  await box.fill("zzqxvbnm");
  await expect(dialog.getByText(SCREEN_TEXTS.noResults)).toBeVisible();

  await page.route("**/api/search?*", (route) => route.fulfill({ status: 500, body: "boom" }));
  await box.fill("pottery studio");
  await expect(dialog.getByText(ERROR_MESSAGES.searchFailed)).toBeVisible();
});

test("the search waits for typing to stop and sends nothing for blank text", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/search")) calls.push(new URL(request.url()).searchParams.get("q") ?? "");
  });
  // The page's clock is held while typing, so however slowly a busy machine delivers the keys,
  // no pause between them reaches the debounce; it moves only when the test says so.
  await page.clock.install();
  await openApp(page);
  const { box } = await openSearch(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  await box.pressSequentially("studio");
  await box.fill("   ");
  await page.clock.runFor(SEARCH_DEBOUNCE_MS * 2);
  await box.fill("studio");
  await page.clock.runFor(SEARCH_DEBOUNCE_MS * 2);
  await expect.poll(() => calls).toEqual(["studio"]);
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the search dialog fits a phone", async ({ page }) => {
    await signedIn(page, "search-phone");
    const word = uniqueWord("brambleton");
    await createOffer(page, { spaceName: `${word} Community Room` });
    await openApp(page);
    const { dialog, box } = await openSearch(page);
    await box.fill(word);
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await shoot(page, "search-dialog-390", { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
