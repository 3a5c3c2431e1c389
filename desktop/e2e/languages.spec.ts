import { LANGUAGE_TEXTS, MODERATION_TEXTS, setLocaleSource, WEB_TEXTS } from "@kindred/contract";
import { registerSpanish } from "@kindred/contract/es";
import { expect, test } from "@playwright/test";
import { newMember, openApp, registerViaApi } from "./helpers";

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

test("a visitor switches to Español on /login, signs in in Spanish, and their saved Spanish follows them", async ({
  browser,
}) => {
  const es = inSpanish(() => ({
    title: WEB_TEXTS.login.title,
    hero: WEB_TEXTS.home.heroTitle,
    email: WEB_TEXTS.login.email,
    password: WEB_TEXTS.login.password,
    submit: WEB_TEXTS.login.submit,
  }));
  expect(es.title).not.toBe(WEB_TEXTS.login.title);
  const account = newMember("languages");
  const registering = await browser.newContext();
  await registerViaApi(await registering.newPage(), account);
  await registering.close();

  // On /login, the switch names each language in itself; choosing Español turns the page at once.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await openApp(page, "/login");
  await expect(page.getByRole("heading", { name: WEB_TEXTS.login.title })).toBeVisible();
  const spanish = page.getByRole("group", { name: LANGUAGE_TEXTS.label }).getByRole("button", { name: "Español" });
  await expect(spanish).toHaveAttribute("aria-pressed", "false");
  await spanish.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: es.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("button", { name: "Español" })).toHaveAttribute("aria-pressed", "true");

  // Signing in keeps it, and saves it for the member: mail and notifications follow it.
  await page.getByLabel(es.email).fill(account.email);
  await page.getByLabel(es.password, { exact: true }).fill(account.password);
  await page.getByRole("button", { name: es.submit }).click();
  await expect(page.getByRole("heading", { name: es.hero })).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get("/api/auth/user")).json()) as { locale: string | null }).locale)
    .toBe("es");
  await visitor.close();

  // Signed in on a fresh browser that never chose, the app and the server follow the saved Spanish.
  const fresh = await browser.newContext();
  const member = await fresh.newPage();
  const signedIn = await member.request.post("/api/auth/email", {
    data: { email: account.email, password: account.password },
  });
  expect(signedIn.ok()).toBe(true);
  await member.goto("/");
  await expect(member.getByRole("heading", { name: es.hero })).toBeVisible();
  await expect(member.locator("html")).toHaveAttribute("lang", "es");
  const refused = await member.request.get("/api/admin/users");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(inSpanish(() => MODERATION_TEXTS.staffOnly));
  await fresh.close();
});
