import { REFERENCE_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./communityFixtures";
import { sql } from "./database";
import { openApp } from "./helpers";
import { matchedPair, type SignedInMember } from "./matching";

const t = REFERENCE_TEXTS;

let members: SignedInMember[] = [];
test.afterEach(async () => {
  await Promise.all(members.map((member) => member.context.close()));
  members = [];
});

const SEEKER_TEXT = "A bright, calm space and a host who thought of everything. We'll be back!";
const HOST_TEXT = "Arrived on time, left the room tidy and the chairs stacked. Lovely group.";

/** Nothing in `scope` reaches past the viewport's right edge. */
const overflowing = (page: Page, width: number, scope = "main") =>
  page.evaluate(
    ([right, selector]) =>
      [...document.querySelectorAll(`${selector} *`)]
        .filter((element) => element.getBoundingClientRect().right > right + 1)
        .map((element) => `${element.tagName}.${element.className}`)
        .slice(0, 5),
    [width, scope] as const,
  );

/** The dialog: the experience, the text, then Send. */
const writeReference = async (page: Page, otherName: string, experience: string, text: string) => {
  await page.getByRole("button", { name: t.write }).click();
  const dialog = page.getByRole("dialog", { name: t.writeTitle(otherName) });
  await dialog.getByRole("radio", { name: experience }).check();
  await dialog.getByLabel(t.textLabel).fill(text);
  await expect(dialog.getByText(t.characterCount(text.length))).toBeVisible();
  await dialog.getByRole("button", { name: t.publish }).click();
  await expect(dialog).toBeHidden();
};

test("after a booked date, both parties write references and see them on each other's pages (1280 and 390 px)", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { seeker, host, matchId } = await matchedPair(browser, "outdoorJustice", ["Imani", "Soren"]);
  members = [seeker, host];
  for (const member of members) {
    const accepted = await member.page.request.patch(`/api/matches/${matchId}`, { data: { action: "accept" } });
    expect(accepted.status()).toBe(200);
  }
  // A booking a week ahead, confirmed, then moved to yesterday: no route books the past.
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const proposed = await seeker.page.request.post(`/api/matches/${matchId}/bookings`, {
    data: { startsAt: `${day}T18:00:00Z`, endsAt: `${day}T20:00:00Z` },
  });
  expect(proposed.status()).toBe(201);
  const { id: bookingId } = (await proposed.json()) as { id: string };
  expect((await host.page.request.patch(`/api/bookings/${bookingId}`, { data: { action: "accept" } })).status()).toBe(
    200,
  );
  await sql(
    `UPDATE booking_occurrences SET "startsAt" = now() - interval '26 hours', "endsAt" = now() - interval '24 hours',
            "originalStartsAt" = now() - interval '26 hours' WHERE "bookingId" = $1`,
    [bookingId],
  );

  // The seeker (1280 px) writes first; the dialog says what is missing before anything is sent.
  await openApp(seeker.page, `/messages?match=${matchId}`);
  await seeker.page.getByRole("button", { name: t.write }).click();
  const dialog = seeker.page.getByRole("dialog", { name: t.writeTitle(host.name) });
  await dialog.getByLabel(t.textLabel).fill("Too short");
  await dialog.getByRole("button", { name: t.publish }).click();
  await expect(dialog.getByText(t.textTooShort)).toBeVisible();
  await expect(dialog.getByText(t.experienceRequired)).toBeVisible();
  await dialog.getByRole("button", { name: t.cancel }).click();
  await writeReference(seeker.page, host.name, t.experienceLabels.positive, SEEKER_TEXT);
  const panel = seeker.page.locator(".reference-panel");
  await expect(panel.getByRole("article", { name: t.yours })).toContainText(SEEKER_TEXT);
  await expect(panel).toContainText(t.pending(host.name, "").split(",")[0] as string);
  await expect(seeker.page.getByRole("button", { name: t.write })).toHaveCount(0);

  // Nobody else reads it yet: the host's public page has no references.
  await openApp(host.page, `/user/${host.user.id}`);
  await expect(host.page.getByText(t.none)).toBeVisible();
  await expect(host.page.getByText(SEEKER_TEXT)).toHaveCount(0);

  // The host writes at 390 px; both are published together.
  await host.page.setViewportSize({ width: 390, height: 844 });
  await openApp(host.page, `/messages?match=${matchId}`);
  await writeReference(host.page, seeker.name, t.experienceLabels.neutral, HOST_TEXT);
  await expect(host.page.getByRole("article", { name: t.theirs(seeker.name) })).toContainText(SEEKER_TEXT);

  // Each appears on the other's page, with the counts and the kept booking.
  await openApp(seeker.page, `/user/${host.user.id}`);
  const onHostPage = seeker.page.locator("#member-references").locator("..");
  await expect(onHostPage.locator(".reference-card")).toContainText(SEEKER_TEXT);
  await expect(seeker.page.getByRole("list", { name: t.factsLabel })).toContainText(t.counts(1, 1));
  await expect(seeker.page.getByRole("list", { name: t.factsLabel })).toContainText(t.kept(1, 1));
  expect(await seriousViolations(seeker.page)).toEqual([]);

  await openApp(host.page, `/user/${seeker.user.id}`);
  await expect(host.page.locator(".reference-card").filter({ hasText: HOST_TEXT })).toBeVisible();
  await expect(host.page.getByRole("list", { name: t.factsLabel })).toContainText(t.counts(1, 0));
  expect(await overflowing(host.page, 390)).toEqual([]);
  expect(await seriousViolations(host.page)).toEqual([]);

  // And on the host's own profile, at 390 px.
  await openApp(host.page, "/profile");
  await expect(host.page.locator(".reference-card").filter({ hasText: SEEKER_TEXT })).toBeVisible();
  // (The profile's listings table scrolls in its own box; the references panel must fit.)
  expect(await overflowing(host.page, 390, '[aria-labelledby="references-title"]')).toEqual([]);
});
