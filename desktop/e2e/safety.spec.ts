import {
  MESSAGING_TEXTS,
  REPORT_REASON_LABELS,
  REPORT_STATUS_LABELS,
  SAFETY_MESSAGES,
  SAFETY_TEXTS,
  SCREEN_TEXTS,
  WEB_TEXTS,
} from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations, signInAsAdmin, toastWith } from "./communityFixtures";
import { openApp } from "./helpers";
import { matchedPair, type SignedInMember } from "./matching";

const t = SAFETY_TEXTS;

const pane = (page: Page) => page.getByRole("region", { name: SCREEN_TEXTS.secureMatchCommunication });

const searchMembers = async (page: Page, text: string) => {
  await page.getByRole("button", { name: WEB_TEXTS.search.title }).click();
  const dialog = page.getByRole("dialog", { name: WEB_TEXTS.search.title });
  await dialog.getByRole("combobox", { name: WEB_TEXTS.search.placeholder }).fill(text);
  return dialog;
};

let members: SignedInMember[] = [];

test.afterEach(async () => {
  await Promise.all(members.map((member) => member.context.close()));
  members = [];
});

test("a member blocks from a conversation, can no longer message or find them, and unblocks from the profile", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { seeker, host, matchId } = await matchedPair(browser, "gallery", ["Juniper", "Ellis"]);
  members = [seeker, host];
  const page = seeker.page;
  const hostLastName = host.name.split(" ")[1] ?? host.name;

  await openApp(page, `/messages?match=${matchId}`);
  await expect(pane(page).getByRole("button", { name: t.block })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await pane(page).getByRole("button", { name: t.block }).click();
  await page.locator(".ant-popconfirm:visible").getByRole("button", { name: t.block }).click();
  await expect(toastWith(page, t.blocked(host.name))).toBeVisible();
  await expect(pane(page).getByText(MESSAGING_TEXTS.closedNote)).toBeVisible();

  // Either of them sending now gets the block's answer.
  for (const member of [seeker, host]) {
    const sent = await member.page.request.post(`/api/matches/${matchId}/messages`, { data: { content: "Hello?" } });
    expect(sent.status()).toBe(403);
    expect(((await sent.json()) as { message: string }).message).toBe(SAFETY_MESSAGES.cannotMessage);
  }

  // The blocked member is gone from the blocker's search.
  const dialog = await searchMembers(page, hostLastName);
  await expect(dialog.getByText(SCREEN_TEXTS.noResults)).toBeVisible();
  await page.keyboard.press("Escape");

  await openApp(page, "/profile");
  const blocked = page.getByRole("region", { name: t.blockedMembersTitle });
  await expect(blocked.getByRole("link", { name: host.name })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await blocked.getByRole("button", { name: `${t.unblock} ${host.name}` }).click();
  await expect(toastWith(page, t.unblocked(host.name))).toBeVisible();
  await expect(blocked.getByText(t.noBlockedMembers)).toBeVisible();
  const found = await searchMembers(page, hostLastName);
  await expect(found.getByRole("option", { name: new RegExp(host.name) })).toBeVisible();
});

test("a member reports a message, an admin actions it with a note, and the reporter sees the status", async ({
  browser,
  page: adminPage,
}) => {
  test.setTimeout(120_000);
  const { seeker, host, matchId } = await matchedPair(browser, "studio", ["Marlow", "Tamsin"]);
  members = [seeker, host];
  const rude = `Rude words ${Date.now()}`;
  const sent = await host.page.request.post(`/api/matches/${matchId}/messages`, { data: { content: rude } });
  expect(sent.status()).toBe(201);

  const page = seeker.page;
  await openApp(page, `/messages?match=${matchId}`);
  const message = pane(page).getByRole("listitem").filter({ hasText: rude });
  await message.getByRole("button", { name: t.reportMessage }).click();
  const dialog = page.getByRole("dialog", { name: t.reportDialogTitle });
  await dialog.getByRole("radio", { name: REPORT_REASON_LABELS.harassment }).check();
  await dialog.getByLabel(t.detailsLabel).fill("Out of nowhere");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: t.sendReport }).click();
  await expect(toastWith(page, t.reportSent)).toBeVisible();

  await signInAsAdmin(adminPage);
  await openApp(adminPage, "/admin");
  await adminPage.getByRole("tab", { name: t.reportsTab }).click();
  const report = adminPage.getByRole("listitem", { name: `Message: Message from ${host.name}` });
  await expect(report).toContainText(rude);
  await expect(report).toContainText("Out of nowhere");
  await expect(report).toContainText(t.reportedBy(seeker.name));
  expect(await seriousViolations(adminPage)).toEqual([]);
  await report.getByRole("button", { name: REPORT_STATUS_LABELS.reviewing }).click();
  await expect(report.getByRole("button", { name: REPORT_STATUS_LABELS.actioned })).toBeVisible();
  await report.getByLabel(t.moderatorNote).fill("Warned the member");
  await report.getByRole("button", { name: REPORT_STATUS_LABELS.actioned }).click();
  await expect(report).toContainText(`${t.moderatorNote}: Warned the member`);

  await openApp(page, "/profile");
  const mine = page.getByRole("region", { name: t.myReportsTitle });
  await expect(mine.getByRole("listitem").filter({ hasText: host.name })).toContainText(REPORT_STATUS_LABELS.actioned);
});
