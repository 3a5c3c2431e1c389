import { COMMUNITY_TEXTS, MESSAGING_TEXTS, MODERATION_TEXTS, SAFETY_TEXTS } from "@kindred/contract";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations, shoot, signedIn, signInAsAdmin, toastWith } from "./communityFixtures";
import { newMember, openApp } from "./helpers";
import { matchedPair } from "./matching";

const m = MODERATION_TEXTS.ui;

/**
 * Presses J (down) or K (up) until the triage cursor is on `report` (other journeys may file
 * reports beside this one).
 */
const moveCursorTo = async (page: Page, report: Locator, key: "j" | "k" = "j") => {
  for (let presses = 0; presses < 50; presses += 1) {
    if ((await report.getAttribute("aria-current")) === "true") return;
    await page.keyboard.press(key);
  }
  await expect(report).toHaveAttribute("aria-current", "true");
};

test("a moderator turns a report of a harassing message into a 7-day suspension and removes another by keys; the member is locked out, hidden and their match paused; the audit log shows it; lifting lets them back", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // Hal hosts a space that matched Rae's request; Hal harasses Rae in their conversation.
  const { seeker: reporter, host: harasser, matchId } = await matchedPair(browser, "outdoorJustice", ["Rae", "Hal"]);
  const conversation = (await (await reporter.page.request.get(`/api/matches/${matchId}/conversation`)).json()) as {
    spaceOffer: { id: string };
  };
  const offerId = conversation.spaceOffer.id;
  const say = async (content: string) => {
    const sent = await harasser.page.request.post(`/api/matches/${matchId}/messages`, { data: { content } });
    expect(sent.status()).toBe(201);
    return ((await sent.json()) as { id: string }).id;
  };
  const first = await say("You are worthless, go away.");
  const second = await say("Nobody wants you here.");
  for (const [targetId, details] of [
    [first, "Harassing message"],
    [second, "Second harassing message"],
  ]) {
    const filed = await reporter.page.request.post("/api/reports", {
      data: { targetType: "message", targetId, reason: "harassment", details },
    });
    expect(filed.status()).toBe(201);
  }
  const inExplore = async () =>
    ((await (await reporter.page.request.get("/api/explore/offers?spaceType=outdoor")).json()) as { id: string }[])
      .map((offer) => offer.id)
      .includes(offerId);
  expect(await inExplore()).toBe(true);

  // An admin makes a member a moderator.
  const moderatorContext = await browser.newContext();
  const moderatorPage = await moderatorContext.newPage();
  await signedIn(moderatorPage, "moderator", { firstName: "Mo" });
  const moderatorId = ((await (await moderatorPage.request.get("/api/auth/user")).json()) as { id: string }).id;
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  expect(
    (await adminPage.request.put(`/api/admin/users/${moderatorId}/role`, { data: { role: "moderator" } })).status(),
  ).toBe(200);
  await adminContext.close();

  // The moderator opens the admin screen on the Reports tab and triages by keys: J to the report,
  // Enter opens it, S suspends its member for the default 7 days.
  await openApp(moderatorPage, "/admin");
  await expect(moderatorPage.getByRole("tab", { name: SAFETY_TEXTS.reportsTab, selected: true })).toBeVisible();
  await moderatorPage.getByRole("button", { name: m.triage.hint }).click();
  await expect(moderatorPage.getByRole("dialog").getByText(m.triage.keys[4][1])).toBeVisible();
  await moderatorPage.keyboard.press("Escape");
  await expect(moderatorPage.getByRole("dialog")).toHaveCount(0);
  // Focus went back to the help button, where Enter is the button's: leave it.
  await moderatorPage.locator("body").click({ position: { x: 5, y: 5 } });
  const report = moderatorPage.getByRole("listitem").filter({ hasText: "Harassing message" }).filter({
    hasNotText: "Second",
  });
  const secondReport = moderatorPage.getByRole("listitem").filter({ hasText: "Second harassing message" });
  await moveCursorTo(moderatorPage, report);
  await moderatorPage.keyboard.press("Enter");
  await expect(report.getByRole("button", { name: m.warnMember })).toBeFocused();
  await shoot(moderatorPage, "moderation-reports-1280");
  await moderatorPage.locator("body").click({ position: { x: 5, y: 5 } });
  await moderatorPage.keyboard.press("s");
  const dialog = moderatorPage.getByRole("dialog");
  await expect(dialog.getByRole("radio", { name: m.durations["7"] })).toBeChecked();
  await expect(dialog.getByLabel(m.reasonLabel)).toBeFocused();
  await moderatorPage.keyboard.type("Harassing messages to other members.");
  await dialog.getByRole("button", { name: m.suspend }).click();
  await expect(toastWith(moderatorPage, m.suspended)).toBeVisible();
  await expect(report.getByRole("button", { name: m.suspendMember })).toHaveCount(0);
  expect(await seriousViolations(moderatorPage)).toEqual([]);

  // R on the second report removes that message, in one step with the report.
  // The newer report is above the first.
  await moveCursorTo(moderatorPage, secondReport, "k");
  await moderatorPage.keyboard.press("r");
  await expect(dialog.getByRole("heading", { name: m.removeTitle("message") })).toBeVisible();
  await expect(dialog.getByLabel(m.reasonLabel)).toBeFocused();
  await moderatorPage.keyboard.type("Insults are not allowed here.");
  await dialog.getByRole("button", { name: m.remove, exact: true }).click();
  await expect(toastWith(moderatorPage, m.removed)).toBeVisible();
  await expect(secondReport.getByRole("button", { name: m.removeContent("message") })).toHaveCount(0);

  // The reporter hears the outcome of both reports.
  const mine = (await (await reporter.page.request.get("/api/reports/mine")).json()) as { status: string }[];
  expect(mine.map((item) => item.status)).toEqual(["actioned", "actioned"]);
  const outcomes = (
    (await (await reporter.page.request.get("/api/notifications")).json()) as { type: string; message: string }[]
  ).filter((notification) => notification.type === "report_outcome");
  expect(outcomes.map((notification) => notification.message)).toEqual([
    MODERATION_TEXTS.notice.reportActioned("message"),
    MODERATION_TEXTS.notice.reportActioned("message"),
  ]);

  // The harasser is signed out, refused at sign-in with the date, and hidden from explore.
  await harasser.page.goto("/");
  expect((await harasser.page.request.get("/api/auth/user")).status()).toBe(401);
  // Every journey's members share newMember's password.
  const credentials = { email: harasser.user.email, password: newMember().password };
  const refused = await harasser.page.request.post("/api/auth/email", { data: credentials });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/^Your account is suspended until .+\.$/);
  expect(await inExplore()).toBe(false);

  // Rae's conversation: the removed message is a placeholder, and the match is paused.
  await openApp(reporter.page, `/messages?match=${matchId}`);
  await expect(reporter.page.getByText(MODERATION_TEXTS.removedPlaceholder)).toBeVisible();
  await expect(reporter.page.getByText("Nobody wants you here.")).toHaveCount(0);
  await expect(reporter.page.getByText("You are worthless, go away.")).toBeVisible();
  await expect(reporter.page.getByRole("status").filter({ hasText: MODERATION_TEXTS.matchPaused })).toBeVisible();
  // Only declining is left to Rae while the match is paused.
  await expect(reporter.page.getByRole("button", { name: MESSAGING_TEXTS.actions.accept })).toHaveCount(0);
  await expect(reporter.page.getByRole("button", { name: MESSAGING_TEXTS.actions.decline })).toBeVisible();
  await shoot(reporter.page, "moderation-paused-1280");
  await reporter.page.setViewportSize({ width: 390, height: 844 });
  await expect(reporter.page.getByText(MODERATION_TEXTS.matchPaused)).toBeVisible();
  await shoot(reporter.page, "moderation-paused-390");

  // The audit log shows both.
  await moderatorPage.getByRole("tab", { name: m.auditTab }).click();
  const suspension = moderatorPage.getByRole("row").filter({ hasText: m.audit.actions.suspension });
  await expect(suspension.first()).toContainText("Harassing messages to other members.");
  await expect(suspension.first()).toContainText(harasser.name);
  const removal = moderatorPage.getByRole("row").filter({ hasText: m.audit.actions.removal });
  await expect(removal.first()).toContainText("Insults are not allowed here.");
  await expect(removal.first()).toContainText(harasser.name);

  // Lifted from the members list, by keyboard.
  await moderatorPage.getByRole("tab", { name: COMMUNITY_TEXTS.admin.tabs.members }).click();
  await moderatorPage.getByLabel(COMMUNITY_TEXTS.admin.members.searchLabel).fill(harasser.name.split(" ")[1] ?? "");
  const lift = moderatorPage.getByRole("button", { name: m.liftLabel(harasser.name) });
  await lift.focus();
  await moderatorPage.keyboard.press("Enter");
  await expect(moderatorPage.getByRole("dialog").getByLabel(m.reasonLabel)).toBeFocused();
  await moderatorPage.keyboard.type("Talked it through.");
  await moderatorPage.keyboard.press("Tab");
  await moderatorPage.keyboard.press("Tab");
  await moderatorPage.keyboard.press("Enter");
  await expect(toastWith(moderatorPage, m.liftedDone)).toBeVisible();
  const back = await harasser.page.request.post("/api/auth/email", { data: credentials });
  expect(back.status()).toBe(200);
  expect(await inExplore()).toBe(true);
  await reporter.page.reload();
  await expect(reporter.page.getByText(MODERATION_TEXTS.matchPaused)).toHaveCount(0);
  // The harasser finds every action and its reason in the app.
  const notices = (
    (await (await harasser.page.request.get("/api/notifications")).json()) as { type: string; title: string }[]
  ).filter((notification) => notification.type === "moderation_notice");
  expect(notices.map((notice) => notice.title).sort()).toEqual(
    [
      MODERATION_TEXTS.notice.liftedTitle,
      MODERATION_TEXTS.notice.removalTitle("message"),
      MODERATION_TEXTS.notice.suspensionTitle,
    ].sort(),
  );
  for (const context of [harasser.context, reporter.context, moderatorContext]) await context.close();
});
