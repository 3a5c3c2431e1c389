import { readFile } from "node:fs/promises";
import { COMMUNITY_TEXTS, CSV, CSV_EXPORTS, type CsvExportName, EXPORT_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { createOffer, createRequest, shoot, signedIn, signInAsAdmin, uniqueWord } from "./communityFixtures";
import { E2E_ADMIN_EMAIL } from "./env";
import { openApp } from "./helpers";

/** Every field of every record quoted, so a spreadsheet splitting on `;` still reads each cell whole. */
const EVERY_FIELD_QUOTED = /^(?:"(?:[^"]|"")*"(?:,|\r\n))*$/;

/**
 * Clicks an Export CSV link and returns the rows of the file the browser downloaded (read with
 * csv-parse), checked for what every export carries.
 */
const downloadCsv = async (page: Page, name: CsvExportName) => {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: EXPORT_TEXTS.labels[name], exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^kindred-${CSV_EXPORTS[name].fileStem}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith(CSV.byteOrderMark)).toBe(true);
  const body = text.slice(CSV.byteOrderMark.length);
  expect(EVERY_FIELD_QUOTED.test(body)).toBe(true);
  const [header, ...rows] = parse(body, { record_delimiter: "\r\n" }) as string[][];
  expect(header).toEqual(CSV_EXPORTS[name].columns);
  return rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index]])));
};

test("a host downloads their spaces and their requests as CSV files from My Spaces", async ({ page }) => {
  const word = uniqueWord("csv");
  await signedIn(page, "csv-host");
  const offer = await createOffer(page, { spaceName: `=Sunrise, "loft" ${word}` });
  const request = await createRequest(page, { title: `Pottery, clay & glaze ${word}` });
  await openApp(page, "/my-listings");
  await expect(page.getByRole("link", { name: EXPORT_TEXTS.labels.myOffers, exact: true })).toBeVisible();
  await shoot(page, "csv-export-my-spaces-1280");

  const offers = await downloadCsv(page, "myOffers");
  // The formula guard, the quotes and the comma kept inside one field.
  expect(offers).toHaveLength(1);
  expect(offers[0]).toMatchObject({ id: offer.id, spaceName: `'=Sunrise, "loft" ${word}`, spaceType: "Studio" });
  expect(offers[0]?.availability).toBe("Weekend mornings; Flexible");

  const requests = await downloadCsv(page, "myRequests");
  expect(requests).toContainEqual(
    expect.objectContaining({ id: request.id, title: `Pottery, clay & glaze ${word}`, spaceType: "Studio" }),
  );
});

test("an admin downloads members, matches and feedback as CSV files from the dashboard", async ({ page }) => {
  const word = uniqueWord("csvfeedback");
  await signInAsAdmin(page);
  const sent = await page.request.post("/api/feedback", {
    data: { type: "bug", priority: "high", message: `@everyone the map, it "breaks" ${word}`, page: "/explore" },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await openApp(page, "/admin");
  await expect(page.getByRole("link", { name: EXPORT_TEXTS.labels.members, exact: true })).toBeVisible();
  await shoot(page, "csv-export-admin-1280", { fullPage: false });

  const members = await downloadCsv(page, "members");
  expect(members).toContainEqual(expect.objectContaining({ email: E2E_ADMIN_EMAIL, role: "admin" }));

  await page.getByRole("tab", { name: COMMUNITY_TEXTS.admin.tabs.matches }).click();
  await downloadCsv(page, "matches");

  await page.getByRole("tab", { name: COMMUNITY_TEXTS.admin.tabs.feedback }).click();
  const feedback = await downloadCsv(page, "feedback");
  expect(feedback).toContainEqual(
    expect.objectContaining({ type: "bug", message: `'@everyone the map, it "breaks" ${word}`, page: "/explore" }),
  );
});
