import { WEB_TEXTS } from "@kindred/contract";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { newMember, openApp, registerViaApi } from "./helpers";

/** Where each element is on the page, rounded to whole pixels; "missing" when it is not there. */
const boxes = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) =>
      list.map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box
          ? [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)]
          : [selector, "missing"];
      }),
    selectors,
  );

const HOME = [".logo-link", ".hero-eyebrow", ".hero h1", ".hero-text"];
const MESSAGES = [".logo-link", ".messages-heading"];

/**
 * The page as the server sends it, with scripts off (the prerendered first paint), and as the
 * app renders it: the elements the prerendered page paints sit exactly where the app puts them,
 * so the app replacing it moves nothing.
 */
const compare = async (
  browser: Browser,
  baseURL: string,
  width: number,
  path: string,
  selectors: string[],
  member: boolean,
) => {
  const viewport = { width, height: 844 };
  const still = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
  try {
    const prerendered = await still.newPage();
    if (member) await registerViaApi(prerendered, newMember("prerendered"));
    await prerendered.goto(path);
    await expect(prerendered.locator("#root[data-prerendered] h1")).toBeVisible();
    const painted = await boxes(prerendered, selectors);
    expect(painted.filter((box) => box[1] === "missing")).toEqual([]);

    const running = await browser.newContext({ baseURL, viewport, storageState: await still.storageState() });
    try {
      const app = await running.newPage();
      await openApp(app, path);
      await expect(app.locator(selectors.at(-1) ?? "h1")).toBeVisible();
      expect(await boxes(app, selectors)).toEqual(painted);
    } finally {
      await running.close();
    }
  } finally {
    await still.close();
  }
};

const PAGES = [
  { what: "a visitor's home page paints the header and hero", path: "/", selectors: HOME, member: false },
  { what: "a member's home page paints the header and hero", path: "/", selectors: HOME, member: true },
  {
    what: "a member's messages page paints the header and heading",
    path: "/messages",
    selectors: MESSAGES,
    member: true,
  },
];

for (const width of [390, 1280]) {
  test.describe(`prerendered pages at ${width} px`, () => {
    for (const { what, path, selectors, member } of PAGES) {
      test(`${what} where the app renders them`, async ({ browser, baseURL }) => {
        await compare(browser, baseURL ?? "", width, path, selectors, member);
      });
    }
  });
}

test("the prerendered home page says what the app's does", async ({ browser, baseURL }) => {
  const still = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await still.newPage();
    await page.goto("/");
    await expect(page).toHaveTitle(`${WEB_TEXTS.pageTitles.home} · ${WEB_TEXTS.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WEB_TEXTS.home.heroTitle);
    await expect(page.locator(".hero-eyebrow")).toHaveText(WEB_TEXTS.tagline);
    await expect(page.locator(".hero-text")).toHaveText(WEB_TEXTS.home.heroText);
  } finally {
    await still.close();
  }
});
