import AxeBuilder from "@axe-core/playwright";
import { SCREEN_TEXTS } from "@kindred/contract";
import { expect, type Page, type Route } from "@playwright/test";
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
  await expect(page.getByRole("link", { name: SCREEN_TEXTS.skipLink })).toBeAttached();
  await expect(page.locator("header.app-header")).toBeVisible();
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
 * axe on `page`, run inside the page (`axe.run`, the builder's "legacy mode"). Its default runs
 * each frame with `axe.runPartial` and then opens a blank page, injects axe there too and
 * finishes the run in it: on the app, which has no frames, both give the same rules and findings,
 * and that extra page made each check take 2.7 times as long. Same-origin frames are still checked;
 * a cross-origin frame (the app has none) would not be.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

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
