import { mkdir } from "node:fs/promises";
import { matchIdWith, postMatchingOffer, postMatchingRequest, signUpInNewContext } from "../e2e/matching";
import { HARNESS_API_URL } from "./env";
import { expect, signUpInApp, test, windowPage } from "./fixtures";

test("a deep link from a second launch opens the match in the running window; a cold start opens its page", async ({
  launchApp,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  // A profile folder of the test's own, so it outlives the first app for the cold start.
  const userData = testInfo.outputPath("profile");
  await mkdir(userData, { recursive: true });
  const app = await launchApp({ userData });
  const { page, window } = windowPage(app);
  expect(app.record.protocolClients).toEqual(["kindred"]);
  const seeker = await signUpInApp(page, "Ines");
  const host = await signUpInNewContext(browser, "Pavo", { baseURL: HARNESS_API_URL });
  try {
    await postMatchingRequest(seeker, `Pop-up market ${Date.now()}`, "storefront");
    // Signed up through the API: the window learns who is signed in as a start would.
    await page.reload();
    const offerName = `Corner Shop ${Date.now()}`;
    const offer = await postMatchingOffer(host, offerName, "storefront");
    const matchId = await matchIdWith(seeker, host.name);

    // The OS starts a second app with the link: it hands the link over and quits.
    window.minimize();
    const second = await launchApp({ userData, args: [`kindred://match/${matchId}`] });
    expect([second.window, second.record.quit]).toEqual([null, true]);
    expect([window.isMinimized(), window.isFocused()]).toEqual([false, true]);
    await expect(page).toHaveURL(new RegExp(`/messages\\?match=${matchId}$`));
    await expect(page.getByRole("link", { name: offerName, exact: true })).toBeVisible();

    // With no app running, the link is where the window starts.
    await app.close();
    const cold = await launchApp({ userData, args: [`kindred://space-offer/${offer.id}`] });
    const { page: coldPage } = windowPage(cold);
    await expect(coldPage).toHaveURL(new RegExp(`/space-offer/${offer.id}$`));
    await expect(coldPage.getByRole("heading", { name: offerName, level: 1 })).toBeVisible();
  } finally {
    await host.context.close();
  }
});
