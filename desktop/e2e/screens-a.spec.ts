import {
  CALENDAR_TEXTS,
  HOME_TEXTS,
  LISTING_TEXTS,
  type SpaceOffer,
  type SpaceRequest,
  WEB_TEXTS,
} from "@kindred/contract";
import { expect, type Locator, type Page, type Route, test } from "@playwright/test";
import { offerInput, requestInput, seriousViolations, shoot } from "./communityFixtures";
import { holdRequests, newMember, openApp, registerViaApi } from "./helpers";
import { signUpInNewContext } from "./matching";
import { uploadPhotoViaApi } from "./photoFixtures";
import { expectNoSideScroll, withLargeHighContrastText } from "./polishFixtures";

/**
 * Issue 23, part A: the home dashboard, the offer and request pages with their call to action (by
 * whether the member's own listings fit) and calendar (days that are over not toggles), and the
 * visitor's home with its footer (Contact while offline) and the About and Privacy pages, at 1280
 * and 390 px (and extra-large text for the calendar).
 * One journey: a host and a seeker with long names matched on their own theme (outdoor,
 * social justice), a visitor who later signs up.
 */

const d = LISTING_TEXTS.dashboard;
const detail = LISTING_TEXTS.detail;
const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const THEME = { spaceType: "outdoor", values: ["social-justice", "performance"] } as const;

/** A box's lines of text: a name laid out a letter per line is many lines tall and one letter wide. */
const expectReadableLine = async (locator: Locator, what: string) => {
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  const lineHeight = await locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight) || 20);
  expect(box!.height, `${what}: at most two lines`).toBeLessThanOrEqual(lineHeight * 2 + 2);
};

const expectInside = async (inner: Locator, outer: Locator, what: string) => {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b, what).toBeTruthy();
  expect(a!.x, what).toBeGreaterThanOrEqual(b!.x - 1);
  expect(a!.x + a!.width, what).toBeLessThanOrEqual(b!.x + b!.width + 1);
};

const localDay = (offset = 0) => {
  const now = new Date();
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;
};

const expectAxeClean = async (page: Page, what: string) => expect(await seriousViolations(page), what).toEqual([]);

test("issue 23 A: dashboard match rows, host landing, offer and request pages, calendar and visitor home at 1280 and 390", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const host = await signUpInNewContext(browser, "Bartholomew-Maximilian");
  const seeker = await signUpInNewContext(browser, "Anastasia-Konstantina");
  const photo = await uploadPhotoViaApi(host.page);
  const offerResponse = await host.page.request.post("/api/space-offers", {
    data: offerInput({
      spaceName: `Prairie Pavilion ${Date.now()}`,
      spaceType: THEME.spaceType,
      capacity: 40,
      availability: ["weekday-evening", "weekend-morning"],
      supportedCauses: [...THEME.values],
      accessFeatures: ["step-free-entry"],
      imageUrls: [photo],
    }),
  });
  expect(offerResponse.status()).toBe(201);
  const offer = (await offerResponse.json()) as SpaceOffer;
  const requestResponse = await seeker.page.request.post("/api/space-requests", {
    data: requestInput({
      title: `Open-air theatre for justice ${Date.now()}`,
      spaceType: THEME.spaceType,
      participants: 25,
      values: [...THEME.values],
    }),
  });
  expect(requestResponse.status()).toBe(201);
  const request = (await requestResponse.json()) as SpaceRequest;
  const matchId = async () => {
    const list = (await (await seeker.page.request.get(`/api/space-requests/${request.id}/matches`)).json()) as {
      id: string;
      spaceOfferId: string;
    }[];
    return list.find((match) => match.spaceOfferId === offer.id)?.id;
  };
  await expect.poll(matchId).toBeTruthy();
  const match = (await matchId())!;

  // Home dashboard (seeker): the match row keeps the long name on a line, Block member inside the
  // card, Open conversation first, the score explained.
  for (const size of SIZES) {
    await seeker.page.setViewportSize(size);
    await openApp(seeker.page);
    const card = seeker.page.locator(".listing-card", { hasText: request.title });
    await card.getByRole("button", { name: d.showMatches }).click();
    const row = card.locator(".match-row", { hasText: host.name });
    await expect(row).toBeVisible();
    await expectReadableLine(row.getByRole("link", { name: host.name, exact: true }), `${size.width}: host's name`);
    const actions = row.locator(".match-row-actions");
    const open = actions.getByRole("link", { name: new RegExp(`^${d.openConversation}`) });
    await expect(open).toHaveText(d.openConversation);
    await expect(open).toHaveAttribute("href", `/messages?match=${match}`);
    await expect(actions.locator("a, button").first()).toHaveText(d.openConversation);
    const block = actions.getByRole("button", { name: new RegExp(host.name) });
    await expectInside(block, card, `${size.width}: Block member inside the card`);
    await expectInside(open, card, `${size.width}: Open conversation inside the card`);
    await expect(row.getByRole("button", { name: d.scoreHelpLabel })).toHaveAccessibleDescription(d.scoreHelp);
    await expectNoSideScroll(seeker.page, `${size.width}: seeker's home`);
    await shoot(seeker.page, `23a-after-e2e-seeker-home-${size.width}`);
    if (size.width === 1280) await expectAxeClean(seeker.page, "seeker's home");
  }

  // A host (spaces, no requests) lands on My Offers, first among the tabs.
  await openApp(host.page);
  const tabs = host.page.getByRole("tab");
  await expect(tabs.first()).toHaveText(WEB_TEXTS.home.myOffers(1));
  await expect(host.page.getByRole("tab", { name: WEB_TEXTS.home.myOffers(1) })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  // The offer page for a visitor: photos first, "Sign in to request this space", no repeated status.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  for (const size of SIZES) {
    await visitor.setViewportSize(size);
    await openApp(visitor, `/space-offer/${offer.id}`);
    await expect(visitor.locator(".detail-main > .detail-section").first()).toHaveAttribute(
      "aria-labelledby",
      "offer-photos",
    );
    await expect(visitor.getByRole("link", { name: detail.signInToRequest })).toBeVisible();
    await expect(visitor.locator(".detail-facts dt", { hasText: detail.status })).toHaveCount(0);
    await expect(visitor.locator(".detail-facts dt", { hasText: detail.listed })).toHaveCount(0);
    await expect(visitor.getByText(LISTING_TEXTS.detail.active, { exact: true })).toHaveCount(1);
    // Labels, not ids.
    await expect(visitor.getByRole("list", { name: detail.availability })).toContainText("Weekday evenings (6pm–10pm)");
    await expect(visitor.getByRole("list", { name: detail.supportedCauses })).toContainText("Social justice");
    await expectNoSideScroll(visitor, `${size.width}: offer page`);
    await shoot(visitor, `23a-after-e2e-offer-visitor-${size.width}`);
  }

  // The seeker, matched: "Open conversation"; the host on the request page the same.
  await openApp(seeker.page, `/space-offer/${offer.id}`);
  await expect(
    seeker.page.locator(".detail-actions").getByRole("link", { name: detail.openConversation }),
  ).toHaveAttribute("href", `/messages?match=${match}`);
  await openApp(host.page, `/space-request/${request.id}`);
  await expect(host.page.locator(".detail-actions").getByRole("link", { name: detail.openConversation })).toBeVisible();

  // The visitor signs up. With no request this space fits: a quieter "Post a request", saying why.
  await registerViaApi(visitor, newMember("screens"));
  const actions = visitor.locator(".detail-actions");
  await openApp(visitor, `/space-offer/${offer.id}`);
  const postRequest = actions.getByRole("button", { name: detail.postRequest });
  await expect(postRequest).toHaveAccessibleDescription(detail.noFittingRequest);
  await expect(postRequest).not.toHaveClass(/ant-btn-primary/);
  await expect(actions.getByRole("button", { name: detail.requestThisSpace })).toHaveCount(0);
  await shoot(visitor, "23a-after-e2e-offer-no-fit-390", { fullPage: false });
  // With an open request the space fits (same type, room for the group, no shared mission so no
  // match yet): "Request this space", primary, opens the request form prefilled from the offer.
  const fitting = await visitor.request.post("/api/space-requests", {
    data: requestInput({
      spaceType: THEME.spaceType,
      participants: 10,
      values: ["community-education", "performance"],
    }),
  });
  expect(fitting.status()).toBe(201);
  for (const size of SIZES) {
    await visitor.setViewportSize(size);
    await openApp(visitor, `/space-offer/${offer.id}`);
    const requestIt = actions.getByRole("button", { name: detail.requestThisSpace });
    await expect(requestIt).toHaveClass(/ant-btn-primary/);
    await expect(actions.getByRole("button", { name: detail.postRequest })).toHaveCount(0);
    await expectNoSideScroll(visitor, `${size.width}: offer page, a member whose request fits`);
    await shoot(visitor, `23a-after-e2e-offer-fits-${size.width}`);
    await expectAxeClean(visitor, `${size.width}: offer page, a member whose request fits`);
  }
  // By keyboard: Tab reaches it, Enter opens the form.
  await actions.getByRole("button", { name: detail.requestThisSpace }).focus();
  await visitor.keyboard.press("Enter");
  const requestDialog = visitor.getByRole("dialog", { name: LISTING_TEXTS.dialogs.requestTitle });
  await expect(requestDialog.getByLabel(LISTING_TEXTS.fields.title)).toHaveValue(
    detail.requestTitleFor(offer.spaceName),
  );
  await expect(requestDialog.getByLabel(LISTING_TEXTS.fields.spaceType)).toHaveValue(THEME.spaceType);
  await expect(requestDialog.getByRole("button", { name: "Social justice", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await visitor.keyboard.press("Escape");
  await expect(requestDialog).toBeHidden();

  // The request page mirrors it: a space that does not fit gives "Offer a space", one that fits
  // (outdoor, room for 25, no shared mission) "I can host this", the offer form prefilled from the request.
  const own = await visitor.request.post("/api/space-offers", {
    data: offerInput({ spaceName: "Quiet office", spaceType: "office", capacity: 3, supportedCauses: ["mentorship"] }),
  });
  expect(own.status()).toBe(201);
  await openApp(visitor, `/space-request/${request.id}`);
  await expect(actions.getByRole("button", { name: detail.offerSpace })).toHaveAccessibleDescription(
    detail.noFittingSpace,
  );
  await expect(actions.getByRole("button", { name: detail.canHost })).toHaveCount(0);
  await shoot(visitor, "23a-after-e2e-request-no-fit-390", { fullPage: false });
  const field = await visitor.request.post("/api/space-offers", {
    data: offerInput({
      spaceName: "Meadow",
      spaceType: THEME.spaceType,
      capacity: 30,
      supportedCauses: ["mentorship"],
    }),
  });
  expect(field.status()).toBe(201);
  await openApp(visitor, `/space-request/${request.id}`);
  await actions.getByRole("button", { name: detail.canHost }).click();
  const offerDialog = visitor.getByRole("dialog", { name: LISTING_TEXTS.dialogs.offerTitle });
  await expect(offerDialog.getByLabel(LISTING_TEXTS.fields.capacity)).toHaveValue("25");
  await expect(offerDialog.getByLabel(LISTING_TEXTS.fields.spaceType)).toHaveValue(THEME.spaceType);
  await visitor.keyboard.press("Escape");

  // The calendar at 390 px with extra-large text: readable, today marked, past days muted, a
  // range marked unavailable in one action.
  await withLargeHighContrastText(host.page);
  await host.page.setViewportSize(SIZES[1]);
  await openApp(host.page, `/space-offer/${offer.id}`);
  await expect(host.page.locator("html")).toHaveClass(/a11y-font-extra-large/);
  // The host's own page: their tools, no call to action.
  await expect(host.page.locator(".detail-actions").locator("a, button")).toHaveCount(0);
  const calendar = host.page.locator(".offer-calendar");
  const today = calendar.locator(`[data-day="${localDay()}"]`);
  await expect(today).toHaveAttribute("aria-current", "date");
  await expect(today).toHaveClass(/is-today/);
  // Days that are over are plain cells, not toggles: the keys stop at today.
  if (localDay().slice(8) !== "01") {
    const yesterday = calendar.getByRole("cell", { name: new RegExp(`^${CALENDAR_TEXTS.past}, `) }).last();
    await expect(yesterday.locator(".is-past")).toBeVisible();
    await expect(yesterday.getByRole("button")).toHaveCount(0);
  }
  await expect(calendar.locator("button.is-past")).toHaveCount(0);
  await today.focus();
  await host.page.keyboard.press("ArrowLeft");
  await expect(today).toBeFocused();
  await host.page.keyboard.press("Home");
  await expect(today).toBeFocused();
  const refused = await host.page.request.put(`/api/space-offers/${offer.id}/unavailable-dates`, {
    data: { dates: [localDay(-3)] },
  });
  expect(refused.status()).toBe(400);
  const overflowing = await calendar
    .locator(".offer-calendar-day")
    .evaluateAll((days) => days.filter((day) => day.scrollWidth > day.clientWidth + 1).length);
  expect(overflowing, "calendar days whose content spills out").toBe(0);
  await expectInside(calendar.locator("table"), calendar, "the month grid inside the calendar");
  await expectNoSideScroll(host.page, "390 px, extra-large text: offer page with calendar");
  const range = [localDay(40), localDay(41), localDay(42)];
  await calendar.getByLabel(CALENDAR_TEXTS.rangeFrom, { exact: true }).fill(range[0]!);
  await calendar.getByLabel(CALENDAR_TEXTS.rangeTo, { exact: true }).fill(range[2]!);
  await calendar.getByRole("button", { name: CALENDAR_TEXTS.rangeMark }).click();
  await expect
    .poll(
      async () =>
        ((await (await host.page.request.get(`/api/space-offers/${offer.id}`)).json()) as SpaceOffer).unavailableDates,
    )
    .toEqual(range);
  await calendar.scrollIntoViewIfNeeded();
  await shoot(host.page, "23a-after-e2e-calendar-xl-390");

  // The visitor's home: real spaces with photos, how it works, a footer.
  const guest = await browser.newContext();
  const home = await guest.newPage();
  for (const size of SIZES) {
    await home.setViewportSize(size);
    await openApp(home, "/");
    const showcase = home.getByRole("region", { name: HOME_TEXTS.showcaseTitle });
    await expect(showcase.locator("img.listing-card-photo").first()).toBeVisible();
    await expect(showcase.getByRole("link", { name: offer.spaceName })).toBeVisible();
    await expect(home.getByRole("heading", { name: HOME_TEXTS.howTitle })).toBeVisible();
    const links = home.getByRole("navigation", { name: HOME_TEXTS.footer.label });
    for (const name of [HOME_TEXTS.footer.about, HOME_TEXTS.footer.privacy]) {
      await expect(links.getByRole("link", { name })).toBeVisible();
    }
    for (const name of [HOME_TEXTS.footer.guidelines, HOME_TEXTS.footer.contact]) {
      await expect(links.getByRole("button", { name })).toBeVisible();
    }
    await expectNoSideScroll(home, `${size.width}: visitor's home`);
    await shoot(home, `23a-after-e2e-visitor-home-${size.width}`);
    await expectAxeClean(home, `${size.width}: visitor's home`);
  }
  // Out of reach: Contact (the feedback form) is disabled and says why; back in reach, it works.
  const footer = home.getByRole("navigation", { name: HOME_TEXTS.footer.label });
  const contact = footer.getByRole("button", { name: HOME_TEXTS.footer.contact });
  const abort = (route: Route) => route.abort();
  await home.route("**/api/**", abort);
  await home.getByRole("link", { name: HOME_TEXTS.showcaseMore }).click();
  const banner = home.locator(".offline-banner");
  await expect(banner).toBeVisible();
  await home.goBack();
  await expect(contact).toBeDisabled();
  await expect(contact).toHaveAccessibleDescription(HOME_TEXTS.footer.contactOffline);
  await shoot(home, "23a-after-e2e-footer-offline-390");
  await expectAxeClean(home, "390: visitor's home while offline");
  // Back in reach, with every call held until Retry has been clicked: the app's own backoff would
  // otherwise end the outage first on a slow machine, and take the button away under the click.
  const api = await holdRequests(home, "**/api/**");
  await home.unroute("**/api/**", abort);
  await banner.getByRole("button").click();
  await api.release();
  await expect(banner).toBeHidden();
  await expect(contact).toBeEnabled();
  await expect(footer.getByText(HOME_TEXTS.footer.contactOffline)).toHaveCount(0);

  // About and Privacy: real texts, a heading per section, at both sizes.
  for (const [path, texts] of [
    ["/privacy", HOME_TEXTS.privacy],
    ["/about", HOME_TEXTS.about],
  ] as const) {
    for (const size of SIZES) {
      await home.setViewportSize(size);
      await openApp(home, path);
      await expect(home.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
      await expect(home.getByText(texts.lead)).toBeVisible();
      for (const section of texts.sections) {
        await expect(home.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
      }
      await expectNoSideScroll(home, `${size.width}: ${path}`);
      await shoot(home, `23a-after-e2e${path.replace("/", "-")}-${size.width}`);
      if (size.width === 390) await expectAxeClean(home, `${size.width}: ${path}`);
    }
  }
  await openApp(home, "/");
  await footer.getByRole("link", { name: HOME_TEXTS.footer.about }).click();
  await expect(home.getByRole("heading", { level: 1, name: HOME_TEXTS.about.title })).toBeVisible();

  for (const context of [host.context, seeker.context, visitorContext, guest]) await context.close();
});
