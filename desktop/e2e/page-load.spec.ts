import { AUTH_ROUTES, PASSWORD_RESET_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { newMember, openApp, registerViaApi } from "./helpers";

/**
 * What an outside client notices on a page load: how often the app asks who is signed in, what
 * the console says, and whether the page's Content-Security-Policy refused anything (zod's
 * compiled parsers use `new Function`, which the policy forbids, unless zod runs jitless).
 */
const watch = async (page: Page) => {
  const seen = { currentUser: 0, consoleErrors: [] as string[] };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === AUTH_ROUTES.currentUser.path) seen.currentUser += 1;
  });
  page.on("console", (message) => {
    // Chromium prints its own "Failed to load resource … 401" line for the visitor's answer (the
    // spec's "401 means no user"); no page script can silence it, and Firefox prints none. Any
    // other error line, the app's own logging above all, fails the test.
    const browsersOwn =
      message.text().startsWith("Failed to load resource") &&
      message.text().includes("401") &&
      message.location().url.endsWith(AUTH_ROUTES.currentUser.path);
    if (message.type() === "error" && !browsersOwn) seen.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => seen.consoleErrors.push(error.message));
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return seen;
};

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

for (const path of ["/", "/login", "/explore"]) {
  test(`a visitor's load of ${path} asks for the current user once, with no console error or CSP refusal`, async ({
    page,
  }) => {
    const seen = await watch(page);
    await openApp(page, path);
    await page.waitForLoadState("networkidle");
    expect(seen.currentUser).toBe(1);
    expect(seen.consoleErrors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
}

test("a visitor's load of /login asks for the current user once even when the page's code comes 3 s after the answer", async ({
  page,
}) => {
  const seen = await watch(page);
  // A slow machine: every script asked for after the answer to who is signed in arrives 3 s later,
  // so the screens mount long after that answer (the start's own ask) was fresh.
  let answered = false;
  page.on("requestfinished", (request) => {
    if (new URL(request.url()).pathname === AUTH_ROUTES.currentUser.path) answered = true;
  });
  await page.route("**/assets/*.js", async (route) => {
    if (answered) await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.fallback();
  });
  await openApp(page, "/login");
  await page.waitForLoadState("networkidle");
  expect(seen.currentUser).toBe(1);
  expect(seen.consoleErrors).toEqual([]);
});

test("a member who moves on to another page is asked about again there once the answer is 2 s old", async ({
  page,
}) => {
  await registerViaApi(page, newMember("page-load"));
  const seen = await watch(page);
  await openApp(page, "/");
  await page.waitForLoadState("networkidle");
  expect(seen.currentUser).toBe(1);
  // The answer is over 2 s old (a lower bound, whatever the machine's speed).
  await page.waitForTimeout(2_500);
  await page.getByRole("button", { name: WEB_TEXTS.menu.userMenu }).click();
  await page.getByRole("menuitem", { name: WEB_TEXTS.menu.profile }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // The profile's screens mount and ask, so a session ended elsewhere shows up there.
  await expect.poll(() => seen.currentUser).toBe(2);
});

test("a member's load of / asks for each of their lists once when nothing happened to them while it loaded", async ({
  page,
}) => {
  await registerViaApi(page, newMember("page-load-lists"));
  // A server that began listening for events less than its margin (10 s) ago cannot tell: wait
  // until a stream's `ready` says nothing recent for this member (a run of this test alone). The
  // probe runs on an API answer of the same origin: any page of the app would run the app, whose
  // own requests could then reach the count below.
  await page.goto("/api/health");
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<unknown>((resolve) => {
              const probe = new EventSource("/api/events?window=0");
              probe.addEventListener("ready", (event) => {
                probe.close();
                resolve((JSON.parse(event.data) as { recent: boolean }).recent);
              });
            }),
        ),
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(false);
  const asked = new Map<string, number>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    // A member's own lists end in their id: counted by route.
    const route = pathname.replace(/\/[0-9a-f-]{36}$/, "/:id");
    if (route.startsWith("/api/") && route !== "/api/events") asked.set(route, (asked.get(route) ?? 0) + 1);
  });
  await openApp(page, "/");
  await expect(page.locator("html[data-stream='open']")).toBeAttached();
  // The stream's `ready` comes with its first bytes; a refetch it asked for would start within
  // 200 ms (refreshSoon). Well past that, each list was still asked for once.
  await page.waitForTimeout(1_500);
  for (const route of ["/api/matches/user/:id", "/api/notifications", "/api/matches/unread-count"]) {
    expect(asked.get(route), route).toBe(1);
  }
  expect(
    [...asked.values()].every((count) => count === 1),
    JSON.stringify([...asked]),
  ).toBe(true);
});

test("the sign-in form validates with the contract's schemas without any CSP refusal", async ({ page }) => {
  const seen = await watch(page);
  await openApp(page, "/login");
  await page.getByLabel(WEB_TEXTS.login.email, { exact: true }).fill("not-an-email");
  await page.getByLabel(WEB_TEXTS.login.password, { exact: true }).fill("x");
  await page
    .locator("form", { has: page.getByLabel(WEB_TEXTS.login.password, { exact: true }) })
    .getByRole("button", { name: WEB_TEXTS.login.submit })
    .click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});

test('"Forgot your password?" is a target of at least 24×24 px (WCAG 2.2)', async ({ page }) => {
  await openApp(page, "/login");
  const box = await page.getByRole("link", { name: PASSWORD_RESET_TEXTS.forgotLink }).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
});

test("the header's antd styles come from the build's stylesheet, not made in the browser", async ({ page }) => {
  await openApp(page, "/");
  // The app's first render has run: antd inserted the theme's variables.
  await expect(page.locator("style[data-token-hash]").first()).toBeAttached();
  const styles = await page.evaluate(() => ({
    // Before the app's own stylesheets (inlined, no antd marks), as antd's inserted ones are.
    order: [...document.head.children]
      .map((child) =>
        child.matches("link[rel=stylesheet][href*='/assets/antd-']")
          ? "antd"
          : child.matches("style:not([data-rc-order])")
            ? "app"
            : "",
      )
      .filter(Boolean)
      .slice(0, 2),
    sheetRules: [...document.styleSheets].find((sheet) => sheet.href?.includes("/assets/antd-"))?.cssRules.length ?? 0,
    insertedButtonRules: [...document.querySelectorAll("style")].filter((style) =>
      /\.ant-btn\{font-family/.test(style.textContent ?? ""),
    ).length,
  }));
  expect(styles.order).toEqual(["antd", "app"]);
  expect(styles.sheetRules).toBeGreaterThan(100);
  expect(styles.insertedButtonRules).toBe(0);
  // Styled by it: a button's pointer is antd's (a browser's own button shows the default one).
  await expect(page.locator("header .ant-btn").first()).toHaveCSS("cursor", "pointer");
});
