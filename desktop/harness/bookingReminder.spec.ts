import { BOOKING_TEXTS, NOTIFICATION_TEXTS } from "@kindred/contract";
import { expectStreamOpen, matchIdWith, postMatchingOffer, postMatchingRequest } from "../e2e/matching";
import { appWithTwoMembers, expect, openInApp, test } from "./fixtures";

const HOUR = 3_600_000;
const localDay = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;

test("a weekly booking agreed in a match is in the app's calendar, and its reminder a day ahead is an OS notification whose click opens the match", async ({
  launchApp,
  browser,
}) => {
  test.setTimeout(90_000);
  // The seeker uses the app; the host answers from a browser of their own.
  const pair = await appWithTwoMembers(launchApp, browser, ["Rowan", "Ines"]);
  const { app, page, window } = pair;
  const [seeker, host] = [pair.member, pair.other];
  try {
    await postMatchingRequest(seeker, `Breathing circle ${Date.now()}`, "studio");
    await postMatchingOffer(host, `Willow Studio ${Date.now()}`, "studio");
    const matchId = await matchIdWith(seeker, host.name);
    for (const member of [seeker, host]) {
      const accepted = await member.page.request.patch(`/api/matches/${matchId}`, { data: { action: "accept" } });
      expect(accepted.status(), await accepted.text()).toBe(200);
    }
    // The harness pages learn of the API-made sign-in on a reload.
    await page.reload();
    await expectStreamOpen(page);

    // A weekly series whose first date starts 23 hours from now: its reminder is due at once.
    const startsAt = new Date(Math.ceil((Date.now() + 23 * HOUR) / 60_000) * 60_000);
    const until = localDay(new Date(startsAt.getTime() + 15 * 24 * HOUR));
    const proposed = await page.request.post(`/api/matches/${matchId}/bookings`, {
      data: {
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
        repeatWeekly: { until },
      },
    });
    expect(proposed.status(), await proposed.text()).toBe(201);
    const { id: bookingId } = (await proposed.json()) as { id: string };

    // With the window unfocused, the host accepts: the next bookings sweep sends the reminder.
    window.blur();
    const accepted = await host.page.request.patch(`/api/bookings/${bookingId}`, { data: { action: "accept" } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await expect
      .poll(() => app.record.notifications.map((shown) => shown.title))
      .toContain(NOTIFICATION_TEXTS.bookingReminderTitle);
    const reminders = app.record.notifications.filter(
      (shown) => shown.title === NOTIFICATION_TEXTS.bookingReminderTitle,
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body).toContain(host.name);

    reminders[0]?.click();
    expect(window.isFocused()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`/messages\\?match=${matchId}$`));
    const card = page.locator(".booking-card");
    await expect(card).toContainText(BOOKING_TEXTS.statusLabels.confirmed);
    await expect(card.locator(".booking-date")).toHaveCount(3);

    // The app's calendar holds the three dates; the member's calendar feed holds the series.
    const first = localDay(startsAt);
    await openInApp(app, `/calendar?view=month&day=${first}`);
    await expect(page.getByRole("heading", { name: BOOKING_TEXTS.calendar.title, exact: true })).toBeVisible();
    await expect(page.locator(`.calendar-grid [data-day="${first}"] .calendar-chip`)).toHaveClass(/is-confirmed/);
    const { url } = (await (await page.request.get("/api/calendar-token")).json()) as { url: string };
    const feed = await page.request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain("RRULE:FREQ=WEEKLY;COUNT=3");
  } finally {
    await host.context.close();
  }
});
