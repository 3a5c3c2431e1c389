import { ERROR_MESSAGES, SCREEN_TEXTS, SUCCESS_MESSAGES, WEB_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./env";
import { newMember, openApp, registerViaApi } from "./helpers";
import { confirmEmail } from "./mailbox";

const l = WEB_TEXTS.login;
const p = WEB_TEXTS.profile;

const signInForm = (page: Page) => page.locator("form", { has: page.getByLabel(l.password, { exact: true }) });

test("a wrong password shows 'Invalid email or password' on the password field", async ({ page, browser }) => {
  const member = newMember("wrong");
  const other = await browser.newContext();
  await registerViaApi(await other.newPage(), member);
  await other.close();

  await openApp(page, "/login");
  await page.getByLabel(l.email, { exact: true }).fill(member.email);
  await page.getByLabel(l.password, { exact: true }).fill("not-the-password");
  await signInForm(page).getByRole("button", { name: l.submit }).click();
  await expect(page.getByText(ERROR_MESSAGES.invalidLogin)).toBeVisible();
  await expect(page.getByLabel(l.password, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/login$/);
});

test("signing up twice with one email shows the server's message", async ({ page, browser }) => {
  const member = newMember("dupe");
  const other = await browser.newContext();
  await registerViaApi(await other.newPage(), member);
  await other.close();

  await openApp(page, "/login");
  await page.getByRole("button", { name: l.toRegister }).click();
  await expect(page.getByRole("heading", { name: l.registerTitle })).toBeVisible();
  await page.getByLabel(l.email, { exact: true }).fill(member.email);
  await page.getByLabel(l.password, { exact: true }).fill(member.password);
  await page.getByRole("button", { name: l.register }).click();
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
});

test("sign up, set up the profile, see the dashboard, sign out and back in, edit the profile", async ({ page }) => {
  const member = newMember("journey");

  // Sign up.
  await openApp(page, "/login");
  await page.getByRole("button", { name: l.toRegister }).click();
  await expect(page.getByRole("heading", { name: l.registerTitle })).toBeVisible();
  await page.getByLabel(l.email, { exact: true }).fill(member.email);
  await page.getByLabel(l.password, { exact: true }).fill(member.password);
  await page.getByRole("button", { name: l.register }).click();

  // Profile setup.
  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(page.getByRole("heading", { name: SCREEN_TEXTS.profileSetupTitle })).toBeVisible();
  await page.getByLabel(p.firstName).fill(member.firstName);
  await page.getByLabel(p.lastName).fill(member.lastName);
  await page.getByLabel(p.location).fill("Denver, CO");
  await page.getByLabel(p.bio).fill("I teach pottery to teenagers.");
  await page.getByLabel(p.interestsLabel).fill("pottery, youth mentoring, , pottery");
  await page.getByRole("button", { name: p.setupSubmit }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS_MESSAGES.profileCreated })).toBeVisible();

  // Home dashboard.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("tab", { name: WEB_TEXTS.home.myRequests(0) })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: WEB_TEXTS.home.myOffers(0) })).toBeVisible();
  await expect(page.getByRole("tab", { name: WEB_TEXTS.home.matches(0) })).toBeVisible();
  await expect(page.getByRole("heading", { name: WEB_TEXTS.home.joinTitle })).toHaveCount(0);

  // Sign out through the user menu.
  await page.getByRole("button", { name: WEB_TEXTS.menu.userMenu }).click();
  await page.getByRole("menuitem", { name: WEB_TEXTS.signOut }).click();
  await expect(page.getByRole("heading", { name: WEB_TEXTS.home.joinTitle })).toBeVisible();

  // Sign in again, remembering the email.
  await openApp(page, "/login");
  await page.getByLabel(l.email, { exact: true }).fill(member.email);
  await page.getByLabel(l.password, { exact: true }).fill(member.password);
  await page.getByRole("checkbox", { name: l.rememberEmail }).check();
  await signInForm(page).getByRole("button", { name: l.submit }).click();
  await expect(page.getByRole("tab", { name: WEB_TEXTS.home.myRequests(0) })).toBeVisible();

  // The profile shows the name, details and interests.
  await openApp(page, "/profile");
  const fullName = `${member.firstName} ${member.lastName}`;
  await expect(page.getByRole("heading", { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByText("Denver, CO")).toBeVisible();
  await expect(page.getByText("I teach pottery to teenagers.")).toBeVisible();
  await expect(page.locator(".tag-list li")).toHaveText(["pottery", "youth mentoring"]);
  await expect(page.getByText(SCREEN_TEXTS.ratingNote)).toBeVisible();

  // Edit the profile.
  await page.getByRole("button", { name: p.editProfile }).click();
  await expect(page.getByLabel(p.location)).toHaveAttribute("placeholder", p.locationPlaceholder);
  await expect(page.getByLabel(p.bio)).toHaveAttribute("rows", "4");
  await page.getByLabel(p.firstName).fill("Rowan");
  await page.getByLabel(p.interestsLabel).fill("ceramics,  gardening ,");
  await page.getByRole("button", { name: SCREEN_TEXTS.saveProfile }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS_MESSAGES.profileUpdated })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Rowan ${member.lastName}` })).toBeVisible();
  await expect(page.locator(".tag-list li")).toHaveText(["ceramics", "gardening"]);

  // Cancel leaves the profile as it was.
  await page.getByRole("button", { name: p.editProfile }).click();
  await page.getByLabel(p.firstName).fill("Nobody");
  await page.getByRole("button", { name: p.cancel }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Rowan ${member.lastName}` })).toBeVisible();

  // Sign out again: the login form is prefilled with the remembered email.
  await page.goto("/api/logout");
  await openApp(page, "/login");
  await expect(page.getByLabel(l.email, { exact: true })).toHaveValue(member.email);
  await expect(page.getByRole("checkbox", { name: l.rememberEmail })).toBeChecked();
});

test("the profile form requires first and last name", async ({ page }) => {
  const member = newMember("required");
  await registerViaApi(page, member);
  await openApp(page, "/profile");
  await page.getByRole("button", { name: p.editProfile }).click();
  await page.getByLabel(p.firstName).fill("");
  await page.getByLabel(p.lastName).fill(" ");
  await page.getByRole("button", { name: SCREEN_TEXTS.saveProfile }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
});

test("saving the profile after the session ended says so and goes to login", async ({ page, context }) => {
  await registerViaApi(page, newMember("expired"));
  await openApp(page, "/profile");
  await page.getByRole("button", { name: p.editProfile }).click();
  await page.getByLabel(p.firstName).fill("Later");
  await page.getByLabel(p.lastName).fill("Person");
  await context.clearCookies();
  await page.getByRole("button", { name: SCREEN_TEXTS.saveProfile }).click();
  const toast = page.getByRole("status").filter({ hasText: ERROR_MESSAGES.loggedOut.title });
  await expect(toast).toContainText(ERROR_MESSAGES.loggedOut.description);
  await expect(page).toHaveURL(/\/login$/);
});

test("members are refused the admin dashboard with a clear message", async ({ page }) => {
  await registerViaApi(page, newMember("notadmin"));
  await openApp(page, "/admin");
  await expect(page.getByRole("heading", { name: WEB_TEXTS.noAccessTitle })).toBeVisible();
  await expect(page.getByText(WEB_TEXTS.noAccessText)).toBeVisible();
  await page.getByRole("button", { name: WEB_TEXTS.menu.userMenu }).click();
  await expect(page.getByRole("menuitem", { name: WEB_TEXTS.menu.admin })).toHaveCount(0);
});

test("signed-in members see the gated screens' titles", async ({ page }) => {
  await registerViaApi(page, newMember("gates"));
  for (const [path, title] of [
    ["/favorites", WEB_TEXTS.pageTitles.favorites],
    ["/messages", WEB_TEXTS.pageTitles.messages],
    ["/notifications", WEB_TEXTS.pageTitles.notifications],
    // Edit screens pick the listing from the member's own list; an unknown id is not found.
    ["/edit-request/x", SCREEN_TEXTS.requestNotFoundEdit],
    ["/edit-offer/x", SCREEN_TEXTS.offerNotFoundEdit],
  ] as const) {
    await openApp(page, path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
});

test("admins reach the admin dashboard from the user menu", async ({ page }) => {
  const admin = { ...newMember("admin"), email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD };
  const registered = await page.request.post("/api/auth/register", { data: admin });
  if (registered.status() === 201) await confirmEmail(page.request, admin.email);
  if (registered.status() === 409) {
    const signedIn = await page.request.post("/api/auth/email", {
      data: { email: admin.email, password: admin.password },
    });
    expect(signedIn.ok()).toBe(true);
  } else {
    expect(registered.status()).toBe(201);
  }
  await openApp(page);
  await page.getByRole("button", { name: WEB_TEXTS.menu.userMenu }).click();
  await page.getByRole("menuitem", { name: WEB_TEXTS.menu.admin }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: WEB_TEXTS.pageTitles.admin })).toBeVisible();
});
