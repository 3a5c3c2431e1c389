import { readFile } from "node:fs/promises";
import { IMPACT_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { seriousViolations, signInAsAdmin } from "./communityFixtures";
import { openApp } from "./helpers";
import { matchedPair, type SignedInMember } from "./matching";

const t = IMPACT_TEXTS;

const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
};

const nextMonth = () => {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}`;
};

const tile = (page: Page, label: string) =>
  page.getByRole("list", { name: t.total }).getByRole("listitem").filter({ hasText: label });

let members: SignedInMember[] = [];

test.afterEach(async () => {
  await Promise.all(members.map((member) => member.context.close()));
  members = [];
});

test("a host sees their spaces' impact, picks months, and exports them as CSV", async ({ browser }) => {
  test.setTimeout(90_000);
  const { seeker, host } = await matchedPair(browser, "officeAccess", ["Harper", "Quinn"]);
  members = [seeker, host];
  const page = host.page;

  await openApp(page, "/my-listings");
  await page.getByRole("link", { name: t.openForHost }).click();
  await expect(page).toHaveURL(/\/impact$/);
  await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();
  await expect(page.getByText(t.intro.host)).toBeVisible();
  await expect(tile(page, t.measures.matchesMade)).toContainText("1");
  await expect(page.locator(".impact-chart svg").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // This month and the next: two rows, and the range is in the URL.
  const month = thisMonth();
  const next = nextMonth();
  await page.getByLabel(t.from, { exact: true }).fill(month);
  await page.getByLabel(t.to, { exact: true }).fill(next);
  await expect(page).toHaveURL(new RegExp(`from=${month}&to=${next}$`));
  const table = page.getByRole("table", { name: t.tableCaption });
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.locator("tfoot td").first()).toHaveText("1");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: t.exportCsv }).click(),
  ]);
  const csv = await readFile((await download.path()) as string, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  // Read as a spreadsheet would (every cell is quoted).
  const rows = parse(csv.slice(1), { record_delimiter: "\r\n" }) as string[][];
  const measures = [t.month, ...Object.values(t.measures)];
  expect(rows[0]?.slice(0, measures.length)).toEqual(measures);
  expect(rows[1]?.slice(0, 2)).toEqual([month, "1"]);
  expect(rows).toHaveLength(4);
  expect(rows.at(-1)?.slice(0, 2)).toEqual([t.total, "1"]);
});

test("admins find community impact from the dashboard's tile", async ({ page }) => {
  await signInAsAdmin(page);
  await openApp(page, "/admin");
  const summary = page.getByRole("region", { name: t.tileTitle });
  await expect(summary).toBeVisible();
  await summary.getByRole("link", { name: t.open }).click();
  await expect(page).toHaveURL(/\/impact$/);
  await expect(page.getByText(t.intro.community)).toBeVisible();
  await expect(page.getByRole("table", { name: t.tableCaption }).locator("tbody tr")).toHaveCount(12);
  expect(await seriousViolations(page)).toEqual([]);
});
