import { LOCALE_STORAGE_KEY, MODERATION_TEXTS, setLocaleSource, WEB_TEXTS } from "@kindred/contract";
import { registerSpanish } from "@kindred/contract/es";
import { expect, test } from "@playwright/test";
import { newMember, registerViaApi } from "./helpers";

/**
 * The built app reads Spanish (DESIGN 11.5): its Spanish catalogs load in the browser and reach
 * the screens, the server words its answers in the member's language, and a member's saved
 * language follows them to another browser. The expected texts come from the contract's catalogs.
 */
registerSpanish();
const inSpanish = <T>(read: () => T): T => {
  setLocaleSource(() => "es");
  try {
    return read();
  } finally {
    setLocaleSource(() => "en");
  }
};

test("a browser that chose Spanish shows the app in it, and a member's saved Spanish follows them", async ({
  browser,
}) => {
  const login = inSpanish(() => ({ title: WEB_TEXTS.login.title, hero: WEB_TEXTS.home.heroTitle }));
  expect(login.title).not.toBe(WEB_TEXTS.login.title);

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto("/login");
  await page.evaluate((key) => window.localStorage.setItem(key, "es"), LOCALE_STORAGE_KEY);
  await page.reload();
  await expect(page.getByRole("heading", { name: login.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await visitor.close();

  // A member saves Spanish; signed in on a fresh browser, the app and the server follow it.
  const fresh = await browser.newContext();
  const member = await fresh.newPage();
  await registerViaApi(member, newMember("languages"));
  const saved = await member.request.put("/api/auth/user", { data: { locale: "es" } });
  expect(saved.status()).toBe(200);
  await member.goto("/");
  await expect(member.getByRole("heading", { name: login.hero })).toBeVisible();
  await expect(member.locator("html")).toHaveAttribute("lang", "es");
  const refused = await member.request.get("/api/admin/users");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(inSpanish(() => MODERATION_TEXTS.staffOnly));
  await fresh.close();
});
