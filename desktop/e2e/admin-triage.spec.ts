import { ADMIN_TRIAGE_TEXTS, COMMUNITY_TEXTS, type Feedback, WEB_TEXTS } from "@kindred/contract";
import { expect, type Page, test } from "@playwright/test";
import { shoot, signInAsAdmin, toastWith, uniqueWord } from "./communityFixtures";
import { axeOn, openApp } from "./helpers";
import { makeImage } from "./photoFixtures";

const a = COMMUNITY_TEXTS.admin.feedback;
const t = ADMIN_TRIAGE_TEXTS;

const postFeedback = async (page: Page, message: string, screenshot?: string) => {
  const response = await page.request.post("/api/feedback", {
    data: { type: "complaint", priority: "critical", message, page: "/triage", screenshot },
  });
  expect(response.status(), await response.text()).toBe(201);
};

/** Serious and critical axe findings; antd's hidden table measure row is the table layout's own. */
const violations = async (page: Page) => {
  const results = await axeOn(page)
    .exclude(".ant-table-measure-row")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
};

test("an admin triages feedback by keyboard in a filtered view kept in the URL", async ({ page }) => {
  const word = uniqueWord("triage");
  await signInAsAdmin(page);
  await postFeedback(page, `Older complaint ${word}`);
  const png = (await makeImage(320, 200)).toString("base64");
  await postFeedback(page, `Newer complaint ${word}`, `data:image/png;base64,${png}`);

  // A shared link opens the Feedback tab with its filters, and a reload keeps them.
  await openApp(page, "/admin?tab=feedback&type=complaint&priority=critical");
  await expect(page.getByRole("tab", { name: COMMUNITY_TEXTS.admin.tabs.feedback })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const rows = page.locator(".admin-tab tr[data-row-key]");
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(page.locator("#feedback-filter-type")).toHaveValue("complaint");
  await expect(page.locator("#feedback-filter-priority")).toHaveValue("critical");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Newer complaint ${word}`);

  // J/K move the cursor row and say where it is.
  const announcer = page.locator(".admin-tab [aria-live]").first();
  await page.keyboard.press("j");
  await expect(rows.first()).toHaveClass(/is-keyboard-current/);
  await page.keyboard.press("j");
  await expect(rows.nth(1)).toHaveClass(/is-keyboard-current/);
  await expect(announcer).toHaveText(t.rowAnnounce(2, 2, WEB_TEXTS.feedback.types.complaint, a.statusLabels.new));
  await page.keyboard.press("k");
  await expect(rows.first()).toHaveClass(/is-keyboard-current/);

  // S shows the screenshot.
  await page.keyboard.press("s");
  const screenshot = page.getByRole("dialog", { name: t.screenshotTitle });
  await expect(screenshot.getByRole("img", { name: a.screenshotAlt })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(screenshot).toBeHidden();

  // 1-4 set the status within the workflow: New cannot jump to Resolved, but moves to In progress.
  await page.keyboard.press("3");
  await expect(toastWith(page, t.notAllowed(a.statusLabels.new, a.statusLabels.resolved))).toBeVisible();
  await page.keyboard.press("2");
  await expect(toastWith(page, a.statusChanged)).toBeVisible();
  await expect(rows.first()).toContainText(a.statusLabels.in_progress);
  const onServer = (await (
    await page.request.get("/api/admin/feedback?type=complaint&priority=critical")
  ).json()) as Feedback[];
  expect(onServer.find((item) => item.message === `Newer complaint ${word}`)?.status).toBe("in_progress");

  // Enter opens the details.
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: a.detailsTitle });
  await expect(details).toContainText(`Newer complaint ${word}`);
  await expect(details.getByRole("button", { name: `${a.changeStatus} ${a.statusLabels.resolved}` })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shoot(page, "admin-triage-details-1280", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // Keys do nothing while a filter has focus; a changed filter goes into the URL.
  const statusFilter = page.locator("#feedback-filter-status");
  await statusFilter.focus();
  await page.keyboard.press("j");
  await expect(rows.first()).toHaveClass(/is-keyboard-current/);
  await statusFilter.selectOption("in_progress");
  await expect(page).toHaveURL(/status=in_progress/);
  await expect(page).toHaveURL(/type=complaint/);
  await expect(rows).toHaveCount(1);

  await page.getByRole("button", { name: t.hint }).click();
  const help = page.getByRole("dialog", { name: t.title });
  for (const [key, meaning] of t.keys) await expect(help).toContainText(`${key}${meaning}`);
  expect(await violations(page)).toEqual([]);
  await shoot(page, "admin-triage-help-1280", { fullPage: false });
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "admin-triage-390");
  expect(await violations(page)).toEqual([]);
});
