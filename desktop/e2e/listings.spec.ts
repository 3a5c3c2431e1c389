import {
  COMMUNITY_GUIDELINES,
  LISTING_TEXTS,
  SCREEN_TEXTS,
  type SpaceOfferInput,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
  WEB_TEXTS,
} from "@kindred/contract";
import { expect, test } from "@playwright/test";
import { newMember, openApp, registerViaApi } from "./helpers";
import {
  createOffer,
  createRequest,
  offerInput,
  requestInput,
  seriousViolations,
  signedIn,
  toast,
} from "./listingFixtures";

const h = WEB_TEXTS.home;
const f = LISTING_TEXTS.fields;
const d = LISTING_TEXTS.dialogs;
const detail = LISTING_TEXTS.detail;

test("posting a request: the guidelines detour, a validation error, then success on the dashboard", async ({
  page,
}) => {
  const member = await signedIn(page, "seeker");
  await openApp(page);
  await page.getByRole("button", { name: h.needSpaceButton }).click();
  const dialog = page.getByRole("dialog", { name: d.requestTitle });
  await expect(dialog).toBeVisible();
  // The contact is prefilled from the member.
  await expect(dialog.getByLabel(f.contactName)).toHaveValue(`${member.firstName} ${member.lastName}`);
  await expect(dialog.getByLabel(f.contactEmail)).toHaveValue(member.email);

  await dialog.getByLabel(f.title).fill("Community choir rehearsals");
  await dialog.getByLabel(f.spaceType).selectOption("classroom");
  await dialog.getByLabel(f.location).selectOption("highlands");
  await dialog.getByLabel(f.description).fill("Weekly rehearsals for a neighbourhood choir of twenty.");
  await dialog.getByRole("button", { name: "Community meeting", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Community meeting", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // First submit without the terms box: the Community Guidelines open, nothing is sent.
  let posted = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/space-requests")) posted += 1;
  });
  await dialog.getByRole("button", { name: d.submitRequest }).click();
  const guidelines = page.getByRole("dialog", { name: COMMUNITY_GUIDELINES.title });
  await expect(guidelines).toBeVisible();
  await expect(guidelines.getByText(COMMUNITY_GUIDELINES.subtitle)).toBeVisible();
  // "I Understand" ticks the terms box (issue 23): its message goes, the mission's stays.
  await guidelines.getByRole("button", { name: COMMUNITY_GUIDELINES.confirm }).click();
  await expect(guidelines).toBeHidden();
  await expect(dialog.getByRole("checkbox", { name: f.agreeToTerms })).toBeChecked();
  await expect(dialog.getByText(VALIDATION_MESSAGES.agreeToTerms)).toHaveCount(0);
  await expect(dialog.getByText(VALIDATION_MESSAGES.missionRequired)).toBeVisible();
  await expect(dialog.getByText(VALIDATION_MESSAGES.projectTypeRequired)).toHaveCount(0);

  // The terms are ticked but still no mission: the mission message stays, no guidelines again.
  await dialog.getByRole("checkbox", { name: f.agreeToTerms }).check();
  await dialog.getByRole("button", { name: d.submitRequest }).click();
  await expect(dialog.getByText(VALIDATION_MESSAGES.missionRequired)).toBeVisible();
  await expect(guidelines).toBeHidden();
  expect(posted).toBe(0);

  // Fix it: everything typed is still there.
  await expect(dialog.getByLabel(f.title)).toHaveValue("Community choir rehearsals");
  await dialog.getByRole("button", { name: "Social justice", exact: true }).click();
  const created = page.waitForResponse(
    (response) => response.url().endsWith("/api/space-requests") && response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: d.submitRequest }).click();
  expect((await created).status()).toBe(201);
  await expect(toast(page, SUCCESS_MESSAGES.requestSubmitted.title)).toContainText(
    SUCCESS_MESSAGES.requestSubmitted.description,
  );
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("tab", { name: h.myRequests(1) })).toBeVisible();
  await expect(page.getByRole("link", { name: "Community choir rehearsals", exact: true })).toBeVisible();
});

test("offering a space: capacity 0 is refused, then the space is listed", async ({ page }) => {
  await signedIn(page, "host");
  await openApp(page);
  await page.getByRole("button", { name: h.haveSpaceButton }).click();
  const dialog = page.getByRole("dialog", { name: d.offerTitle });
  await dialog.getByLabel(f.spaceName).fill("Maple Hall");
  await dialog.getByLabel(f.spaceType).selectOption("classroom");
  await dialog.getByLabel(f.capacity).fill("0");
  await dialog.getByLabel(f.address).fill("12 Maple Ave, Denver");
  await dialog.getByLabel(f.description).fill("A quiet hall with chairs and a piano.");
  await dialog.getByRole("button", { name: /^Weekday evenings/ }).click();
  await dialog.getByRole("button", { name: "Community education", exact: true }).click();
  await dialog.getByRole("checkbox", { name: f.agreeToTerms }).check();
  await dialog.getByRole("button", { name: d.submitOffer }).click();
  await expect(dialog.getByText(VALIDATION_MESSAGES.capacityMin)).toBeVisible();

  await dialog.getByLabel(f.capacity).fill("30");
  await dialog.getByRole("button", { name: d.submitOffer }).click();
  await expect(toast(page, SUCCESS_MESSAGES.spaceOffered.title)).toContainText(
    SUCCESS_MESSAGES.spaceOffered.description,
  );
  await expect(dialog).toBeHidden();
  await page.getByRole("tab", { name: h.myOffers(1) }).click();
  const card = page.locator(".listing-card", { hasText: "Maple Hall" });
  await expect(card.getByText(detail.active, { exact: true })).toBeVisible();
  // A click anywhere on the card opens the detail page.
  await card.click();
  await expect(page).toHaveURL(/\/space-offer\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Maple Hall" })).toBeVisible();
});

test("the dashboard counts both kinds, trims tags to 3 + N and loads matches only when a card opens", async ({
  page,
}) => {
  await signedIn(page, "dash");
  const request = await createRequest(page);
  await createOffer(page);
  const matchCalls: string[] = [];
  page.on("request", (call) => {
    if (call.url().includes("/matches")) matchCalls.push(call.url());
  });
  await openApp(page);
  await expect(page.getByRole("tab", { name: h.myRequests(1) })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: h.myOffers(1) })).toBeVisible();
  await expect(page.getByRole("tab", { name: h.matches(0) })).toBeVisible();
  const card = page.locator(".listing-card", { hasText: request.title });
  await expect(card.locator(".listing-tag")).toHaveCount(4);
  await expect(card.locator(".listing-tag-more")).toContainText(LISTING_TEXTS.dashboard.moreTags(1));
  expect(matchCalls.filter((url) => url.includes(request.id))).toEqual([]);

  const loaded = page.waitForRequest((call) => call.url().endsWith(`/api/space-requests/${request.id}/matches`));
  await card.getByRole("button", { name: LISTING_TEXTS.dashboard.showMatches }).click();
  await loaded;
  await expect(card.getByText(LISTING_TEXTS.dashboard.noListingMatches)).toBeVisible();
  await expect(card.getByRole("link", { name: LISTING_TEXTS.dashboard.editLabel(request.title) })).toHaveAttribute(
    "href",
    `/edit-request/${request.id}`,
  );

  // Keyboard: the card's link opens the detail page.
  await card.getByRole("link", { name: request.title, exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/space-request/${request.id}$`));
});

test("detail pages: the owner sees the contact email and Edit, a visitor neither", async ({ page, browser }) => {
  await signedIn(page, "owner");
  const request = await createRequest(page);
  const offer = await createOffer(page, { isSponsored: true } as Partial<SpaceOfferInput>);

  await openApp(page, `/space-request/${request.id}`);
  await expect(page.getByRole("heading", { level: 1, name: request.title })).toBeVisible();
  await expect(page.getByText(LISTING_TEXTS.statusLabel("pending")).first()).toBeVisible();
  await expect(page.getByText(requestInput().contactEmail)).toBeVisible();
  await expect(page.getByText(SCREEN_TEXTS.contactAfterMatching, { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: detail.edit })).toHaveAttribute("href", `/edit-request/${request.id}`);

  await openApp(page, `/space-offer/${offer.id}`);
  await expect(page.getByRole("heading", { level: 1, name: offer.spaceName })).toBeVisible();
  await expect(page.getByText(offerInput().contactEmail)).toBeVisible();
  await expect(page.getByText(SCREEN_TEXTS.upToPeople(15))).toBeVisible();
  // Members cannot make their own offer sponsored.
  await expect(page.getByText(detail.sponsored, { exact: true })).toHaveCount(0);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openApp(visitor, `/space-request/${request.id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: request.title })).toBeVisible();
  await expect(visitor.getByText(requestInput().contactName, { exact: true })).toBeVisible();
  await expect(visitor.getByText(requestInput().contactEmail)).toHaveCount(0);
  await expect(visitor.getByText(SCREEN_TEXTS.contactAfterMatching, { exact: false })).toBeVisible();
  await expect(visitor.getByRole("link", { name: detail.edit })).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: detail.delete })).toHaveCount(0);
  expect(await seriousViolations(visitor)).toEqual([]);
  await openApp(visitor, `/space-offer/${offer.id}`);
  await expect(visitor.getByText(offerInput().contactEmail)).toHaveCount(0);
  await expect(visitor.getByText(detail.active, { exact: true }).first()).toBeVisible();
  await visitorContext.close();
});

test("editing sends only the changed field, marks it 'updated' and shows the banner", async ({ page }) => {
  await signedIn(page, "editor");
  const offer = await createOffer(page);
  await openApp(page, `/edit-offer/${offer.id}`);
  await expect(page.getByRole("heading", { level: 1, name: WEB_TEXTS.pageTitles.editOffer })).toBeVisible();
  await expect(page.getByLabel(f.spaceName)).toHaveValue(offer.spaceName);

  // Nothing changed: nothing is sent.
  let puts = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().includes("/api/space-offers/")) puts += 1;
  });
  await page.getByRole("button", { name: LISTING_TEXTS.edit.save }).click();
  await expect(toast(page, LISTING_TEXTS.edit.noChanges)).toBeVisible();
  expect(puts).toBe(0);

  // Reordering a list is not a change either; one real change sends one field.
  await page.getByRole("button", { name: "Social justice", exact: true }).click();
  await page.getByRole("button", { name: "Social justice", exact: true }).click();
  await page.getByLabel(f.capacity).fill("40");
  // The changed field wears its badge while edited; a save clears it (the banner says it was saved).
  const capacityLabel = page.locator(".form-label-row", { has: page.getByText(f.capacity, { exact: true }) });
  await expect(capacityLabel.getByText(SCREEN_TEXTS.updatedBadge)).toBeVisible();
  await expect(page.locator(".updated-badge")).toHaveCount(1);
  const sent = page.waitForRequest(
    (request) => request.method() === "PUT" && request.url().endsWith(`/api/space-offers/${offer.id}`),
  );
  await page.getByRole("button", { name: LISTING_TEXTS.edit.save }).click();
  expect((await sent).postDataJSON()).toEqual({ capacity: 40 });
  await expect(page.getByText(LISTING_TEXTS.edit.saved)).toBeVisible();
  await expect(page.locator(".updated-badge")).toHaveCount(0);
  await expect(page.getByText(LISTING_TEXTS.edit.saved)).toBeHidden({ timeout: 6_000 });

  await openApp(page, `/space-offer/${offer.id}`);
  await expect(page.getByText(SCREEN_TEXTS.upToPeople(40))).toBeVisible();
});

test("pausing a space in the My Spaces table shows it Inactive on its page", async ({ page }) => {
  await signedIn(page, "pauser");
  const first = await createOffer(page, { spaceName: "Alpha Loft" });
  await createOffer(page, { spaceName: "Beta Barn", capacity: 40 });
  await openApp(page, "/my-listings");
  const table = page.locator(".my-spaces");
  await expect(table.getByRole("link", { name: "Alpha Loft", exact: true })).toBeVisible();
  await expect(page.locator(".stat-tile", { hasText: WEB_TEXTS.profile.spaces })).toContainText("2");

  await table.getByRole("checkbox", { name: "Alpha Loft" }).check();
  await expect(table.getByText(LISTING_TEXTS.mySpaces.selected(1))).toBeVisible();
  const sent = page.waitForRequest(
    (request) => request.method() === "PUT" && request.url().endsWith(`/api/space-offers/${first.id}`),
  );
  await table.getByRole("button", { name: LISTING_TEXTS.mySpaces.pause }).click();
  expect((await sent).postDataJSON()).toEqual({ isActive: false });
  await expect(toast(page, LISTING_TEXTS.mySpaces.paused(1))).toBeVisible();
  await expect(table.getByRole("switch", { name: LISTING_TEXTS.mySpaces.toggleLabel("Alpha Loft") })).not.toBeChecked();

  await openApp(page, `/space-offer/${first.id}`);
  await expect(page.getByText(detail.inactive, { exact: true }).first()).toBeVisible();

  // The inline switch resumes it.
  await openApp(page, "/my-listings");
  await page.getByRole("switch", { name: LISTING_TEXTS.mySpaces.toggleLabel("Alpha Loft") }).click();
  await expect(page.getByRole("switch", { name: LISTING_TEXTS.mySpaces.toggleLabel("Alpha Loft") })).toBeChecked();
});

test("duplicating a space opens Offer Your Space prefilled, terms unticked", async ({ page }) => {
  await signedIn(page, "dup");
  await createOffer(page, { spaceName: "Gamma Gallery", capacity: 22 });
  await openApp(page, "/my-listings");
  await page.getByRole("button", { name: `${LISTING_TEXTS.mySpaces.duplicate} Gamma Gallery` }).click();
  const dialog = page.getByRole("dialog", { name: d.offerTitle });
  await expect(dialog.getByLabel(f.spaceName)).toHaveValue("Gamma Gallery");
  await expect(dialog.getByLabel(f.capacity)).toHaveValue("22");
  await expect(dialog.getByRole("checkbox", { name: f.agreeToTerms })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
});

test("another member gets no Edit controls and cannot open the edit screen", async ({ page, browser }) => {
  await signedIn(page, "first");
  const offer = await createOffer(page);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signedIn(other, "second");
  await openApp(other, `/space-offer/${offer.id}`);
  await expect(other.getByRole("heading", { level: 1, name: offer.spaceName })).toBeVisible();
  await expect(other.getByRole("link", { name: detail.edit })).toHaveCount(0);
  await expect(other.getByRole("button", { name: detail.delete })).toHaveCount(0);
  await openApp(other, `/edit-offer/${offer.id}`);
  await expect(other.getByRole("heading", { level: 1, name: SCREEN_TEXTS.offerNotFoundEdit })).toBeVisible();
  await expect(other.getByRole("link", { name: LISTING_TEXTS.edit.backHome })).toBeVisible();
  await otherContext.close();
});

test("deleting a request asks first, then goes home with a toast", async ({ page }) => {
  await signedIn(page, "deleter");
  const request = await createRequest(page, { title: "Short-lived request" });
  await openApp(page, `/space-request/${request.id}`);
  await page.getByRole("button", { name: detail.delete }).click();
  const confirm = page.getByRole("dialog", { name: detail.deleteRequestTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: detail.deleteConfirm }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(toast(page, detail.requestDeleted)).toBeVisible();
  await expect(page.getByRole("tab", { name: h.myRequests(0) })).toBeVisible();
  await openApp(page, `/space-request/${request.id}`);
  await expect(page.getByRole("heading", { level: 1, name: SCREEN_TEXTS.requestNotFound })).toBeVisible();
});

test("no serious accessibility violations with the request dialog open", async ({ page }) => {
  await signedIn(page, "axe-dialog");
  await openApp(page);
  await page.getByRole("button", { name: h.needSpaceButton }).click();
  const dialog = page.getByRole("dialog", { name: d.requestTitle });
  await dialog.getByRole("button", { name: d.submitRequest }).click();
  await page
    .getByRole("dialog", { name: COMMUNITY_GUIDELINES.title })
    .getByRole("button", { name: COMMUNITY_GUIDELINES.confirm })
    .click();
  await expect(dialog.getByText(VALIDATION_MESSAGES.missionRequired)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a match shows on the expanded card and in the Matches tab", async ({ page, browser }) => {
  // Their own theme (outdoor, affordable-access), so only these two listings pair up.
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const host = { ...newMember("match-host"), lastName: `Host${Date.now().toString(36)}` };
  await registerViaApi(hostPage, host);
  await createOffer(hostPage, {
    spaceName: "Community garden pavilion",
    spaceType: "outdoor",
    capacity: 25,
    supportedCauses: ["affordable-access", "collaboration"],
  });
  await hostContext.close();

  await signedIn(page, "match-seeker");
  const request = await createRequest(page, {
    title: "Free seed swap",
    spaceType: "outdoor",
    participants: 20,
    values: ["affordable-access", "collaboration"],
  });
  // Matching runs right after the request is saved; wait for it before the first paint. (On a reused
  // server earlier runs' pavilions match too, hence "at least one".)
  const matchCount = async () =>
    ((await (await page.request.get(`/api/space-requests/${request.id}/matches`)).json()) as unknown[]).length;
  await expect.poll(matchCount).toBeGreaterThan(0);
  const count = await matchCount();
  await openApp(page);
  await expect(page.getByRole("tab", { name: h.matches(count) })).toBeVisible();
  const card = page.locator(".listing-card", { hasText: request.title });
  await card.getByRole("button", { name: LISTING_TEXTS.dashboard.showMatches }).click();
  const hostName = `${host.firstName} ${host.lastName}`;
  await expect(card.getByRole("link", { name: hostName, exact: true })).toBeVisible();
  const hostMatch = card.locator(".match-row", { hasText: hostName });
  await expect(hostMatch.getByText(LISTING_TEXTS.statusLabel("under_review"))).toBeVisible();
  await expect(hostMatch.locator(".match-reasons").getByText("Affordable access", { exact: false })).toBeVisible();

  await page.getByRole("tab", { name: h.matches(count) }).click();
  await expect(page.getByRole("tabpanel").getByRole("link", { name: hostName, exact: true })).toBeVisible();
});
