import { ERROR_MESSAGES, PASSWORD_RESET_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { newMember, openApp, registerViaApi } from "./helpers";
import { mailedLink } from "./mailbox";

const t = PASSWORD_RESET_TEXTS;
const l = WEB_TEXTS.login;

/** The reset link of the mail to `email`. */
const resetLinkFor = (email: string) => mailedLink(email, /https?:\/\/[^\s"<]+\/reset-password\?token=[\w-]+/);

const signIn = async (page: Page, email: string, password: string) => {
  await openApp(page, "/login");
  await page.getByLabel(l.email, { exact: true }).fill(email);
  await page.getByLabel(l.password, { exact: true }).fill(password);
  await page
    .locator("form", { has: page.getByLabel(l.password, { exact: true }) })
    .getByRole("button", { name: l.submit })
    .click();
};

test("a forgotten password is reset from the mailed link, once", async ({ page, browser }) => {
  const member = newMember("reset");
  const other = await browser.newContext();
  await registerViaApi(await other.newPage(), member);
  await other.close();

  await openApp(page, "/login");
  await page.getByRole("link", { name: t.forgotLink }).click();
  await expect(page.getByRole("heading", { name: t.forgotTitle })).toBeVisible();
  await page.getByLabel(t.emailLabel, { exact: true }).fill(member.email);
  await page.getByRole("button", { name: t.send }).click();
  await expect(page.getByText(t.sent)).toBeVisible();

  const link = await resetLinkFor(member.email);
  const resetPath = `${link.pathname}${link.search}`;
  await page.goto(resetPath);
  await expect(page.getByRole("heading", { name: t.resetTitle })).toBeVisible();
  const newPassword = "a-fresh-password-456";
  await page.getByLabel(t.passwordLabel, { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();

  await signIn(page, member.email, member.password);
  await expect(page.getByText(ERROR_MESSAGES.invalidLogin)).toBeVisible();
  await signIn(page, member.email, newPassword);
  await expect(page).toHaveURL(/\/$/);

  await page.goto(resetPath);
  await page.getByLabel(t.passwordLabel, { exact: true }).fill("yet-another-password");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.invalidToken)).toBeVisible();
});
