import { BOOKING_TEXTS, type MyOccurrence } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations, shoot } from "./communityFixtures";
import { openApp } from "./helpers";
import { matchedPair, type SignedInMember } from "./matching";
import { withLargeHighContrastText } from "./polishFixtures";

const t = BOOKING_TEXTS;

let members: SignedInMember[] = [];
test.afterEach(async () => {
  await Promise.all(members.map((member) => member.context.close()));
  members = [];
});

/** A Tuesday at least a week ahead (`YYYY-MM-DD`), and days after it. */
const tuesdayAhead = () => {
  const at = new Date(Date.now() + 7 * 86_400_000);
  while (at.getDay() !== 2) at.setDate(at.getDate() + 1);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;
};
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const myDates = async (member: SignedInMember, from: string, to: string) => {
  const response = await member.page.request.get(`/api/bookings/mine?from=${from}&to=${to}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as MyOccurrence[]).map((o) => [o.date, o.startsAt, o.status]);
};

const feedOf = async (member: SignedInMember) => {
  const { url } = (await (await member.page.request.get("/api/calendar-token")).json()) as { url: string };
  const response = await member.page.request.get(new URL(url).pathname);
  expect(response.status()).toBe(200);
  return response.text();
};

const dayCell = (page: Page, day: string) => page.locator(`.calendar-grid [data-day="${day}"]`);

test("a seeker proposes a weekly series, the host accepts it from /calendar by keyboard, one date is cancelled, and both calendars and feeds agree", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { seeker, host, matchId } = await matchedPair(browser, "officeEducation", ["Rowan", "Ines"]);
  members = [seeker, host];
  for (const member of members) {
    const accepted = await member.page.request.patch(`/api/matches/${matchId}`, { data: { action: "accept" } });
    expect(accepted.status()).toBe(200);
  }
  const first = tuesdayAhead();
  const until = plusDays(first, 14);

  // The seeker proposes in the conversation.
  await openApp(seeker.page, `/messages?match=${matchId}`);
  await seeker.page.getByRole("button", { name: t.proposeTitle }).click();
  const dialog = seeker.page.getByRole("dialog", { name: t.proposeTitle });
  await dialog.getByLabel(t.date, { exact: true }).fill(first);
  await dialog.getByLabel(t.from, { exact: true }).fill("18:00");
  await dialog.getByLabel(t.to, { exact: true }).fill("20:00");
  await dialog.getByRole("checkbox", { name: t.repeatWeekly }).check();
  await dialog.getByLabel(t.until, { exact: true }).fill(until);
  await shoot(seeker.page, "bookings-propose-1280", { fullPage: false });
  await dialog.getByRole("button", { name: t.propose }).click();
  const card = seeker.page.locator(".booking-card");
  await expect(card).toContainText(t.statusLabels.proposed);
  await expect(card.locator(".booking-date")).toHaveCount(3);

  // The host answers from the calendar, by keyboard only: to the day, then A.
  await openApp(host.page, `/calendar?view=month&day=${plusDays(first, -1)}`);
  await expect(host.page.getByRole("heading", { name: t.calendar.proposals })).toBeVisible();
  await expect(host.page.locator(".calendar-proposal")).toHaveCount(1);
  await dayCell(host.page, plusDays(first, -1)).focus();
  await host.page.keyboard.press("ArrowRight");
  await expect(dayCell(host.page, first)).toBeFocused();
  await expect(dayCell(host.page, first)).toHaveClass(/has-proposal/);
  await host.page.keyboard.press("a");
  await expect(host.page.getByText(t.actionDone).first()).toBeVisible();
  await expect(host.page.locator(".calendar-proposal")).toHaveCount(0);
  await expect(dayCell(host.page, first).locator(".calendar-chip")).toHaveClass(/is-confirmed/);
  // Enter opens the day.
  await dayCell(host.page, first).focus();
  await host.page.keyboard.press("Enter");
  await expect(host.page.getByRole("dialog")).toContainText(t.statusLabels.confirmed);
  await host.page.keyboard.press("Escape");

  // The seeker sees it confirmed and cancels the middle date with a reason.
  await expect(card).toContainText(t.statusLabels.confirmed);
  await card.locator(".booking-date").nth(1).getByRole("button", { name: t.cancelOne }).click();
  const reason = seeker.page.getByRole("dialog", { name: t.reasonTitle("cancel") });
  await reason.getByLabel(t.reason).fill("Family visit");
  await reason.getByRole("button", { name: t.confirm }).click();
  await expect(card.locator(".booking-date").nth(1)).toContainText(t.statusLabels.cancelled);

  // At 390 px with extra-large text, by keyboard, the seeker proposes a new time for the last date:
  // onto the first date's day is the contract's 409, shown in the dialog with what was typed kept.
  await seeker.page.setViewportSize({ width: 390, height: 844 });
  await withLargeHighContrastText(seeker.page);
  await seeker.page.reload();
  const last = plusDays(first, 14);
  await expect(card.locator(".booking-date").nth(2).getByRole("button", { name: t.reschedule })).toBeVisible();
  await shoot(seeker.page, "bookings-card-390-xl");
  await card.locator(".booking-date").nth(2).getByRole("button", { name: t.reschedule }).focus();
  await seeker.page.keyboard.press("Enter");
  const moving = seeker.page.getByRole("dialog", { name: t.rescheduleTitle });
  await expect(moving.getByLabel(t.date, { exact: true })).toHaveValue(last);
  await expect(moving.getByLabel(t.from, { exact: true })).toHaveValue("18:00");
  await moving.getByLabel(t.date, { exact: true }).fill(first);
  await moving.getByLabel(t.to, { exact: true }).press("Enter");
  await expect(moving.getByRole("alert")).toContainText(t.dateTaken(first));
  await expect(moving.getByLabel(t.date, { exact: true })).toHaveValue(first);
  const box = await moving.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await seeker.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(seeker.page)).toEqual([]);
  await shoot(seeker.page, "bookings-reschedule-390-xl", { fullPage: false });
  await moving.getByLabel(t.date, { exact: true }).fill(last);
  await moving.getByLabel(t.from, { exact: true }).fill("19:00");
  await moving.getByLabel(t.to, { exact: true }).fill("21:00");
  await moving.getByRole("button", { name: t.rescheduleSend }).click();
  await expect(moving).toBeHidden();
  await expect(card.locator(".booking-date").nth(2)).toContainText(t.withdrawNewTime);
  // The host sees the new time in the calendar's day and accepts it (the card's answer is unit-tested).
  await openApp(host.page, `/calendar?view=month&day=${last}`);
  await dayCell(host.page, last).click();
  await expect(host.page.getByRole("dialog")).toContainText(t.newTimeProposed("").trim());
  await shoot(host.page, "bookings-calendar-day-1280", { fullPage: false });
  await host.page.keyboard.press("Escape");
  const [booking] = (await (await host.page.request.get(`/api/matches/${matchId}/bookings`)).json()) as {
    id: string;
  }[];
  const moved = await host.page.request.patch(`/api/bookings/${booking?.id}`, {
    data: { action: "accept", occurrence: last },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect(card.locator(".booking-date").nth(2)).not.toContainText(t.withdrawNewTime);
  await expect(card.locator(".booking-date").nth(2).getByRole("button", { name: t.reschedule })).toBeVisible();

  // Both calendars read the same dates; both feeds hold one weekly series with one date left out.
  const expected = await myDates(seeker, first, until);
  expect(expected.map(([, , status]) => status)).toEqual(["confirmed", "cancelled", "confirmed"]);
  expect(await myDates(host, first, until)).toEqual(expected);
  for (const member of members) {
    const feed = await feedOf(member);
    expect(feed).toContain("RRULE:FREQ=WEEKLY;COUNT=3");
    expect(feed.match(/^EXDATE/gm)).toHaveLength(1);
    // The moved date is an override of the series where it was.
    expect(feed.match(/^RECURRENCE-ID/gm)).toHaveLength(1);
  }
  await openApp(host.page, `/calendar?view=month&day=${plusDays(first, 7)}`);
  await expect(dayCell(host.page, plusDays(first, 7)).locator(".calendar-chip")).toHaveClass(/is-cancelled/);
});

test("the host calendar reads well at 390 px with extra-large text", async ({ browser }) => {
  const { seeker, host } = await matchedPair(browser, "officeEducation", ["Noor", "Tove"]);
  members = [seeker, host];
  await host.page.setViewportSize({ width: 390, height: 844 });
  await withLargeHighContrastText(host.page);
  for (const view of ["week", "month"]) {
    await openApp(host.page, `/calendar?view=${view}`);
    await expect(host.page.getByRole("heading", { name: t.calendar.title, exact: true })).toBeVisible();
    await expect(host.page.getByText(t.calendar.noProposals)).toBeVisible();
    const overflowing = await host.page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((element) => element.getBoundingClientRect().right > 391)
        .map((element) => `${element.tagName}.${element.className}`)
        .slice(0, 5),
    );
    expect(overflowing).toEqual([]);
    expect(await host.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(host.page)).toEqual([]);
  }
});
