import { readFile } from "node:fs/promises";
import {
  ADMIN_TRIAGE_TEXTS,
  COMMUNITY_GUIDELINES,
  COMMUNITY_TEXTS,
  EMAIL_PREFERENCE_TEXTS,
  EXPLORE_TEXTS,
  EXPORT_TEXTS,
  LISTING_TEXTS,
  MESSAGING_TEXTS,
  PROFILE_TEXTS,
  REPORT_STATUS_LABELS,
  SAFETY_TEXTS,
  WEB_TEXTS,
} from "@kindred/contract";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { seriousViolations, signInAsAdmin, uniqueWord } from "./communityFixtures";
import { openApp } from "./helpers";
import {
  expectStreamOpen,
  matchIdWith,
  postMatchingOffer,
  postMatchingRequest,
  type SignedInMember,
  signUpInNewContext,
} from "./matching";
import { imageFile, uploadImageViaApi } from "./photoFixtures";
import { boxesOverlap, withLargeHighContrastText } from "./polishFixtures";

/** Issue 23, part B: explore, messages, admin, forms and extra-large text, at 1280 and 390 px. */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const T = EXPLORE_TEXTS;
const M = MESSAGING_TEXTS;
const d = LISTING_TEXTS.dialogs;
const f = LISTING_TEXTS.fields;
const a = COMMUNITY_TEXTS.admin;

/** Nothing wider than the window: `document.scrollingElement.scrollWidth <= innerWidth`. */
const expectNoOverflow = async (page: Page, what: string) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, what).toBeLessThanOrEqual(innerWidth);
};

const send = async (member: SignedInMember, matchId: string, content: string) => {
  const response = await member.page.request.post(`/api/matches/${matchId}/messages`, { data: { content } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
};

/** A seeker and a host whose request and space (in a theme of this file) matched. */
const pair = async (browser: Browser, word: string) => {
  const seeker = await signUpInNewContext(browser, "Imani");
  const host = await signUpInNewContext(browser, "Tobias");
  const offer = await postMatchingOffer(host, `Loom ${word} hall`, "classroomYouth");
  await postMatchingRequest(seeker, `Weaving ${word} circle`, "classroomYouth");
  return { seeker, host, offer, matchId: await matchIdWith(seeker, host.name) };
};

test("a member: explore's one filter model, the Messages badge and the conversation, offering with photos", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const word = uniqueWord("loom");
  const { seeker, host, matchId } = await pair(browser, word);
  // Twelve more spaces with the word: more than one explore page (12), so the count must be real.
  for (let i = 0; i < 12; i++) await postMatchingOffer(host, `Loom ${word} room ${i}`, "classroomYouth");
  const page = seeker.page;
  await page.setViewportSize(DESKTOP);

  // Explore at 1280: typing applies once it rests, and keeps the focus in the box.
  await openApp(page, "/explore");
  const search = page.getByLabel(T.search, { exact: true });
  await search.click();
  await page.keyboard.type(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(search).toBeFocused();
  await expect(page.locator("#explore-results-count")).toHaveText(T.results(13));
  await expect(page.locator("article.explore-card")).toHaveCount(12);
  // A choice applies at once, keeps what is typed (not yet applied) and keeps its own focus.
  await search.fill(`${word} hall`);
  const choice = page.getByRole("group", { name: T.accessFeature }).getByRole("button").first();
  await choice.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/accessFeature=/);
  await expect(page).toHaveURL(new RegExp(`q=${word}\\+hall`));
  await expect(choice).toBeFocused();
  await expect(choice).toHaveAttribute("aria-pressed", "true");
  await expect(search).toHaveValue(`${word} hall`);
  await expect(page.locator("#explore-results-count")).toHaveText(T.results(0));
  await page.keyboard.press("Space");
  await expect(page.locator("#explore-results-count")).toHaveText(T.results(1));
  expect(await seriousViolations(page)).toEqual([]);

  // At 390 px the filters are a sheet behind a button; closing it puts focus back on the button.
  await page.setViewportSize(PHONE);
  const toggle = page.getByRole("button", { name: T.filtersToggle(1) });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(search).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(search).toHaveValue(`${word} hall`);
  await page.getByRole("button", { name: T.showResults }).click();
  await expect(search).toBeHidden();
  await expect(toggle).toBeFocused();
  await expectNoOverflow(page, "explore at 390 px");

  // An empty conversation (1280): plain words and a suggested first message, put in the box.
  await page.setViewportSize(DESKTOP);
  await openApp(page, `/messages?match=${matchId}`);
  const pane = page.locator(".conversation-pane");
  await expect(pane.getByText(M.firstMessageHint)).toBeVisible();
  await pane.getByRole("button", { name: M.useSuggestion }).click();
  const box = page.getByRole("textbox", { name: M.messageLabel });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(new RegExp(`^Hi Tobias, I'd love to use Loom ${word} hall for Weaving ${word} circle`));
  await box.fill("");

  // The Messages badge (header at 1280, bottom bar at 390) follows the server's count live.
  await openApp(page, "/");
  await expectStreamOpen(page);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: M.messagesNav(0, "0"), exact: true })).toBeVisible();
  await send(host, matchId, "Welcome! The hall is free on Saturdays.");
  await send(host, matchId, `Directions: https://example.org/map?${"x".repeat(300)}`);
  await expect(header.getByRole("link", { name: M.messagesNav(2, "2") })).toBeVisible();
  await expect(header.locator(".nav-unread-badge")).toHaveText("2");
  await page.setViewportSize(PHONE);
  const bottomNav = page.getByRole("navigation", { name: WEB_TEXTS.landmarks.bottomNav });
  await expect(bottomNav.getByRole("link", { name: M.messagesNav(2, "2") })).toBeVisible();
  await send(host, matchId, "And a third one.");
  await expect(bottomNav.getByRole("link", { name: M.messagesNav(3, "3") })).toBeVisible();
  await expect(bottomNav.locator(".nav-unread-badge")).toHaveText("3");

  // The conversation at 390: read, so the badge goes; a compact header; the thread scrolls on its
  // own and the composer stays above the bottom bar, clear of the Feedback button.
  await bottomNav.getByRole("link", { name: M.messagesNav(3, "3") }).click();
  await page.locator(`.match-item[href$="${matchId}"]`).click();
  await expect(page.getByRole("log")).toContainText("And a third one.");
  await expect(bottomNav.getByRole("link", { name: M.messagesNav(0, "0"), exact: true })).toBeVisible();
  await expect(page.locator(".nav-unread-badge")).toHaveCount(0);
  await expect(page.getByText(M.matchDetails)).toBeVisible();
  await expect(page.locator(".summary-more")).not.toHaveAttribute("open", "");
  const thread = page.getByRole("log");
  expect(await thread.evaluate((element) => getComputedStyle(element).overflowY)).toBe("auto");
  await expect(box).toBeInViewport({ ratio: 1 });
  const composer = await page.locator(".composer").boundingBox();
  expect(boxesOverlap(composer, await bottomNav.boundingBox())).toBe(false);
  expect(
    boxesOverlap(
      await page.getByRole("button", { name: M.send }).boundingBox(),
      await page.getByRole("button", { name: WEB_TEXTS.feedback.button }).boundingBox(),
    ),
  ).toBe(false);
  await expectNoOverflow(page, "conversation at 390 px");
  expect(await seriousViolations(page)).toEqual([]);

  // Offering a space (1280): its photos in the same dialog; "I Understand" ticks the terms and
  // puts focus on Submit.
  const hostPage = host.page;
  await hostPage.setViewportSize(DESKTOP);
  await openApp(hostPage);
  await hostPage.getByRole("button", { name: WEB_TEXTS.home.haveSpaceButton }).click();
  const dialog = hostPage.getByRole("dialog", { name: d.offerTitle });
  await dialog.getByLabel(f.spaceName).fill(`Photo ${word} loft`);
  await dialog.getByLabel(f.spaceType).selectOption("classroom");
  await dialog.getByLabel(f.capacity).fill("20");
  await dialog.getByLabel(f.address).fill("12 Maple Ave, Denver");
  await dialog.getByLabel(f.description).fill("A bright loft with tables and a sink.");
  await dialog.getByRole("group", { name: f.availability }).getByRole("button").first().click();
  await dialog.locator(".choice-group").nth(1).getByRole("button").first().click();
  const chooser = hostPage.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: d.addPhotos }).click();
  await (await chooser).setFiles([await imageFile("loft.jpg"), await imageFile("door.png")]);
  await expect(dialog.getByRole("img", { name: d.photoPreview(2) })).toBeVisible();
  await dialog.getByRole("button", { name: d.removePhoto(2) }).click();
  await expect(dialog.locator(".offer-photo-list img")).toHaveCount(1);
  await dialog.getByRole("button", { name: d.submitOffer }).click();
  const guidelines = hostPage.getByRole("dialog", { name: COMMUNITY_GUIDELINES.title });
  await guidelines.getByRole("button", { name: COMMUNITY_GUIDELINES.confirm }).click();
  await expect(guidelines).toBeHidden();
  await expect(dialog.getByRole("checkbox", { name: f.agreeToTerms })).toBeChecked();
  const submit = dialog.getByRole("button", { name: d.submitOffer });
  await expect(submit).toBeFocused();
  const created = hostPage.waitForResponse(
    (response) => response.url().endsWith("/api/space-offers") && response.request().method() === "POST",
  );
  await hostPage.keyboard.press("Enter");
  const offer = (await (await created).json()) as { imageUrls: string[] };
  expect(offer.imageUrls).toHaveLength(1);
  expect(offer.imageUrls[0]).toMatch(/^\/objects\//);
  await expect(dialog).toBeHidden();
  await Promise.all([seeker.context.close(), host.context.close()]);
});

test("a member at 390 px with extra-large text: bottom bar, header, inputs, cover and photo, preferences", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await signUpInNewContext(browser, "Gwendolyn", { viewport: PHONE });
  const page = member.page;
  for (const [kind, route, field] of [
    ["cover", "/api/profile/cover", "coverURL"],
    ["profile", "/api/profile/photo", "photoURL"],
  ] as const) {
    const uploadURL = await uploadImageViaApi(page, kind);
    expect((await page.request.put(route, { data: { [field]: uploadURL } })).status()).toBe(200);
  }
  await withLargeHighContrastText(page);

  // The bottom bar's five labels and the header's name stand clear of each other.
  await openApp(page, "/");
  const labels = page.locator(".bottom-nav-label");
  await expect(labels).toHaveCount(5);
  const boxes = await Promise.all((await labels.all()).map((label) => label.boundingBox()));
  for (const [i, box] of boxes.entries()) {
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `label ${i} on screen`).toBe(true);
    if (i > 0) expect(boxesOverlap(boxes[i - 1] ?? null, box), `labels ${i - 1} and ${i}`).toBe(false);
  }
  const brand = await page.locator(".logo-text").boundingBox();
  for (const tool of await page.locator(".app-header-actions .ant-btn, .app-header-actions a").all()) {
    expect(boxesOverlap(brand, await tool.boundingBox()), "the name clear of the tools").toBe(false);
  }

  // Text inputs grow with the text.
  await openApp(page, "/explore");
  await page.getByRole("button", { name: T.filtersToggle(0) }).click();
  const fits = await page.getByLabel(T.search, { exact: true }).evaluate((input) => {
    const box = input.closest(".ant-input-affix-wrapper, .ant-input") ?? input;
    return box.getBoundingClientRect().height >= Number.parseFloat(getComputedStyle(input).fontSize) * 1.5;
  });
  expect(fits, "the search box is taller than its text").toBe(true);
  await expectNoOverflow(page, "explore at extra-large text");

  // Profile: "Change Cover" clear of the avatar; cover and photo can be removed.
  await openApp(page, "/profile");
  const changeCover = page.getByRole("button", { name: PROFILE_TEXTS.changeCoverLabel });
  expect(boxesOverlap(await changeCover.boundingBox(), await page.locator(".profile-avatar-frame").boundingBox())).toBe(
    false,
  );
  await expect(page.locator(".profile-cover-image")).toHaveCount(1);
  await page.getByRole("button", { name: PROFILE_TEXTS.removeCover }).click();
  await expect(page.getByRole("button", { name: PROFILE_TEXTS.removeCover })).toHaveCount(0);
  await expect(page.locator(".profile-cover-image")).toHaveCount(0);
  await page.getByRole("button", { name: PROFILE_TEXTS.removePhoto }).click();
  await expect(page.getByRole("button", { name: PROFILE_TEXTS.removePhoto })).toHaveCount(0);
  const me = (await (await page.request.get("/api/auth/user")).json()) as Record<string, unknown>;
  expect([me.coverImageUrl, me.profileImageUrl]).toEqual([null, null]);
  await expectNoOverflow(page, "profile at extra-large text");

  // Notification preferences: the buttons fit; leaving with unsaved changes asks first.
  const t = EMAIL_PREFERENCE_TEXTS;
  await openApp(page, "/notification-preferences");
  for (const option of await page.locator(".preferences-form .ant-radio-button-wrapper").all()) {
    const box = await option.boundingBox();
    expect(box && box.x + box.width <= PHONE.width, "a preference button on screen").toBe(true);
  }
  await expectNoOverflow(page, "preferences at extra-large text");
  await page.locator(".preferences-form fieldset").first().getByText(t.frequencies.off, { exact: true }).click();
  await expect(page.getByText(t.unsaved)).toBeVisible();
  const bottomNav = page.getByRole("navigation", { name: WEB_TEXTS.landmarks.bottomNav });
  await bottomNav.getByRole("link", { name: WEB_TEXTS.menu.home }).click();
  const leave = page.getByRole("dialog", { name: t.leaveTitle });
  await leave.getByRole("button", { name: t.stay }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/notification-preferences$/);
  await bottomNav.getByRole("link", { name: WEB_TEXTS.menu.home }).click();
  await leave.getByRole("button", { name: t.leave }).click();
  await expect(page).toHaveURL(/\/$/);
  await member.context.close();
});

test("an admin: a long URL wraps, tiles for waiting work first, reports by status and as CSV, feedback senders, axes, focus back", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const word = uniqueWord("weft");
  const { seeker, host, matchId } = await pair(browser, word);
  const url = `https://example.org/share?token=${"abcdefghij".repeat(150)}`;
  const message = await send(host, matchId, `Look: ${url}`);
  const reported = await seeker.page.request.post("/api/reports", {
    data: { targetType: "message", targetId: message.id, reason: "spam", details: `=cmd ${word}` },
  });
  expect(reported.status()).toBe(201);
  const reportId = ((await reported.json()) as { id: string }).id;
  const screenshot =
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
  for (const [client, text] of [
    [seeker.page.request, `From a member ${word}`],
    [(await browser.newContext()).request, `From a visitor ${word}`],
  ] as const) {
    const sent = await client.post("/api/feedback", { data: { message: text, page: "/explore", screenshot } });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await signInAsAdmin(page);
  await page.setViewportSize(DESKTOP);
  await openApp(page, "/admin?tab=reports");
  // What waits comes first: open reports, then new feedback.
  await expect(page.locator(".admin-tiles .stat-label")).toHaveText([
    a.tiles.openReports,
    a.tiles.newFeedback,
    a.tiles.communityMembers,
    a.tiles.totalMatches,
    a.tiles.feedbackItems,
    a.tiles.activeUsers,
  ]);
  const card = page.locator(".admin-report").filter({ hasText: word });
  await expect(card).toContainText(url.slice(0, 60));
  await expectNoOverflow(page, "reports with a long URL at 1280 px");
  // The chart has a value axis from 0 and numbers on its bars.
  await expect(page.locator(".weekly-tick").first()).toHaveText("0");
  expect(await page.locator(".weekly-tick").count()).toBeGreaterThanOrEqual(2);
  expect(await page.locator(".weekly-bar-value").count()).toBeGreaterThanOrEqual(1);

  // Reports by status, kept in the URL; and as CSV.
  const status = page.getByLabel(SAFETY_TEXTS.statusFilter);
  await status.selectOption("open");
  await expect(page).toHaveURL(/reportStatus=open/);
  await expect(card).toBeVisible();
  await status.selectOption("dismissed");
  await expect(card).toHaveCount(0);
  await expect(page.getByText(SAFETY_TEXTS.noReportsWithStatus(REPORT_STATUS_LABELS.dismissed))).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: EXPORT_TEXTS.labels.reports }).click();
  const csv = await readFile(await (await downloading).path(), "utf8");
  const row = csv.split("\r\n").find((line) => line.includes(reportId));
  expect(row).toContain(`"'=cmd ${word}"`);
  expect(row?.startsWith(`"${reportId}"`)).toBe(true);

  // 390 px: the reports still fit.
  await page.setViewportSize(PHONE);
  await status.selectOption("");
  await expect(card).toBeVisible();
  await expectNoOverflow(page, "reports with a long URL at 390 px");
  await page.setViewportSize(DESKTOP);

  // Feedback: who sent it; details and the full-size screenshot give focus back to their openers.
  await page.getByRole("tab", { name: a.tabs.feedback }).click();
  const fromMember = page.locator("tr").filter({ hasText: `From a member ${word}` });
  await expect(fromMember.getByRole("link", { name: seeker.name })).toHaveAttribute("href", `/user/${seeker.user.id}`);
  await expect(page.locator("tr").filter({ hasText: `From a visitor ${word}` })).toContainText(a.feedback.visitor);
  const opener = fromMember.locator(".admin-row-link");
  await opener.focus();
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: a.feedback.detailsTitle });
  await expect(details.getByRole("link", { name: seeker.name })).toBeVisible();
  const fullSize = details.getByRole("button", { name: new RegExp(a.feedback.viewFullSize) });
  await fullSize.click();
  const shot = page.getByRole("dialog", { name: ADMIN_TRIAGE_TEXTS.screenshotTitle });
  await shot.getByRole("button", { name: a.feedback.viewFullSize, exact: true }).click();
  await expect(shot.locator(".feedback-screenshot-natural")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(shot).toBeHidden();
  await expect(fullSize).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(opener).toBeFocused();
  await Promise.all([seeker.context.close(), host.context.close()]);
});
