import { mkdir, readdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { CSV, CSV_EXPORTS, EXPORT_TEXTS, SPACE_TYPE_LABELS } from "@kindred/contract";
import { parse } from "csv-parse/sync";
import { createOffer, signedIn } from "../e2e/communityFixtures";
import { expect, openInApp, test, windowPage } from "./fixtures";

const t = EXPORT_TEXTS;

test("Export CSV on My Spaces saves the member's spaces where the native save dialog says", async ({
  launchApp,
}, testInfo) => {
  const app = await launchApp();
  const { page } = windowPage(app);
  // page.request shares the window's cookie jar, so the main process fetches as this member.
  await signedIn(page, "desktop-csv");
  const offer = await createOffer(page, { spaceName: '@Harbour "Loft", east wing' });
  await openInApp(app, "/my-listings");

  // The member cancels first: nothing is fetched or written, and nothing is said.
  const button = page.getByRole("button", { name: t.labels.myOffers, exact: true });
  await button.click();
  await expect.poll(() => app.record.saveDialogs.length).toBe(1);
  await expect(button).toBeEnabled();

  const target = testInfo.outputPath("exports", "spaces.csv");
  await mkdir(dirname(target), { recursive: true });
  app.record.saveDialogAnswers.push({ canceled: false, filePath: target });
  await button.click();
  await expect(page.getByRole("status").filter({ hasText: t.saved(target) })).toBeVisible();

  expect(app.record.saveDialogs[1]).toMatchObject({
    title: t.saveDialogTitle,
    defaultPath: expect.stringMatching(/^kindred-my-space-offers-\d{4}-\d{2}-\d{2}\.csv$/),
    filters: [{ name: t.csvFiles, extensions: ["csv"] }],
  });
  const file = await readFile(target, "utf8");
  expect(file.startsWith(CSV.byteOrderMark)).toBe(true);
  // Read as a spreadsheet would (csv-parse): every cell quoted, the formula-leading name guarded.
  const [header, ...rows] = parse(file.slice(CSV.byteOrderMark.length), { record_delimiter: "\r\n" }) as string[][];
  expect(header).toEqual([...CSV_EXPORTS.myOffers.columns]);
  expect(rows).toHaveLength(1);
  // Choices read as their labels in the file (DESIGN 11.8).
  expect(rows[0]?.slice(0, 3)).toEqual([offer.id, `'@Harbour "Loft", east wing`, SPACE_TYPE_LABELS.studio]);
  // Only the finished file is left: the side file it was streamed into was renamed over it.
  expect(await readdir(dirname(target))).toEqual(["spaces.csv"]);
});
