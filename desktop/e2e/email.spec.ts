import { readFile } from "node:fs/promises";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAIL_PREFERENCE_TEXTS,
  ERROR_MESSAGES,
  UNSUBSCRIBE_TEXTS,
  type UserExport,
  YOUR_DATA_TEXTS,
} from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./communityFixtures";
import { newMember, openApp, registerViaApi } from "./helpers";
import { mailedLink, pathOf } from "./mailbox";
import { matchedPair } from "./matching";

const p = EMAIL_PREFERENCE_TEXTS;
const d = YOUR_DATA_TEXTS;

const preferenceGroup = (page: Page, type: keyof typeof p.types) => page.getByRole("group", { name: p.types[type] });
const choice = (page: Page, type: keyof typeof p.types, frequency: keyof typeof p.frequencies) =>
  preferenceGroup(page, type).getByRole("radio", { name: p.frequencies[frequency], exact: true });

test("a member changes which emails they get, by mouse and by keyboard, and the choice is kept", async ({ page }) => {
  await registerViaApi(page, newMember("prefs"));
  await openApp(page, "/profile");
  await page.getByRole("link", { name: p.link }).click();
  await expect(page.getByRole("heading", { name: p.title, level: 1 })).toBeVisible();
  // The defaults: matches and messages at once, match updates in the digest.
  await expect(choice(page, "new_match", "instant")).toBeChecked();
  await expect(choice(page, "new_message", "instant")).toBeChecked();
  await expect(choice(page, "match_update", "daily")).toBeChecked();
  expect(await seriousViolations(page), "preferences page").toEqual([]);

  // antd draws its own radio buttons over hidden inputs: a member clicks the visible label.
  await preferenceGroup(page, "new_message").getByText(p.frequencies.off, { exact: true }).click();
  await expect(choice(page, "new_message", "off")).toBeChecked();
  // Keyboard: arrows move within a group.
  await choice(page, "match_update", "daily").focus();
  await page.keyboard.press("ArrowRight");
  await expect(choice(page, "match_update", "off")).toBeChecked();
  await page.getByRole("button", { name: p.save }).click();
  await expect(page.getByRole("region", { name: p.title }).getByRole("status")).toHaveText(p.saved);

  await page.reload();
  await expect(choice(page, "new_message", "off")).toBeChecked();
  await expect(choice(page, "match_update", "off")).toBeChecked();
  await expect(choice(page, "new_match", "instant")).toBeChecked();
});

test("a member unsubscribes from new-match emails through the link in a mail", async ({ browser }) => {
  const { seeker, host } = await matchedPair(browser, "storefrontYouth", ["Una", "Hal"]);
  const link = await mailedLink(seeker.user.email ?? "", /https?:\/\/[^\s"<>]+\/api\/unsubscribe\?token=[\w.%-]+/);
  expect(decodeURIComponent(link.searchParams.get("token") ?? "")).toMatch(
    new RegExp(`^${seeker.user.id}\\.new_match\\.`),
  );

  // Opened from the mail client, signed out: the page asks first.
  const mailClient = await browser.newContext();
  const page = await mailClient.newPage();
  await page.goto(pathOf(link));
  await expect(page.getByRole("heading", { name: UNSUBSCRIBE_TEXTS.question.new_match })).toBeVisible();
  expect(await seriousViolations(page), "unsubscribe page").toEqual([]);
  await page.getByRole("button", { name: UNSUBSCRIBE_TEXTS.confirm }).click();
  await expect(page.getByRole("heading", { name: UNSUBSCRIBE_TEXTS.done.new_match })).toBeVisible();
  await mailClient.close();

  await openApp(seeker.page, "/notification-preferences");
  await expect(choice(seeker.page, "new_match", "off")).toBeChecked();
  await expect(choice(seeker.page, "new_message", "instant")).toBeChecked();
  await seeker.context.close();
  await host.context.close();
});

test("a member downloads their data as a JSON file", async ({ page }) => {
  const member = newMember("export");
  await registerViaApi(page, member);
  await openApp(page, "/profile");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: d.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(d.fileName);
  const data = JSON.parse(await readFile((await download.path()) as string, "utf8")) as UserExport;
  expect(data.profile.email).toBe(member.email);
  expect(data.profile.firstName).toBe(member.firstName);
  // A new member's preferences are the defaults, every emailed type included (bookings too).
  expect(data.notificationPreferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  expect(JSON.stringify(data)).not.toContain("passwordHash");
});

test("a member deletes their account after a clear warning, and cannot sign in with it again", async ({ page }) => {
  const member = newMember("leaving");
  await registerViaApi(page, member);
  await openApp(page, "/profile");
  await page.getByRole("button", { name: d.deleteAccount }).click();
  const dialog = page.getByRole("dialog", { name: d.deleteTitle });
  for (const line of d.deleteWarning) await expect(dialog.getByText(line, { exact: true })).toBeVisible();
  expect(await seriousViolations(page), "delete account dialog").toEqual([]);

  await dialog.getByLabel(d.passwordLabel, { exact: true }).fill("not-my-password");
  await dialog.getByRole("button", { name: d.confirmDelete }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: d.wrongPassword })).toBeVisible();

  await dialog.getByLabel(d.passwordLabel, { exact: true }).fill(member.password);
  await dialog.getByRole("button", { name: d.confirmDelete }).click();
  await expect(page.getByText(d.deleted, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  const signIn = await page.request.post("/api/auth/email", {
    data: { email: member.email, password: member.password },
  });
  expect(signIn.status()).toBe(401);
  expect((await signIn.json()).message).toBe(ERROR_MESSAGES.invalidLogin);
});
