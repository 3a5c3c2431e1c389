import { LIVE_REQUEST_TEXTS, type SpaceRequest } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { sql } from "./database";
import { openApp } from "./helpers";
import { createRequest, seriousViolations, signedIn, toast } from "./listingFixtures";
import { mailedLinkIn, pathOf } from "./mailbox";

const t = LIVE_REQUEST_TEXTS;

/** The in-app path of the keep-open link in the mail about `title`. */
const keepOpenPath = async (title: string): Promise<string> =>
  pathOf(await mailedLinkIn(title, /https?:\/\/[^\s"<]+\/keep-open\?token=[\w.%-]+/));

const readRequest = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/space-requests/${id}`)).json()) as SpaceRequest;

/** Moves a request's open window into the past, as if it was posted `days` ago. */
const age = (ids: string[], days: number, askedDaysAgo?: number) =>
  sql(
    `UPDATE space_requests SET "openSince" = now() - make_interval(days => $2),
            "stillLookingAt" = CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(days => $3::int) END
      WHERE "id" = ANY($1::uuid[])`,
    [ids, days, askedDaysAgo ?? null],
  );

const notificationAbout = (page: Page, title: string) =>
  page.locator(".notification-list > li").filter({ hasText: title });

test("a request open for 30 days asks 'Still looking?'; one click keeps it open, from the app or the email", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, "live");
  const fromApp = await createRequest(page, { title: `Seed library ${Date.now()}` });
  const fromMail = await createRequest(page, { title: `Repair cafe ${Date.now()}` });
  await age([fromApp.id, fromMail.id], 31);

  await openApp(page, "/notifications");
  const item = notificationAbout(page, fromApp.title);
  await expect(item.getByRole("heading", { name: t.stillLookingTitle })).toBeVisible({ timeout: 20_000 });
  await expect(notificationAbout(page, fromMail.title)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await item.getByRole("button", { name: t.keepOpen }).click();
  await expect(toast(page, t.keptOpen)).toBeVisible();
  const kept = await readRequest(page, fromApp.id);
  expect(Date.now() - Date.parse(kept.openSince)).toBeLessThan(5 * 60_000);

  // The email's link works without signing in, once.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await openApp(guest, await keepOpenPath(fromMail.title));
  await expect(guest.getByRole("heading", { name: t.page.title })).toBeVisible();
  expect(await seriousViolations(guest)).toEqual([]);
  await guest.getByRole("button", { name: t.keepOpen }).click();
  await expect(guest.getByRole("status").filter({ hasText: t.keptOpen })).toBeVisible();
  await expect(guest.getByRole("link", { name: t.viewRequest })).toHaveAttribute(
    "href",
    `/space-request/${fromMail.id}`,
  );
  expect(Date.now() - Date.parse((await readRequest(page, fromMail.id)).openSince)).toBeLessThan(5 * 60_000);

  // The first request was kept open in the app, so its mailed link no longer works.
  await openApp(guest, await keepOpenPath(fromApp.title));
  await guest.getByRole("button", { name: t.keepOpen }).click();
  await expect(guest.getByRole("alert").filter({ hasText: t.page.invalidToken })).toBeVisible();
  await visitor.close();
});

test("a request left for 45 days is paused; its owner resumes it from its page", async ({ page }) => {
  await signedIn(page, "paused");
  const request = await createRequest(page, { title: `Choir practice ${Date.now()}` });
  await age([request.id], 46, 16);
  await expect.poll(async () => (await readRequest(page, request.id)).pausedAt, { timeout: 20_000 }).not.toBeNull();

  await openApp(page, "/my-listings");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: request.title, exact: true }) });
  await expect(row.getByText(t.pausedBadge, { exact: true })).toBeVisible();

  await row.getByRole("link", { name: request.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/space-request/${request.id}$`));
  await expect(page.getByText(t.pausedBadge, { exact: true })).toBeVisible();
  await expect(page.getByText(t.pausedNote)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: t.keepOpen }).click();
  await expect(toast(page, t.keptOpen)).toBeVisible();
  await expect(page.getByText(t.pausedNote)).toBeHidden();
  expect((await readRequest(page, request.id)).pausedAt).toBeNull();
});
