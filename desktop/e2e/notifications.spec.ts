import { MESSAGING_TEXTS, SCREEN_TEXTS, WEB_TEXTS } from "@kindred/contract";
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

const t = MESSAGING_TEXTS.notifications;

const seriousViolations = async (page: Page) => {
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
};

const bell = (page: Page) => page.getByRole("button", { name: new RegExp(`^${WEB_TEXTS.menu.notifications}`) });
const items = (page: Page) => page.locator(".notification-list > li");
const unreadItems = (page: Page) => page.locator(".notification-list > li.notification-unread");

let members: SignedInMember[] = [];

test.afterEach(async () => {
  await Promise.all(members.map((member) => member.context.close()));
  members = [];
});

test("a new member has no notifications and is pointed to the spaces", async ({ browser }) => {
  const member = await signUpInNewContext(browser, "Noa");
  members = [member];
  await openApp(member.page, "/notifications");
  await expect(member.page.getByText(SCREEN_TEXTS.noNotifications)).toBeVisible();
  await expect(bell(member.page)).toHaveAccessibleName(WEB_TEXTS.menu.notifications);
  await member.page.getByRole("link", { name: SCREEN_TEXTS.exploreSpaces }).click();
  await expect(member.page).toHaveURL(/\/explore$/);
});

test("notifications arrive live, are marked read one by one or all at once, and open their match", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const seeker = await signUpInNewContext(browser, "Ari");
  const host = await signUpInNewContext(browser, "Bo");
  members = [seeker, host];
  await postMatchingRequest(seeker, `Lantern workshop ${Date.now()}`, "studio");

  const page = seeker.page;
  await openApp(page, "/notifications");
  await expectStreamOpen(page);

  // The host's offer creates the match; its notification appears without a reload.
  await postMatchingOffer(host, `River Studio ${Date.now()}`, "studio");
  const matchId = await matchIdWith(seeker, host.name);
  const newMatch = items(page)
    .filter({ has: page.getByRole("link", { name: t.viewMatch }) })
    .first();
  await expect(newMatch).toBeVisible();
  await expect(newMatch.locator(".new-badge")).toHaveText(MESSAGING_TEXTS.newBadge);
  await expect(bell(page)).toHaveAccessibleName(/unread/);

  // A message from the host adds a new_message notification.
  const sent = await host.page.request.post(`/api/matches/${matchId}/messages`, {
    data: { content: "Hi! The gallery is yours on Saturday." },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect(unreadItems(page)).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  // Mark one read: its New badge and button go, the other stays unread.
  const first = unreadItems(page).first();
  const firstTitle = (await first.locator(".notification-title").textContent()) ?? "";
  await first.getByRole("button", { name: new RegExp(t.markRead) }).click();
  await expect(unreadItems(page)).toHaveCount(1);
  const marked = items(page).filter({ hasText: firstTitle }).first();
  await expect(marked.locator(".new-badge")).toHaveCount(0);
  await expect(marked.getByRole("button", { name: new RegExp(t.markRead) })).toHaveCount(0);
  await page.reload();
  await expect(unreadItems(page)).toHaveCount(1);

  // Mark all read: no New badge left and the bell is clear.
  await page.getByRole("button", { name: t.markAllRead }).click();
  await expect(unreadItems(page)).toHaveCount(0);
  await expect(page.getByText(t.allRead)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(WEB_TEXTS.menu.notifications);

  // View Match opens the conversation.
  await items(page).getByRole("link", { name: t.viewMatch }).first().click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?match=${matchId}`));
  await expect(
    page.getByRole("region", { name: SCREEN_TEXTS.secureMatchCommunication }).getByText("The gallery is yours"),
  ).toBeVisible();
});
