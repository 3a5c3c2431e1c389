import {
  BOOKING_TEXTS,
  COMMUNITY_TEXTS,
  type MatchListItem,
  MODERATION_TEXTS,
  pseudoText,
  SAFETY_TEXTS,
  WEB_TEXTS,
} from "@kindred/contract";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { createOffer, createRequest, signedIn, signInAsAdmin } from "./communityFixtures";
import { settled, tourInApp } from "./helpers";

/**
 * DESIGN 11.5's proof that every text a member meets comes from the catalogs: the app and the API
 * render in the pseudo-locale, where each catalog letter is an accented twin, so plain English
 * letters on a screen are text that skipped them. The members and listings here are written in
 * accented letters too; what is theirs and cannot be (an email address) is named and left out.
 *
 * The visitor's screens, the member's screens, the member's dialogs and the admin's dashboard are
 * four tests that spread over the workers: each makes the members and listings it reads, and
 * whatever the others make beside it is accented too (every journey writing English runs after
 * this file, see playwright.config.ts).
 */

const PSEUDO_MEMBER = { firstName: "Ŀūƈīȧ", lastName: "Ɠǿḿḗẑ" };
const PSEUDO_OFFER = {
  spaceName: "Şŧŭḓīǿ Ŀŭḿīƞǿşǿ",
  description: "Ŭƞ ḗşƥȧƈīǿ ƈǿƞ ŀŭẑ ƥȧřȧ ŧȧŀŀḗřḗş.",
  address: "2500 Ŀȧřīḿḗř",
  contactName: "Ħǿşŧ Ƥḗřşǿƞȧ",
};
const PSEUDO_REQUEST = {
  title: "Ŧȧŀŀḗř ḓḗ ƈḗřȧḿīƈȧ",
  description: "Şȧƀȧḓǿş ƥǿř ŀȧ ḿȧƞȧƞȧ ƥȧřȧ ḓǿƈḗ ĵǿṽḗƞḗş.",
  contactName: "Řǿƀīƞ Ŧḗşŧḗř",
};

/** Every text the page shows or names: visible text, accessible names and hints, the title. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [document.title];
    const shown = (element: Element) =>
      (element as HTMLElement).checkVisibility?.({ checkVisibilityCSS: true }) ?? true;
    // A language named in itself (the language switch) is not English left behind.
    const ownLanguage = (element: Element) => element.closest("[lang]") !== document.documentElement;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !shown(parent) || ownLanguage(parent) || parent.closest("script, style, noscript")) continue;
      if (node.textContent?.trim()) texts.push(node.textContent);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      // antd names its icons after their drawing ("search"); the control around one is named by us.
      if (!shown(element) || ownLanguage(element) || element.matches(".anticon")) continue;
      // A name inside a part hidden from assistive technology is read by nobody.
      const unread = element.closest('[aria-hidden="true"]') !== null;
      for (const name of unread ? ["placeholder", "title"] : ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push(value);
      }
    }
    return texts;
  });

/** The English words left on the page, with the text each came in. */
const englishOn = async (page: Page, theirs: readonly string[]) => {
  const left = new Set<string>();
  for (const text of await shownTexts(page)) {
    // Addresses and a record's short id ("#2bb18efe") are not words.
    let rest = text
      .replace(/https?:\/\/\S+/g, " ")
      .replace(/\S+@\S+\.\S+/g, " ")
      .replace(/#[0-9a-f]{8}\b/g, " ");
    for (const own of theirs) rest = rest.split(own).join(" ");
    if (/[A-Za-z]{2,}/.test(rest)) left.add(text.trim().slice(0, 120));
  }
  return [...left];
};

/** Every member-authored text the tests of this file write: the lists they read may show any of it. */
const PSEUDO_NAMES = {
  host: PSEUDO_MEMBER,
  member: { firstName: "Ŗȧḗ", lastName: "Şḗḗķḗř" },
  /** The member whose details and warning the admin opens: a name no other member here has. */
  reported: { firstName: "Ƞǿȧ", lastName: "Ẇȧřḓ" },
};
const OURS = [
  ...Object.values(PSEUDO_NAMES).flatMap((name) => Object.values(name)),
  ...Object.values(PSEUDO_OFFER),
  ...Object.values(PSEUDO_REQUEST),
];

// The four tests are independent: they run side by side on the workers.
test.describe.configure({ mode: "parallel" });

/**
 * The page in the pseudo-locale, with `check` (the English left on it, by place), `visit` (a
 * screen of the app, then `check`), `tour` (`visit` for several screens, one load) and
 * `dialogFrom` (a dialog opened by a trigger, checked and closed). `done` fails the test on any
 * English found or any crash.
 */
const inPseudoLocale = async (page: Page) => {
  test.setTimeout(180_000);
  const found: Record<string, string[]> = {};
  const check = async (where: string, theirs: readonly string[]) => {
    await settled(page);
    const left = await englishOn(page, theirs);
    if (left.length > 0) {
      found[where] = left;
      console.log(`${where}: ${JSON.stringify(left)}`);
    }
  };
  // The app's own page, not the prerendered one it replaces (`openApp` waits for the skip link).
  const visit = (path: string, theirs: readonly string[]) => tourInApp(page, [path], (where) => check(where, theirs));
  /** `visit` for the first of `paths`; the rest are reached inside the app, as its links do. */
  const tour = (paths: readonly string[], theirs: readonly string[]) =>
    tourInApp(page, paths, (where) => check(where, theirs));
  /** Opens a dialog with `trigger`, reads it, and closes it with Escape. */
  const dialogFrom = async (trigger: Locator, where: string, theirs: readonly string[]) => {
    await trigger.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await check(`dialog: ${where}`, theirs);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  };
  // A screen that crashed shows its error page in the pseudo-locale too: crashes fail the test.
  const crashes: string[] = [];
  page.on("pageerror", (error) => crashes.push(error.message));
  page.on("console", (entry) => {
    if (entry.type() === "error" && !entry.text().startsWith("Failed to load resource")) crashes.push(entry.text());
  });
  await page.addInitScript(() => window.localStorage.setItem("locale", "pseudo"));
  const done = () => {
    expect(crashes).toEqual([]);
    expect(found).toEqual({});
  };
  return { check, visit, tour, dialogFrom, done };
};

/** A host with an offer and a request, made in a browser context of their own. */
const hostWithListings = async (browser: Browser) => {
  const hostContext = await browser.newContext();
  try {
    const hostPage = await hostContext.newPage();
    const host = await signedIn(hostPage, "pseudo-host", PSEUDO_NAMES.host);
    const offer = await createOffer(hostPage, { ...PSEUDO_OFFER, contactEmail: "host.contact@example.test" });
    const request = await createRequest(hostPage, { ...PSEUDO_REQUEST, contactEmail: "robin.contact@example.test" });
    const hostId = ((await (await hostPage.request.get("/api/auth/user")).json()) as { id: string }).id;
    return { host, offer, request, hostId };
  } finally {
    await hostContext.close();
  }
};

/**
 * The id of the match of a request and an offer, as the member signed in on `page` (one of their
 * owners) lists it, once the server made it: the other tests' hosts post the same listings, so a
 * match is found by its two listings.
 */
const matchBetween = async (page: Page, requestId: string, offerId: string) => {
  const memberId = ((await (await page.request.get("/api/auth/user")).json()) as { id: string }).id;
  let matchId: string | undefined;
  await expect
    .poll(async () => {
      const matches = (await (await page.request.get(`/api/matches/user/${memberId}`)).json()) as MatchListItem[];
      matchId = matches.find((match) => match.spaceRequestId === requestId && match.spaceOfferId === offerId)?.id;
      return matchId;
    })
    .toBeTruthy();
  return matchId as string;
};

/**
 * A member signed in on `page` beside a host: their own offer matched the host's request (the
 * match's id), and they saved the host's offer.
 */
const memberBesideHost = async (page: Page, browser: Browser) => {
  const { host, offer, request } = await hostWithListings(browser);
  const member = await signedIn(page, "pseudo-member", PSEUDO_NAMES.member);
  const own = await createOffer(page, { ...PSEUDO_OFFER, contactEmail: "own.contact@example.test" });
  const ownRequest = await createRequest(page, { ...PSEUDO_REQUEST, contactEmail: "own.contact@example.test" });
  await page.request.put(`/api/favorites/${offer.id}`);
  // The member's offer matched the host's request: their conversation.
  const matchId = await matchBetween(page, request.id, own.id);
  const mine = [...OURS, host.email, member.email];
  return { host, offer, own, ownRequest, matchId, mine };
};

// The longest first, so the two workers end together.
test("the member's screens render in the pseudo-locale with no English left", async ({ page, browser }) => {
  const { tour, done } = await inPseudoLocale(page);
  const { offer, own, ownRequest, matchId, mine } = await memberBesideHost(page, browser);
  await tour(
    [
      "/",
      "/profile",
      "/profile-setup",
      "/my-listings",
      "/favorites",
      "/messages",
      "/notifications",
      "/notification-preferences",
      "/calendar",
      "/impact",
      `/edit-offer/${own.id}`,
      `/edit-request/${ownRequest.id}`,
      `/messages?match=${matchId}`,
      "/verify-email?token=unknown",
      "/keep-open",
      "/delete-account",
      `/space-offer/${offer.id}`,
    ],
    mine,
  );
  done();
});

test("the visitor's screens render in the pseudo-locale with no English left", async ({ page, browser }) => {
  const { tour, done } = await inPseudoLocale(page);
  // A host with an offer and a request, seen by a visitor.
  const { host, offer, request, hostId } = await hostWithListings(browser);
  const theirs = [...OURS, host.email];
  await tour(
    [
      "/",
      "/login",
      "/login?mode=register",
      "/forgot-password",
      "/reset-password?token=unknown",
      "/about",
      "/explore",
      // Not right after /about: both are the about scene (navigateInApp).
      "/privacy",
      "/explore?kind=requests",
      `/space-offer/${offer.id}`,
      `/space-request/${request.id}`,
      `/user/${hostId}`,
      "/no-such-page",
    ],
    theirs,
  );
  done();
});

test("the member's dialogs and user menu render in the pseudo-locale with no English left", async ({
  page,
  browser,
}) => {
  const { check, visit, dialogFrom, done } = await inPseudoLocale(page);
  const { host, offer, matchId, mine } = await memberBesideHost(page, browser);
  await visit(`/space-offer/${offer.id}`, mine);
  await dialogFrom(page.getByRole("button", { name: pseudoText(SAFETY_TEXTS.reportListing) }), "report listing", mine);
  // Both sides accept the match: the conversation then offers a booking.
  const hostAgain = await browser.newContext();
  const hostSignIn = await hostAgain.request.post("/api/auth/email", {
    data: { email: host.email, password: host.password },
  });
  expect(hostSignIn.ok()).toBe(true);
  for (const side of [page.request, hostAgain.request]) {
    const accepted = await side.patch(`/api/matches/${matchId}`, { data: { action: "accept" } });
    expect(accepted.status()).toBe(200);
  }
  await hostAgain.close();
  await visit(`/messages?match=${matchId}`, mine);
  await dialogFrom(
    page.getByRole("button", { name: pseudoText(BOOKING_TEXTS.proposeTitle) }),
    "propose a booking",
    mine,
  );
  await dialogFrom(page.getByRole("button", { name: pseudoText(WEB_TEXTS.feedback.button) }), "feedback", mine);
  for (const name of [WEB_TEXTS.search.title, WEB_TEXTS.menu.guidelines, WEB_TEXTS.accessibility.title]) {
    await dialogFrom(page.locator("header.app-header").getByRole("button", { name: pseudoText(name) }), name, mine);
  }
  await page
    .locator("header.app-header")
    .getByRole("button", { name: pseudoText(WEB_TEXTS.menu.userMenu) })
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  await check("user menu", mine);
  await page.keyboard.press("Escape");
  // The posting dialogs, from the home page's cards.
  await visit("/", mine);
  for (const name of [WEB_TEXTS.home.needSpaceButton, WEB_TEXTS.home.haveSpaceButton]) {
    await dialogFrom(page.getByRole("button", { name: pseudoText(name) }), name, mine);
  }
  done();
});

test("the admin's dashboard, its tabs and dialogs render in the pseudo-locale with no English left", async ({
  page,
  browser,
}) => {
  const { check, visit, dialogFrom, done } = await inPseudoLocale(page);
  // A host's listings, and a member whose offer matched the host's request: rows in every list
  // tab, and the member's details and warning dialogs from the members tab.
  const { host, request } = await hostWithListings(browser);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const reported = await signedIn(memberPage, "pseudo-reported", PSEUDO_NAMES.reported);
  const offer = await createOffer(memberPage, { ...PSEUDO_OFFER, contactEmail: "own.contact@example.test" });
  await matchBetween(memberPage, request.id, offer.id);
  await memberContext.close();

  await signInAsAdmin(page);
  // The admin is shared with every other journey, which finds them by their English name: it is
  // theirs here, with its initials.
  const admins = [...OURS, host.email, reported.email, "Avery Admin", "AA"];
  await visit("/admin", admins);
  // A member's details and the warning dialog, from the members tab.
  const name = `${PSEUDO_NAMES.reported.firstName} ${PSEUDO_NAMES.reported.lastName}`;
  await dialogFrom(
    page.getByRole("button", { name: pseudoText(COMMUNITY_TEXTS.admin.members.viewDetailsLabel(name)) }),
    "member details",
    admins,
  );
  await dialogFrom(page.getByRole("button", { name: pseudoText(MODERATION_TEXTS.ui.warnLabel(name)) }), "warn", admins);
  for (const label of Object.values(COMMUNITY_TEXTS.admin.tabs)) {
    await page.getByRole("tab", { name: pseudoText(label) }).click();
    await check(`admin tab: ${label}`, admins);
  }
  done();
});
