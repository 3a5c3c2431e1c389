import { DESKTOP_TEXTS, HEALTH_ROUTES, LISTING_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { expect, test } from "@playwright/test";
import { E2E_PORT, E2E_SWITCH_PORT } from "./env";
import { holdRequests, newMember, openApp, registerViaApi } from "./helpers";
import { createRequest } from "./listingFixtures";
import { expectStreamOpen } from "./matching";
import { serverSwitch } from "./serverSwitch";

const t = DESKTOP_TEXTS.offline;
const h = WEB_TEXTS.home;

test("while the server is out of reach a banner says so, loaded data stays readable, writing is disabled, and Retry reconnects", async ({
  browser,
}) => {
  const server = serverSwitch(E2E_SWITCH_PORT, E2E_PORT);
  await server.start();
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await registerViaApi(page, newMember("offline"));
    const title = `Offline clinic ${Date.now()}`;
    await createRequest(page, { title });
    await openApp(page, "/");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    const banner = page.getByRole("alert").filter({ hasText: t.banner(server.url) });
    await expect(banner).toHaveCount(0);

    await expectStreamOpen(page);
    await server.stop();
    // The live stream breaks, the app asks the server, nobody answers: the banner, over the same page.
    await expect(banner).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await page.getByRole("tab", { name: h.myOffers(0) }).click();
    await expect(page.getByRole("button", { name: LISTING_TEXTS.dashboard.firstOffer })).toBeDisabled();
    await expect(page.getByRole("button", { name: WEB_TEXTS.feedback.button })).toBeDisabled();

    // Still out of reach: Retry asks the server, the ask fails, and the banner stays.
    const failedAsk = page.waitForEvent("requestfailed", (request) => request.url().endsWith(HEALTH_ROUTES.live.path));
    await banner.getByRole("button", { name: t.retry }).click();
    await failedAsk;
    await expect(banner).toBeVisible();

    // Back up, with every call held until Retry has been clicked: the app's own backoff would
    // otherwise end the outage first on a slow machine, and take the button away under the click.
    const api = await holdRequests(page, "**/api/**");
    await server.start();
    const retryAsk = page.waitForRequest((request) => request.url().endsWith(HEALTH_ROUTES.live.path));
    await banner.getByRole("button", { name: t.retry }).click();
    await retryAsk;
    await api.release();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole("button", { name: LISTING_TEXTS.dashboard.firstOffer })).toBeEnabled();
    await expect(page.getByRole("button", { name: WEB_TEXTS.feedback.button })).toBeEnabled();
  } finally {
    await context.close();
    await server.stop();
  }
});
