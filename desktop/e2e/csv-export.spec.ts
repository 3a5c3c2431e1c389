import { readFile } from "node:fs/promises";
import { COMMUNITY_TEXTS, CSV, CSV_EXPORTS, type CsvExportName, EXPORT_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { createOffer, createRequest, shoot, signedIn, signInAsAdmin, uniqueWord } from "./communityFixtures";
import { E2E_ADMIN_EMAIL } from "./env";
import { openApp } from "./helpers";

/** Clicks an Export CSV link and returns the file the browser downloaded, checked for what every export carries. */
const downloadCsv = async (page: Page, name: CsvExportName) => {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: EXPORT_TEXTS.labels[name], exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^kindred-${CSV_EXPORTS[name].fileStem}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith(`${CSV.byteOrderMark}${CSV_EXPORTS[name].columns.join(",")}\r\n`)).toBe(true);
  return text;
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
  // The formula guard, the quotes doubled, the comma kept inside one quoted field.
  expect(offers).toContain(`${offer.id},"'=Sunrise, ""loft"" ${word}",studio,`);
  expect(offers).toContain("weekend-morning; flexible");
  expect(offers.trimEnd().split("\r\n")).toHaveLength(2);

  const requests = await downloadCsv(page, "myRequests");
  expect(requests).toContain(`${request.id},"Pottery, clay & glaze ${word}",studio,rino,12,half-day,`);
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
  expect(members).toContain(`,${E2E_ADMIN_EMAIL},Avery,Admin,admin,`);

  await page.getByRole("tab", { name: COMMUNITY_TEXTS.admin.tabs.matches }).click();
  await downloadCsv(page, "matches");

  await page.getByRole("tab", { name: COMMUNITY_TEXTS.admin.tabs.feedback }).click();
  const feedback = await downloadCsv(page, "feedback");
  expect(feedback).toContain(`,bug,high,new,"'@everyone the map, it ""breaks"" ${word}",/explore,`);
});
