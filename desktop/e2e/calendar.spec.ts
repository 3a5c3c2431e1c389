import { CALENDAR_TEXTS, spaceOffer } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { openApp } from "./helpers";
import { createOffer, seriousViolations, signedIn, toast } from "./listingFixtures";

const t = CALENDAR_TEXTS;

/** The day after today's month ends is in next month: the grid shows a month the host pages to. */
const nextMonthFirst = () => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 1));
  return first;
};

const longDate = (date: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(date);
const monthName = (date: Date) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" }).format(date);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

const storedDates = async (page: Page, id: string) =>
  spaceOffer.parse(await (await page.request.get(`/api/space-offers/${id}`)).json()).unavailableDates;

test("a host marks and clears unavailable days by keyboard; the feed and the public page follow", async ({
  page,
  browser,
}) => {
  await signedIn(page, "calendar-host");
  const offer = await createOffer(page, { availability: ["weekday-morning", "weekend-evening"] });
  await openApp(page, `/space-offer/${offer.id}`);

  const first = nextMonthFirst();
  await page.getByRole("button", { name: t.nextMonth }).click();
  const grid = page.getByRole("table", { name: t.gridLabel(monthName(first)) });
  await expect(grid).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Enter and Space toggle the focused day; arrows walk the grid.
  const day = (date: Date, state: string) => grid.getByRole("button", { name: t.dayLabel(longDate(date), state) });
  const firstState = [0, 6].includes(first.getUTCDay()) ? "Evening" : "Morning";
  await day(first, firstState).focus();
  await expect(day(first, firstState)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(day(first, t.unavailable)).toHaveAttribute("aria-pressed", "true");
  await expect(toast(page, t.saved)).toBeVisible();

  const second = plusDays(first, 1);
  const secondState = [0, 6].includes(second.getUTCDay()) ? "Evening" : "Morning";
  await page.keyboard.press("ArrowRight");
  await expect(day(second, secondState)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(day(second, t.unavailable)).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => storedDates(page, offer.id)).toEqual([isoDay(first), isoDay(second)]);

  // Back to the 1st and clear it.
  await page.keyboard.press("ArrowLeft");
  await expect(day(first, t.unavailable)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(day(first, firstState)).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => storedDates(page, offer.id)).toEqual([isoDay(second)]);

  // The week below, and paging a month back, by keyboard.
  await page.keyboard.press("ArrowDown");
  await expect(grid.locator(`[data-day="${isoDay(plusDays(first, 7))}"]`)).toBeFocused();
  await page.keyboard.press("PageUp");
  await expect(page.getByRole("table", { name: t.gridLabel(monthName(plusDays(first, -1))) })).toBeVisible();

  const feed = await page.request.get(`/api/space-offers/${offer.id}/calendar.ics`);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await feed.text();
  expect(text).toContain(`EXDATE;TZID=`);
  expect(text).toContain(isoDay(second).replaceAll("-", ""));
  await expect(page.getByRole("link", { name: t.subscribe })).toHaveAttribute(
    "href",
    new RegExp(`^webcal://[^/]+/api/space-offers/${offer.id}/calendar\\.ics$`),
  );

  // A visitor sees the closed day, without toggles.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await openApp(visitor, `/space-offer/${offer.id}`);
  await visitor.getByRole("button", { name: t.nextMonth }).click();
  const cell = visitor.getByRole("cell", { name: t.dayLabel(longDate(second), t.unavailable) });
  await expect(cell).toBeVisible();
  await expect(visitor.getByRole("table").getByRole("button")).toHaveCount(0);
  expect(await seriousViolations(visitor)).toEqual([]);
  await context.close();
});
