import { EMAIL_VERIFICATION_TEXTS, SERVER_MESSAGES } from "@kindred/contract";
import { expect, test } from "@playwright/test";
import { newMember, openApp, registerViaApi } from "./helpers";
import { mailedLink, pathOf } from "./mailbox";

const t = EMAIL_VERIFICATION_TEXTS;
const CONFIRMATION_LINK = /https?:\/\/[^\s"<>]+\/verify-email\?token=[\w-]+/;

for (const width of [1280, 390]) {
  test(`a new member at ${width} px sees the banner, resends the mail and confirms from its link`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const member = newMember("confirm");
    await registerViaApi(page, member, { confirm: false });
    await openApp(page, "/");

    const banner = page.getByRole("region", { name: t.bannerLabel });
    await expect(banner).toContainText(t.banner(member.email));
    // The banner fits the page: nothing spills sideways at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Until confirmed, the server refuses to post a listing, and says why.
    const refused = await page.request.post("/api/space-requests", { data: {} });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: SERVER_MESSAGES.emailNotVerified });

    // Resend by keyboard: the button is reachable and says what happened.
    await banner.getByRole("button", { name: t.resend }).focus();
    await page.keyboard.press("Enter");
    await expect(banner.getByRole("status")).toHaveText(t.resent);

    // The newest link (the resent one) confirms; the banner is gone.
    const link = await mailedLink(member.email, CONFIRMATION_LINK);
    await openApp(page, pathOf(link));
    await expect(page.getByRole("status").filter({ hasText: t.confirmed })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.getByRole("link", { name: t.continue }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: t.bannerLabel })).toHaveCount(0);

    // Opening the same link again says it was used.
    await openApp(page, pathOf(link));
    await expect(page.getByRole("alert").filter({ hasText: t.invalidToken })).toBeVisible();
  });
}

test("the confirmation page without a token says where the link comes from", async ({ page }) => {
  await openApp(page, "/verify-email");
  await expect(page.getByRole("alert").filter({ hasText: t.missingToken })).toBeVisible();
});
