import { DESKTOP_TEXTS, LISTING_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { holdRequests } from "../e2e/helpers";
import { createRequest } from "../e2e/listingFixtures";
import { serverSwitch } from "../e2e/serverSwitch";
import { PERSISTED_CACHE_KEY } from "../src/renderer/src/queries/persistedCache";
import { HARNESS_API_PORT } from "./env";
import { expect, signUpInApp, test, windowPage } from "./fixtures";

const t = DESKTOP_TEXTS.offline;

test("with the server out of reach the window still starts, shows the last-loaded data under the banner, and Retry reconnects", async ({
  launchApp,
}) => {
  // The app's server is a pass-through the test pulls: connection refused, as with a server that is down.
  const server = serverSwitch(HARNESS_API_PORT + 2, HARNESS_API_PORT);
  await server.start();
  try {
    const app = await launchApp({ savedServerUrl: server.url });
    const { page, window } = windowPage(app);
    await signUpInApp(page, "Oona");
    const title = `Offline desk ${Date.now()}`;
    await createRequest(page, { title });
    await page.reload();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    // The renderer keeps its copy once loading pauses.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", PERSISTED_CACHE_KEY))
      .toContain(title);

    await server.stop();
    window.reload();
    const banner = page.getByRole("alert").filter({ hasText: t.banner(server.url) });
    await expect(banner).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await page.getByRole("tab", { name: WEB_TEXTS.home.myOffers(0) }).click();
    await expect(page.getByRole("button", { name: LISTING_TEXTS.dashboard.firstOffer })).toBeDisabled();

    // Back up, with every call held until Retry has been clicked: the app's own backoff would
    // otherwise end the outage first on a slow machine, and take the button away under the click.
    const api = await holdRequests(page, "**/api/**");
    await server.start();
    await banner.getByRole("button", { name: t.retry }).click();
    await api.release();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole("button", { name: LISTING_TEXTS.dashboard.firstOffer })).toBeEnabled();
  } finally {
    await server.stop();
  }
});
