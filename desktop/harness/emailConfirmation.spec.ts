import { EMAIL_VERIFICATION_TEXTS } from "@kindred/contract";
import { confirmEmail } from "../e2e/mailbox";
import { expect, signUpInApp, test, windowPage } from "./fixtures";

const t = EMAIL_VERIFICATION_TEXTS;

test("the desktop window shows the confirm-your-email banner until the mailed link is opened", async ({
  launchApp,
}) => {
  const app = await launchApp();
  const { page } = windowPage(app);
  const member = await signUpInApp(page, "Cora", { confirm: false });
  await page.reload();
  const banner = page.getByRole("region", { name: t.bannerLabel });
  await expect(banner).toContainText(t.banner(member.user.email ?? ""));
  await banner.getByRole("button", { name: t.resend }).click();
  await expect(banner.getByRole("status")).toHaveText(t.resent);

  await confirmEmail(page.request, member.user.email ?? "");
  await page.reload();
  await expect(page.locator("header.app-header")).toBeVisible();
  await expect(banner).toHaveCount(0);
});
