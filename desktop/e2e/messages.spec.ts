import { LISTING_TEXTS, MATCH_REASON_TEXTS, MESSAGING_TEXTS, SCREEN_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { axeOn, openApp } from "./helpers";
import {
  expectStreamOpen,
  matchIdWith,
  postMatchingOffer,
  postMatchingRequest,
  type SignedInMember,
  signUpInNewContext,
} from "./matching";

const t = MESSAGING_TEXTS;

const seriousViolations = async (page: Page) => {
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
};

const matchRow = (page: Page, otherName: string) =>
  page.getByRole("list", { name: t.matchesLabel }).getByRole("link").filter({ hasText: otherName });

const bell = (page: Page) => page.getByRole("button", { name: new RegExp(`^${WEB_TEXTS.menu.notifications}`) });

const pane = (page: Page) => page.getByRole("region", { name: SCREEN_TEXTS.secureMatchCommunication });

const confirmAction = async (page: Page, label: string) => {
  await pane(page).getByRole("button", { name: label }).click();
  await page.locator(".ant-popconfirm:visible").getByRole("button", { name: t.actions.confirmYes }).click();
};

const sendMessage = async (page: Page, text: string) => {
  const box = page.getByPlaceholder(SCREEN_TEXTS.typeMessage);
  await box.fill(text);
  await box.press("Enter");
};

/**
 * Counts from now how often the page's event stream stops being open. Screens poll only while it
 * is down (`fallbackInterval`), so what arrives while none was counted was pushed, not polled:
 * how fast a push arrives is the bench's figure (docs/performance.md), not a timed test's.
 */
const watchStreamDrops = async (page: Page) => {
  await expectStreamOpen(page);
  await page.evaluate(() => {
    const root = document.documentElement;
    const state = window as { streamDrops?: number };
    state.streamDrops = 0;
    new MutationObserver(() => {
      if (root.dataset.stream !== "open") state.streamDrops = (state.streamDrops ?? 0) + 1;
    }).observe(root, { attributes: true, attributeFilter: ["data-stream"] });
  });
  return () => page.evaluate(() => (window as { streamDrops?: number }).streamDrops);
};

let members: SignedInMember[] = [];

test.afterEach(async () => {
  await Promise.all(members.map((member) => member.context.close()));
  members = [];
});

test("two members see their new match live, talk in real time and both accept", async ({ browser }) => {
  test.setTimeout(120_000);
  const seeker = await signUpInNewContext(browser, "Sage");
  const host = await signUpInNewContext(browser, "Harper");
  members = [seeker, host];
  const requestTitle = `Story circle ${Date.now()}`;
  const spaceName = `Blake Street Gallery ${Date.now()}`;
  const request = await postMatchingRequest(seeker, requestTitle, "gallery");

  // Both have the Messages screen open before the match exists.
  for (const member of members) {
    await openApp(member.page, "/messages");
    await expect(member.page.getByRole("heading", { name: SCREEN_TEXTS.yourMatches })).toBeVisible();
    await expectStreamOpen(member.page);
  }
  await expect(host.page.getByText(SCREEN_TEXTS.noMatchesYet)).toBeVisible();
  await expect(host.page.getByText(SCREEN_TEXTS.submitRequestToStart)).toBeVisible();
  await expect(host.page.getByText(SCREEN_TEXTS.selectMatch)).toBeVisible();

  await postMatchingOffer(host, spaceName, "gallery");

  // The match and its notification arrive without a reload.
  await expect(matchRow(seeker.page, host.name)).toBeVisible();
  await expect(matchRow(host.page, seeker.name)).toBeVisible();
  for (const [member, other] of [
    [seeker, host],
    [host, seeker],
  ] as const) {
    const row = matchRow(member.page, other.name);
    await expect(row).toContainText(SCREEN_TEXTS.newMatch);
    await expect(row).toContainText(t.newBadge);
    await expect(row).toContainText(requestTitle);
    await expect(bell(member.page)).toHaveAccessibleName(/unread/);
  }
  const matchId = await matchIdWith(seeker, host.name);

  // Choosing the match opens its conversation; each reads the room for 12 in a space for 30 from their side.
  for (const [member, other, room] of [
    [seeker, host, MATCH_REASON_TEXTS.roomForYourGroup(30, 12)],
    [host, seeker, MATCH_REASON_TEXTS.groupInYourSpace(30, 12)],
  ] as const) {
    await matchRow(member.page, other.name).click();
    await expect(member.page).toHaveURL(new RegExp(`match=${matchId}`));
    const conversation = pane(member.page);
    await expect(conversation.getByRole("link", { name: requestTitle })).toBeVisible();
    await expect(conversation.getByRole("link", { name: spaceName })).toBeVisible();
    await expect(conversation.getByText("2901 Blake St, Denver")).toBeVisible();
    await expect(conversation.getByText(SCREEN_TEXTS.upToPeople(30))).toBeVisible();
    await expect(conversation.getByText(t.whyMatched)).toBeVisible();
    await expect(conversation.getByText(room, { exact: true })).toBeVisible();
    await expect(conversation.getByText(LISTING_TEXTS.statusLabel("under_review"))).toBeVisible();
    await expect(conversation.getByText(SCREEN_TEXTS.noMessagesYet)).toBeVisible();
  }

  // A message reaches the other member's open screen, pushed while their stream stays open.
  const hello = `Hello from ${seeker.name}, is the gallery free on Tuesdays?`;
  const hostDrops = await watchStreamDrops(host.page);
  const sentAt = Date.now();
  await sendMessage(seeker.page, hello);
  await expect(pane(host.page).getByText(hello)).toBeVisible();
  const deliveredMs = Date.now() - sentAt;
  console.log(`live delivery: message visible on the other member's screen after ${deliveredMs} ms`);
  expect(await hostDrops()).toBe(0);
  await expect(pane(seeker.page).locator(".message-own")).toContainText(hello);
  await expect(pane(seeker.page).getByPlaceholder(SCREEN_TEXTS.typeMessage)).toHaveValue("");

  const reply = "Yes! Tuesdays from 6pm work well.\nBring chairs if you need more than forty.";
  const seekerDrops = await watchStreamDrops(seeker.page);
  await sendMessage(host.page, reply);
  await expect(pane(seeker.page).locator(".message-other")).toContainText("Tuesdays from 6pm work well.");
  expect(await seekerDrops()).toBe(0);
  await expect(pane(host.page).locator(".message-own")).toHaveCount(1);
  // A blank message is never sent.
  await sendMessage(host.page, "   ");
  await expect(pane(host.page).locator(".message-own")).toHaveCount(1);
  await expect(matchRow(seeker.page, host.name)).not.toContainText(SCREEN_TEXTS.newMatch);

  // Both accept; the other side sees each step live.
  await confirmAction(seeker.page, t.actions.accept);
  await expect(pane(seeker.page).getByText(t.youAccepted)).toBeVisible();
  await expect(pane(host.page).getByText(t.otherAccepted)).toBeVisible();
  await confirmAction(host.page, t.actions.accept);
  for (const member of members) {
    await expect(pane(member.page).getByText(LISTING_TEXTS.statusLabel("accepted"), { exact: true })).toBeVisible();
    await expect(pane(member.page).getByRole("button", { name: t.actions.complete })).toBeVisible();
  }

  expect(await seriousViolations(seeker.page)).toEqual([]);

  // The request's own page follows its match.
  await openApp(seeker.page, `/space-request/${request.id}`);
  await expect(seeker.page.getByText(LISTING_TEXTS.statusLabel("accepted"), { exact: true }).first()).toBeVisible();

  // A third member can neither read the conversation nor see the match.
  const outsider = await signUpInNewContext(browser, "Casey");
  members.push(outsider);
  const refused = await outsider.page.request.get(`/api/matches/${matchId}/conversation`);
  expect(refused.status()).toBe(403);
  await openApp(outsider.page, `/messages?match=${matchId}`);
  await expect(pane(outsider.page).getByText(SCREEN_TEXTS.conversationNotFound)).toBeVisible();
  await expect(outsider.page.getByText(SCREEN_TEXTS.noMatchesYet)).toBeVisible();
  await expect(outsider.page.getByText(hello)).toHaveCount(0);
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list and the conversation take turns, with Back to Matches", async ({ browser }) => {
    const seeker = await signUpInNewContext(browser, "Rowan");
    const host = await signUpInNewContext(browser, "Quinn");
    members = [seeker, host];
    await postMatchingRequest(seeker, `Puppet theatre ${Date.now()}`, "storefront");
    await postMatchingOffer(host, `Corner Shop ${Date.now()}`, "storefront");
    const matchId = await matchIdWith(seeker, host.name);

    const page = seeker.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await openApp(page, `/messages?match=${matchId}`);
    await expect(pane(page).getByText(SCREEN_TEXTS.noMessagesYet)).toBeVisible();
    await expect(page.getByRole("heading", { name: SCREEN_TEXTS.yourMatches })).toBeHidden();
    await page.getByRole("button", { name: SCREEN_TEXTS.backToMatches }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(matchRow(page, host.name)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
