import { randomUUID } from "node:crypto";
import { SCREEN_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { expect, test } from "@playwright/test";
import { openApp } from "./helpers";
import { createRequest, signedIn } from "./listingFixtures";

test.describe("member page", () => {
  test("a visitor sees a member's name, location, bio, interests, member since and listings", async ({
    page,
    browser,
  }) => {
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const member = await signedIn(memberPage, "member-page");
    const interests = ["Pottery", "Gardening", "Youth mentoring", "Jazz", "Bike repair", "Composting"];
    const profile = await memberPage.request.put("/api/auth/user", {
      data: {
        firstName: "Maya",
        lastName: "Rivera",
        bio: "Ceramics teacher opening her studio to neighbours.",
        location: "RiNo, Denver, CO",
        interests,
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const me = (await profile.json()) as { id: string; createdAt: string };
    const request = await createRequest(memberPage, { title: "Community kiln evenings" });
    await memberContext.close();

    await openApp(page, `/user/${me.id}`);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: "Maya Rivera" })).toBeVisible();
    await expect(page).toHaveTitle(/Maya Rivera/);
    await expect(main.getByText(member.email)).toHaveCount(0);
    await expect(main.getByText("RiNo, Denver, CO")).toBeVisible();
    await expect(main.getByRole("heading", { name: WEB_TEXTS.profile.about })).toBeVisible();
    await expect(main.getByText("Ceramics teacher opening her studio to neighbours.")).toBeVisible();
    const tags = main.getByRole("list", { name: WEB_TEXTS.profile.interests });
    for (const interest of interests.slice(0, 4)) await expect(tags.getByText(interest, { exact: true })).toBeVisible();
    await expect(tags.getByText("Bike repair")).toHaveCount(0);
    await expect(tags.getByText("+2", { exact: true })).toBeVisible();
    const since = new Date(me.createdAt).toLocaleDateString("en-US", { year: "numeric", month: "long" });
    await expect(main.getByText(`${WEB_TEXTS.profile.memberSince} ${since}`)).toBeVisible();
    await expect(main.getByText("No active spaces offered yet.")).toBeVisible();
    await main.getByRole("link", { name: "Community kiln evenings" }).click();
    await expect(page).toHaveURL(new RegExp(`/space-request/${request.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Community kiln evenings" })).toBeVisible();
  });

  test("an unknown member reads User Not Found with a way home", async ({ page }) => {
    await openApp(page, `/user/${randomUUID()}`);
    await expect(page.getByRole("heading", { level: 1, name: SCREEN_TEXTS.userNotFound })).toBeVisible();
    await page.getByRole("link", { name: SCREEN_TEXTS.returnHome }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
