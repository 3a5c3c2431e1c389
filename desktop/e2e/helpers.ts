import AxeBuilder from "@axe-core/playwright";
import { expect, type Frame, type Page, type Route } from "@playwright/test";
import axe from "axe-core";
import { confirmEmail } from "./mailbox";

let counter = 0;

/** A member nobody else uses: unique email per call, so tests never share state. */
export const newMember = (prefix = "member") => {
  counter += 1;
  const stamp = `${Date.now()}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
  return {
    email: `${prefix}-${stamp}@example.test`,
    password: "kindred-pass-123",
    firstName: "Robin",
    lastName: `Tester${counter}`,
  };
};

export type Member = ReturnType<typeof newMember>;

/**
 * Signs up through the API in the page's context, so the browser holds the session cookie, and
 * confirms the email with the link the server mailed (`{ confirm: false }` leaves it unconfirmed).
 */
export const registerViaApi = async (page: Page, member: Member, { confirm = true } = {}) => {
  const response = await page.request.post("/api/auth/register", {
    data: { email: member.email, password: member.password, firstName: member.firstName, lastName: member.lastName },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (confirm) await confirmEmail(page.request, member.email);
};

/**
 * Opens a page and waits for the app itself: a prerendered page (docs/performance.md) shows the
 * header before the app runs, so the header alone does not say the app is there; the skip link,
 * the shell's first element, does.
 */
export const openApp = async (page: Page, path = "/") => {
  await page.goto(path);
  // By its target, so that it is found in every language (its text: visitor.spec.ts).
  await expect(page.locator('a[href="#main-content"]')).toBeAttached();
  await expect(page.locator("header.app-header")).toBeVisible();
};

/**
 * Goes to `path` in the app open on `page` as its own links do, without loading the app again:
 * the address changes (`pushState`, then the `popstate` the router listens to) and the router
 * renders the new page. Waits until the scene shown before is gone from the main area, which
 * tells the new one is there. A path with the pathname shown now is opened with `openApp` instead
 * (its scene stays). Two routes that render the same scene one after the other (/about then
 * /privacy, /profile then /my-listings, two offers) keep it too: the wait fails for them, so
 * put another page between them or use `openApp`.
 */
export const navigateInApp = async (page: Page, path: string) => {
  const navigated = await page.evaluate((to) => {
    if (new URL(to, window.location.href).pathname === window.location.pathname) return false;
    document.querySelector("#main-content > *")?.setAttribute("data-e2e-left", "");
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
    return true;
  }, path);
  if (!navigated) return openApp(page, path);
  await expect(
    page.locator("#main-content > [data-e2e-left]"),
    `the scene shown before ${path} is gone (a route with the same scene keeps it)`,
  ).toHaveCount(0);
};

/**
 * Shows each of `paths` in turn, waits for its main heading and runs `atEach` on it: the first
 * loaded (`openApp`), the rest reached inside the app (`navigateInApp`), one load per tour.
 */
export const tourInApp = async (page: Page, paths: readonly string[], atEach: (path: string) => Promise<void>) => {
  for (const [index, path] of paths.entries()) {
    await (index === 0 ? openApp(page, path) : navigateInApp(page, path));
    await expect(page.locator("main h1").first()).toBeVisible();
    await atEach(path);
  }
};

/**
 * Waits until nothing on the page is loading: no spinner and no busy region, two frames apart (a
 * list that starts loading in the frame after the first check is caught by the second).
 */
export const settled = async (page: Page) => {
  const idle = () =>
    page.waitForFunction(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            resolve(!document.querySelector('.ant-spin-spinning, [aria-busy="true"], .ant-skeleton-active')),
          ),
        ),
    );
  await idle();
  await idle();
};

/**
 * Puts axe-core into each of `page`'s frames that does not have it yet. The builder's own
 * injection ran axe's whole source (580 KB) twice per check, into a document that usually had it
 * from the check before: once per document is enough, and a check then costs only its run.
 * Same-origin child frames get it too (a frame that cannot take it is left out, as the builder
 * does); the app has none.
 */
const injectAxeInto = async (frame: Frame) => {
  const present = await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!present) await frame.evaluate(axe.source);
};
const injectAxeOnce = async (page: Page) => {
  await injectAxeInto(page.mainFrame());
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame()) await injectAxeInto(frame).catch(() => undefined);
  }
};

/**
 * axe on `page`, run inside the page (`axe.run`, the builder's "legacy mode"). Its default runs
 * each frame with `axe.runPartial` and then opens a blank page, injects axe there too and
 * finishes the run in it: on the app, which has no frames, both give the same rules and findings,
 * and that extra page made each check take 2.7 times as long. Same-origin frames are still checked;
 * a cross-origin frame (the app has none) would not be. axe is put into the page once per
 * document (`injectAxeOnce`); the builder's own copy of the source is an empty statement.
 */
class AxeOncePerDocument extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({ page: target, axeSource: ";" });
    this.setLegacyMode();
  }

  override async analyze() {
    await injectAxeOnce(this.target);
    return super.analyze();
  }
}

export const axeOn = (page: Page): AxeBuilder => new AxeOncePerDocument(page);

/**
 * Holds every request matching `url` (a route pattern) unanswered until `release`, which lets them
 * all go on to the server. For a step that must happen while the app still waits, whatever its own
 * timers do meanwhile: a backoff's probe cannot end an outage before the test clicks Retry. Routes
 * registered earlier for `url` must be removed before `release`, or the held requests reach them.
 */
export const holdRequests = async (page: Page, url: string) => {
  const handled: Promise<void>[] = [];
  let open!: () => void;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  const hold = (route: Route) => {
    const passed = released.then(() => route.fallback());
    handled.push(passed);
    return passed;
  };
  await page.route(url, hold);
  return {
    release: async () => {
      open();
      await Promise.all(handled);
      await page.unroute(url, hold);
    },
  };
};
