import { ACCESS_TEXTS, EXPLORE_TEXTS, LISTING_TEXTS } from "@kindred/contract";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { uniqueWord } from "./communityFixtures";
import { openApp } from "./helpers";
import { createOffer, createRequest, seriousViolations, signedIn } from "./listingFixtures";

const T = EXPLORE_TEXTS;

/** The result cards' titles (each card's name is its h2 link). */
const cardTitles = (page: Page, word: string) => page.locator("article.explore-card h2").filter({ hasText: word });

/** A host in a context of their own posts listings the explore pages then find by `word`. */
const hostListings = async (browser: Browser, word: string) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signedIn(page, "explore-host");
    for (let i = 0; i < 12; i++) await createOffer(page, { spaceName: `Plain ${word} room ${i}` });
    const ramp = await createOffer(page, {
      spaceName: `Ramp ${word} hall`,
      accessFeatures: ["step-free-entry", "elevator"],
      supportedCauses: ["social-justice", "environmental-action", "skill-share"],
    });
    await createRequest(page, { title: `Signing ${word} choir`, accessNeeds: ["hearing-loop"] });
    return { ramp };
  } finally {
    await context.close();
  }
};

test("a visitor explores spaces with filters kept in the URL, loads more and shares the link", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord("ramp");
  await hostListings(browser, word);

  await openApp(page, "/");
  await page.getByRole("link", { name: T.navLabel, exact: true }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();

  // Words apply with Enter, from the keyboard.
  await page.getByLabel(T.search, { exact: true }).fill(word);
  await page.getByLabel(T.search, { exact: true }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(cardTitles(page, word)).toHaveCount(12);
  await page.getByRole("button", { name: T.loadMore }).click();
  await expect(cardTitles(page, word)).toHaveCount(13);
  await expect(page.getByRole("button", { name: T.loadMore })).toHaveCount(0);

  // An access feature is a toggle, switched with Space; only the space that has it stays.
  const stepFree = page.getByRole("button", { name: "Step-free entry", exact: true });
  await stepFree.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/accessFeature=step-free-entry/);
  await expect(cardTitles(page, word)).toHaveText([`Ramp ${word} hall`]);
  const card = page.locator("article.explore-card", { hasText: `Ramp ${word} hall` });
  await expect(card.getByRole("list", { name: ACCESS_TEXTS.offerSection })).toContainText("Elevator");
  expect(await seriousViolations(page)).toEqual([]);

  // The link is the search: opened afresh, it shows the same filters and the same space.
  const shared = await browser.newPage();
  await openApp(shared, new URL(page.url()).pathname + new URL(page.url()).search);
  await expect(cardTitles(shared, word)).toHaveText([`Ramp ${word} hall`]);
  await expect(shared.getByRole("button", { name: "Step-free entry", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(shared.getByLabel(T.search, { exact: true })).toHaveValue(word);
  await shared.close();

  // Requests keep the words; their access needs show on the card.
  await page.getByText(T.tabs.requests, { exact: true }).click();
  await expect(page).toHaveURL(/kind=requests/);
  await page.getByRole("button", { name: "Step-free entry", exact: true }).click();
  await expect(cardTitles(page, word)).toHaveText([`Signing ${word} choir`]);
  await expect(page.getByRole("list", { name: ACCESS_TEXTS.requestSection })).toContainText("Hearing loop");

  // Nothing found says so.
  await page.getByLabel(T.search, { exact: true }).fill(`${word}zz`);
  await page.getByLabel(T.search, { exact: true }).press("Enter");
  await expect(page.getByText(T.empty)).toBeVisible();
});

test("a member sorts spaces by match score against their own request", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const word = uniqueWord("score");
  const { ramp } = await hostListings(browser, word);
  await signedIn(page, "explore-seeker");
  const request = await createRequest(page, { title: `Tenant ${word} clinic` });

  await openApp(page, `/explore?q=${word}`);
  await expect(cardTitles(page, word)).toHaveCount(12);
  await page.getByLabel(T.sort, { exact: true }).selectOption({ label: `${T.sortScore}: ${request.title}` });
  await expect(page).toHaveURL(new RegExp(`sort=score&against=${request.id}`));
  // Shared: social-justice (3), environmental-action (3), skill-share (2), and both offices (2).
  await expect(cardTitles(page, word).first()).toHaveText(ramp.spaceName);
  await expect(page.locator("article.explore-card").first().getByText(T.matchScore(10))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a host picks access features in the edit form and the space page lists them", async ({ page }) => {
  await signedIn(page, "explore-editor");
  const offer = await createOffer(page);
  await openApp(page, `/edit-offer/${offer.id}`);
  await page.getByRole("button", { name: "Kitchen", exact: true }).click();
  const sent = page.waitForRequest(
    (request) => request.method() === "PUT" && request.url().endsWith(`/api/space-offers/${offer.id}`),
  );
  await page.getByRole("button", { name: LISTING_TEXTS.edit.save }).click();
  expect((await sent).postDataJSON()).toEqual({ accessFeatures: ["kitchen"] });
  await openApp(page, `/space-offer/${offer.id}`);
  await expect(page.getByRole("list", { name: ACCESS_TEXTS.offerSection })).toHaveText("Kitchen");
});
