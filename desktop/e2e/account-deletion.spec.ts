import { ACCOUNT_DELETION_TEXTS, YOUR_DATA_TEXTS } from "@kindred/contract";
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./communityFixtures";
import { sql } from "./database";
import { newMember, openApp, registerViaApi } from "./helpers";
import { mailedLink, pathOf } from "./mailbox";

const d = YOUR_DATA_TEXTS;
const t = ACCOUNT_DELETION_TEXTS;

test("a member without a password deletes the account through a mailed link, once", async ({ page, browser }) => {
  const member = newMember("social-leaving");
  await registerViaApi(page, member);
  // As if they had only ever signed in with Google: no route makes that state without Google.
  await sql(`UPDATE users SET "passwordHash" = NULL, "googleId" = $2 WHERE "email" = $1`, [
    member.email,
    `google-${member.email}`,
  ]);

  await openApp(page, "/profile");
  await page.getByRole("button", { name: d.deleteAccount }).click();
  const dialog = page.getByRole("dialog", { name: d.deleteTitle });
  for (const line of d.deleteWarning) await expect(dialog.getByText(line, { exact: true })).toBeVisible();
  await expect(dialog.getByText(t.noPasswordIntro)).toBeVisible();
  await expect(dialog.getByLabel(d.passwordLabel)).toHaveCount(0);
  await dialog.getByRole("button", { name: t.sendConfirmation }).click();
  await expect(dialog.getByRole("status").filter({ hasText: t.sent(member.email) })).toBeVisible();
  expect(await seriousViolations(page), "delete by email dialog").toEqual([]);
  // Nothing is deleted until the link is used.
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  const link = await mailedLink(member.email, /https?:\/\/[^\s"<]+\/delete-account\?token=[\w-]+/);
  // Opened in another browser, where nobody is signed in: the link alone is the authority.
  const elsewhere = await (await browser.newContext()).newPage();
  await openApp(elsewhere, pathOf(link));
  await expect(elsewhere.getByRole("heading", { name: t.pageTitle })).toBeVisible();
  await elsewhere.getByRole("button", { name: t.confirm }).click();
  await expect(elsewhere.getByText(t.deleted)).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await openApp(elsewhere, pathOf(link));
  await elsewhere.getByRole("button", { name: t.confirm }).click();
  await expect(elsewhere.getByText(t.invalidToken)).toBeVisible();
  await elsewhere.context().close();
});
