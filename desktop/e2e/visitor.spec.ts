import {
  COMMUNITY_GUIDELINES,
  SCREEN_TEXTS,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
  WEB_TEXTS,
} from "@kindred/contract";
import { expect, test } from "@playwright/test";
import { openApp } from "./helpers";

const h = WEB_TEXTS.home;

test.describe("visitor", () => {
  // Each test opens its own page as a visitor and writes nothing another reads. The file comes last
  // in a whole run, so its tests share both workers instead of one worker ending the run alone.
  test.describe.configure({ mode: "parallel" });

  test("home shows the hero, both space cards and the join card; I Need Space leads to login", async ({ page }) => {
    await openApp(page);
    await expect(page.getByRole("heading", { level: 1, name: h.heroTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: h.needSpaceTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: h.haveSpaceTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: h.joinTitle })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    await page.getByRole("button", { name: h.needSpaceButton }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: WEB_TEXTS.login.title })).toBeVisible();
  });

  test("I Have Space also leads visitors to login", async ({ page }) => {
    await openApp(page);
    await page.getByRole("button", { name: h.haveSpaceButton }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("unknown paths show the 404 page with a link home", async ({ page }) => {
    await openApp(page, "/no/such/page");
    await expect(page.getByRole("heading", { name: SCREEN_TEXTS.notFoundTitle })).toBeVisible();
    await expect(page.getByText(SCREEN_TEXTS.notFoundText)).toBeVisible();
    await page.getByRole("link", { name: WEB_TEXTS.backHome }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  const gated = [
    { path: "/favorites", title: WEB_TEXTS.pageTitles.favorites, text: WEB_TEXTS.signInPrompts.favorites },
    { path: "/profile", title: WEB_TEXTS.pageTitles.profile, text: WEB_TEXTS.signInPrompts.profile },
    { path: "/my-listings", title: WEB_TEXTS.pageTitles.profile, text: WEB_TEXTS.signInPrompts.profile },
    { path: "/messages", title: WEB_TEXTS.pageTitles.messages, text: SCREEN_TEXTS.messagesSignIn },
    { path: "/notifications", title: WEB_TEXTS.pageTitles.notifications, text: WEB_TEXTS.signInPrompts.notifications },
    { path: "/admin", title: WEB_TEXTS.pageTitles.admin, text: WEB_TEXTS.signInPrompts.admin },
    { path: "/profile-setup", title: WEB_TEXTS.pageTitles.profileSetup, text: WEB_TEXTS.signInPrompts.profileSetup },
  ];
  for (const route of gated) {
    test(`${route.path} asks visitors to sign in`, async ({ page }) => {
      await openApp(page, route.path);
      await expect(page.getByRole("heading", { level: 1, name: route.title })).toBeVisible();
      await expect(page.getByText(route.text)).toBeVisible();
      await expect(page.locator("main").getByRole("button", { name: WEB_TEXTS.signIn })).toBeVisible();
    });
  }

  test("the sign-in prompt's button goes through the login endpoint to /login", async ({ page }) => {
    await openApp(page, "/favorites");
    await page.locator("main").getByRole("button", { name: WEB_TEXTS.signIn }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("edit screens send visitors home", async ({ page }) => {
    await openApp(page, "/edit-request/x");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await openApp(page, "/edit-offer/x");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("detail and member pages are open to everyone; unknown listings say so", async ({ page }) => {
    await openApp(page, "/space-request/abc");
    await expect(page.getByRole("heading", { level: 1, name: SCREEN_TEXTS.requestNotFound })).toBeVisible();
    await openApp(page, "/space-offer/abc");
    await expect(page.getByRole("heading", { level: 1, name: SCREEN_TEXTS.spaceNotFound })).toBeVisible();
    await page.getByRole("link", { name: SCREEN_TEXTS.returnHome }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await openApp(page, "/user/abc");
    await expect(page.getByRole("heading", { level: 1, name: SCREEN_TEXTS.userNotFound })).toBeVisible();
    await expect(page.getByRole("link", { name: SCREEN_TEXTS.returnHome })).toBeVisible();
  });

  test("the guidelines dialog opens with the full text and closes", async ({ page }) => {
    await openApp(page);
    await page.getByRole("banner").getByRole("button", { name: WEB_TEXTS.menu.guidelines }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: COMMUNITY_GUIDELINES.title })).toBeVisible();
    await expect(dialog.getByText(COMMUNITY_GUIDELINES.subtitle)).toBeVisible();
    for (const section of COMMUNITY_GUIDELINES.sections) {
      await expect(dialog.getByRole("heading", { name: section.heading })).toBeAttached();
    }
    await dialog.getByRole("button", { name: COMMUNITY_GUIDELINES.confirm }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: WEB_TEXTS.menu.userMenu }).click();
    await page.getByRole("menuitem", { name: WEB_TEXTS.menu.guidelines }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await openApp(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: SCREEN_TEXTS.skipLink });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("the feedback form sends and confirms with a toast", async ({ page }) => {
    await openApp(page, "/login");
    await page.getByRole("button", { name: WEB_TEXTS.feedback.button }).click();
    const dialog = page.getByRole("dialog", { name: WEB_TEXTS.feedback.title });
    const send = dialog.getByRole("button", { name: WEB_TEXTS.feedback.send });
    await expect(send).toBeDisabled();
    await expect(dialog.getByLabel(WEB_TEXTS.feedback.priority)).toHaveCount(0);
    await expect(dialog.getByLabel(WEB_TEXTS.feedback.type)).toHaveValue("general");
    await dialog.getByLabel(WEB_TEXTS.feedback.type).selectOption("bug");
    await expect(dialog.getByLabel(WEB_TEXTS.feedback.priority)).toHaveValue("medium");
    await dialog.getByLabel(WEB_TEXTS.feedback.message).fill("   ");
    await expect(send).toBeDisabled();
    await dialog.getByLabel(WEB_TEXTS.feedback.message).fill("The login page works nicely in the browser test.");
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/feedback"));
    await send.click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({ type: "bug", priority: "medium", page: "/login" });
    expect(body.userAgent).toBeTruthy();
    const toast = page.getByRole("status").filter({ hasText: SUCCESS_MESSAGES.feedbackSubmitted.title });
    await expect(toast).toContainText(SUCCESS_MESSAGES.feedbackSubmitted.description);
    await expect(dialog).toBeHidden();
  });

  test("login validates the email and the password length", async ({ page }) => {
    await openApp(page, "/login");
    await page.getByLabel(WEB_TEXTS.login.email, { exact: true }).fill("not-an-email");
    await page.getByLabel(WEB_TEXTS.login.password, { exact: true }).fill("123");
    await page.locator("form").getByRole("button", { name: WEB_TEXTS.login.submit }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.invalidEmail)).toBeVisible();
    await expect(page.getByText(VALIDATION_MESSAGES.passwordTooShort)).toBeVisible();
  });
});
