import { DESKTOP_TEXTS, LISTING_TEXTS, WEB_TEXTS } from "@kindred/contract";
import type { MenuItemConstructorOptions } from "electron";
import { confirmEmail } from "../e2e/mailbox";
import { HARNESS_ADMIN_EMAIL } from "./env";
import { expect, signUpInApp, test, windowPage } from "./fixtures";
import type { DesktopApp } from "./launch";

const t = DESKTOP_TEXTS.menu;

const menuItems = (app: DesktopApp): MenuItemConstructorOptions[] => {
  const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
    items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
  if (!app.record.applicationMenu) throw new Error("The app kept Electron's default menu");
  return flatten(app.record.applicationMenu);
};

/** Chooses a menu item as the member would (its accelerator is the OS's to press). */
const choose = (app: DesktopApp, label: string): void => {
  const item = menuItems(app).find((entry) => entry.label === label);
  if (!item?.click) throw new Error(`No menu item "${label}"`);
  item.click({} as never, undefined, {} as never);
};

test("the app menu replaces Electron's and its items open screens and dialogs in the window", async ({ launchApp }) => {
  const app = await launchApp();
  const { page } = windowPage(app);
  expect(menuItems(app).map((item) => item.role)).not.toContain("toggleDevTools");
  await signUpInApp(page, "Menna");
  await page.reload();
  await expect(page.getByRole("tab", { name: WEB_TEXTS.home.myRequests(0) })).toBeVisible();
  expect(menuItems(app).map((item) => item.label)).not.toContain(t.admin);

  choose(app, t.messages);
  await expect(page).toHaveURL(/\/messages$/);
  choose(app, t.mySpaces);
  await expect(page).toHaveURL(/\/my-listings$/);
  choose(app, t.home);
  await expect(page).toHaveURL(/\/$/);

  choose(app, t.newRequest);
  const requestDialog = page.getByRole("dialog", { name: LISTING_TEXTS.dialogs.requestTitle });
  await expect(requestDialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(requestDialog).toHaveCount(0);
  choose(app, t.search);
  await expect(page.getByRole("dialog", { name: WEB_TEXTS.search.title })).toBeVisible();
  await page.keyboard.press("Escape");

  choose(app, t.server);
  await expect(page.getByRole("heading", { name: DESKTOP_TEXTS.server.title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/server$/);
});

test("a development build's menu has DevTools", async ({ launchApp }) => {
  const app = await launchApp({ isPackaged: false });
  expect(menuItems(app).map((item) => item.role)).toContain("toggleDevTools");
});

test("an admin's menu has Admin, which opens the admin screen", async ({ launchApp }) => {
  const app = await launchApp();
  const { page } = windowPage(app);
  expect(menuItems(app).map((item) => item.label)).not.toContain(t.admin);
  const response = await page.request.post("/api/auth/register", {
    data: { email: HARNESS_ADMIN_EMAIL, password: "kindred-admin-123", firstName: "Ada", lastName: "Admin" },
  });
  expect(response.status(), await response.text()).toBe(201);
  // ADMIN_EMAILS gives the role once the email is confirmed.
  await confirmEmail(page.request, HARNESS_ADMIN_EMAIL);
  await page.reload();
  await expect.poll(() => menuItems(app).map((item) => item.label)).toContain(t.admin);
  choose(app, t.admin);
  await expect(page).toHaveURL(/\/admin$/);
});
