import {
  COMMUNITY_TEXTS,
  ERROR_MESSAGES,
  type FavoriteSpace,
  LISTING_TEXTS,
  SCREEN_TEXTS,
  type SpaceOffer,
  WEB_TEXTS,
} from "@kindred/contract";
import { type Browser, expect, test } from "@playwright/test";
import { createOffer, createRequest, shoot, signedIn, toastWith } from "./communityFixtures";
import { openApp } from "./helpers";

const t = COMMUNITY_TEXTS.favorites;
const b = COMMUNITY_TEXTS.favoriteButton;

/** A host in their own browser context offers a space with five causes (three of them missions). */
const hostOffers = async (browser: Browser, fields: Parameters<typeof createOffer>[1] = {}): Promise<SpaceOffer> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedIn(page, "host", { firstName: "Harper", lastName: "Host" });
  const offer = await createOffer(page, {
    supportedCauses: ["creative-arts", "youth-development", "community-building", "workshop", "sliding-scale"],
    ...fields,
  });
  await context.close();
  return offer;
};

test("a saved space shows on /favorites with its host and badges, and Remove empties the list", async ({
  page,
  browser,
}) => {
  const offer = await hostOffers(browser, { spaceName: "Harper's Clay Loft" });
  await signedIn(page, "fav");
  expect((await page.request.put(`/api/favorites/${offer.id}`)).status()).toBe(204);

  await openApp(page, "/favorites");
  await expect(page.getByRole("heading", { level: 1, name: WEB_TEXTS.pageTitles.favorites })).toBeVisible();
  const card = page.getByRole("article", { name: offer.spaceName });
  await expect(card).toContainText(`${SCREEN_TEXTS.hostedBy} Harper Host`);
  await expect(card).toContainText(offer.address);
  await expect(card).toContainText(t.capacityValue(offer.capacity));
  await expect(card).toContainText(offer.description);
  const values = card.getByRole("list", { name: t.values });
  await expect(values.getByRole("listitem")).toHaveText([
    "Creative arts",
    "Youth development",
    "Community building",
    t.moreBadge(2),
  ]);
  const missions = card.getByRole("list", { name: t.missions });
  await expect(missions.getByRole("listitem")).toHaveText(["Creative arts", "Youth development", t.moreBadge(1)]);
  await expect(card.getByText(t.priority, { exact: true })).toHaveCount(0);
  await shoot(page, "favorites-1280");

  // No match with this space yet: Contact Host offers to post a request.
  await card.getByRole("button", { name: t.contactHostLabel(offer.spaceName) }).click();
  const offerToPost = page.getByRole("dialog", { name: t.noMatchTitle });
  await offerToPost.getByRole("button", { name: t.postRequest }).click();
  await expect(page.getByRole("dialog", { name: LISTING_TEXTS.dialogs.requestTitle })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: LISTING_TEXTS.dialogs.requestTitle })).toBeHidden();

  await card.getByRole("button", { name: t.removeLabel(offer.spaceName) }).click();
  await expect(toastWith(page, t.removed)).toBeVisible();
  await expect(page.getByRole("heading", { name: SCREEN_TEXTS.noFavorites })).toBeVisible();
  await expect(page.getByRole("link", { name: t.explore })).toHaveAttribute("href", "/explore");
  await shoot(page, "favorites-empty-1280");
  expect(await (await page.request.get("/api/favorites")).json()).toEqual([]);
});

test("Contact Host opens the conversation of the member's match with that space", async ({ page, browser }) => {
  const offer = await hostOffers(browser, { spaceName: "Matched Studio" });
  await signedIn(page, "fav-match");
  // Same type, shared mission and project type: the matcher pairs this request with the offer.
  await createRequest(page, { title: "Pottery nights", values: ["creative-arts", "workshop", "skill-building"] });
  await page.request.put(`/api/favorites/${offer.id}`);
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  const matches = (await (await page.request.get(`/api/matches/user/${me.id}`)).json()) as {
    id: string;
    spaceOfferId: string;
  }[];
  const match = matches.find((item) => item.spaceOfferId === offer.id);
  expect(match, "the request should match the offer").toBeTruthy();

  await openApp(page, "/favorites");
  await page.getByRole("button", { name: t.contactHostLabel(offer.spaceName) }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?match=${match?.id}$`));
});

test("the Priority badge shows for a sponsored space", async ({ page }) => {
  await signedIn(page, "fav-priority");
  const sponsored: FavoriteSpace = {
    id: "6f1d3c7e-9a2b-4c5d-8e7f-0a1b2c3d4e5f",
    userId: "0c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
    spaceName: "Partner Gallery",
    description: "A gallery sponsored by a community partner.",
    spaceType: "gallery",
    address: "1 Art Way, Denver",
    capacity: 40,
    availability: ["flexible"],
    unavailableDates: [],
    supportedCauses: ["creative-arts"],
    contactName: "Partner",
    imageUrls: [],
    isActive: true,
    isSponsored: true,
    partnerId: null,
    accessFeatures: [],
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    user: {
      id: "0c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
      firstName: "Pat",
      lastName: "Partner",
      profileImageUrl: null,
      name: "Pat Partner",
    },
    values: ["creative-arts"],
    supportedMissions: ["creative-arts"],
    hostName: "Pat Partner",
    isPriority: true,
    favoritedAt: "2026-11-02T10:00:00.000Z",
  };
  await page.route("**/api/favorites?*", (route) => route.fulfill({ json: [sponsored] }));
  await openApp(page, "/favorites");
  const card = page.getByRole("article", { name: sponsored.spaceName });
  await expect(card.getByText(t.priority, { exact: true })).toBeVisible();
});

test("a lost session on /favorites shows 'Unauthorized' and goes to login", async ({ page }) => {
  await signedIn(page, "fav-401");
  await page.route("**/api/favorites?*", (route) => route.fulfill({ status: 401, json: { message: "nope" } }));
  await openApp(page, "/favorites");
  await expect(toastWith(page, ERROR_MESSAGES.loggedOut.title)).toContainText(ERROR_MESSAGES.loggedOut.description);
  await expect(page).toHaveURL(/\/login$/);
});

test("visitors get the sign-in prompt on /favorites", async ({ page }) => {
  await openApp(page, "/favorites");
  await expect(page.getByRole("heading", { name: WEB_TEXTS.pageTitles.favorites })).toBeVisible();
  await expect(page.getByText(WEB_TEXTS.signInPrompts.favorites)).toBeVisible();
  expect((await page.request.put("/api/favorites/6f1d3c7e-9a2b-4c5d-8e7f-0a1b2c3d4e5f")).status()).toBe(401);
});

test("the heart on a space's page saves and unsaves it; visitors are asked to sign in", async ({ page, browser }) => {
  const offer = await hostOffers(browser, { spaceName: "Heart Test Studio" });
  const visitor = await browser.newPage();
  await openApp(visitor, `/space-offer/${offer.id}`);
  await visitor.getByRole("button", { name: b.text }).click();
  await expect(visitor.getByRole("dialog", { name: b.signInTitle })).toBeVisible();
  await visitor.close();

  await signedIn(page, "heart");
  await openApp(page, `/space-offer/${offer.id}`);
  const heart = page.getByRole("button", { name: b.text });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(toastWith(page, b.added)).toBeVisible();
  await shoot(page, "offer-detail-heart-1280", { fullPage: false });
  await openApp(page, "/favorites");
  await expect(page.getByRole("article", { name: offer.spaceName })).toBeVisible();

  await openApp(page, `/space-offer/${offer.id}`);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(toastWith(page, b.removed)).toBeVisible();
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("favorite cards fit a phone", async ({ page, browser }) => {
    const offer = await hostOffers(browser, { spaceName: "Phone-sized Studio" });
    await signedIn(page, "fav-phone");
    await page.request.put(`/api/favorites/${offer.id}`);
    await openApp(page, "/favorites");
    await expect(page.getByRole("article", { name: offer.spaceName })).toBeVisible();
    await shoot(page, "favorites-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
