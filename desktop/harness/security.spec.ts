import { writeFile } from "node:fs/promises";
import { makeImage } from "../e2e/photoFixtures";
import { expect, test, tryInlineScript, windowPage } from "./fixtures";

test("an external link opens in the OS browser and never in a window", async ({ launchApp }) => {
  const app = await launchApp();
  const { page } = windowPage(app);
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "https://example.org/guide";
    link.target = "_blank";
    link.textContent = "Community guide";
    document.body.prepend(link);
  });
  await page.getByRole("link", { name: "Community guide" }).click();
  await expect.poll(() => app.record.externalUrls).toEqual(["https://example.org/guide"]);
  expect(app.record.windowOpens).toEqual([{ url: "https://example.org/guide", action: "deny" }]);
  await expect.poll(() => page.context().pages().length).toBe(1);
});

test("the window refuses to navigate to a foreign origin and hands the link to the OS browser", async ({
  launchApp,
}) => {
  const app = await launchApp();
  const { page } = windowPage(app);
  const appOrigin = new URL(page.url()).origin;
  await page.evaluate(() => {
    window.location.href = "https://example.org/elsewhere";
  });
  await expect.poll(() => app.record.refusedNavigations).toEqual(["https://example.org/elsewhere"]);
  expect(app.record.externalUrls).toEqual(["https://example.org/elsewhere"]);
  expect(new URL(page.url()).origin).toBe(appOrigin);
  await expect(page.locator("header.app-header")).toBeVisible();
});

test("the app's Content Security Policy blocks an inline script", async ({ launchApp }) => {
  const app = await launchApp();
  const { page } = windowPage(app);
  const outcome = await tryInlineScript(page);
  expect(outcome).toEqual({ directive: "script-src-elem", ran: false });
});

test("cropImage refuses a path the member did not pick in the native dialog", async ({ launchApp }, testInfo) => {
  const app = await launchApp();
  const { page } = windowPage(app);
  const notPicked = testInfo.outputPath("not-picked.png");
  await writeFile(notPicked, await makeImage(400, 300));
  const refusal = await page.evaluate(
    (path) =>
      window.desktop?.cropImage(path, { x: 0, y: 0, width: 100, height: 100 }, "1:1").then(
        () => "cropped",
        (error: Error) => error.message,
      ),
    notPicked,
  );
  expect(refusal).toMatch(/choose the photo with pickImages first/);
});
