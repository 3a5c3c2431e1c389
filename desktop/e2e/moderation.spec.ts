import { COMMUNITY_TEXTS, MODERATION_TEXTS, SAFETY_TEXTS } from "@kindred/contract";
import { expect, test } from "@playwright/test";
import { seriousViolations, signedIn, signInAsAdmin, toastWith, uniqueWord } from "./communityFixtures";
import { openApp } from "./helpers";

const m = MODERATION_TEXTS.ui;

test("a moderator turns a report into a 7-day suspension, the member is locked out and hidden, the audit log shows it, and lifting it lets them back", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const harasserContext = await browser.newContext();
  const harasserPage = await harasserContext.newPage();
  const lastName = uniqueWord("Harass");
  const harasser = await signedIn(harasserPage, "harasser", { firstName: "Hal", lastName });
  const harasserId = ((await (await harasserPage.request.get("/api/auth/user")).json()) as { id: string }).id;
  await harasserPage.request.post("/api/space-offers", {
    data: {
      spaceName: `${lastName} Loft`,
      description: "A loft where the harasser hosts.",
      spaceType: "studio",
      address: "1 Loft Way, Denver, CO",
      capacity: 10,
      availability: ["weekday-evening"],
      supportedCauses: ["creative-arts", "workshop"],
      contactName: "Hal",
      contactEmail: harasser.email,
    },
  });

  // A member reports the harasser.
  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await signedIn(reporterPage, "reporter");
  const filed = await reporterPage.request.post("/api/reports", {
    data: { targetType: "user", targetId: harasserId, reason: "harassment", details: "Rude messages" },
  });
  expect(filed.status()).toBe(201);

  // An admin makes a member a moderator.
  const moderatorContext = await browser.newContext();
  const moderatorPage = await moderatorContext.newPage();
  await signedIn(moderatorPage, "moderator", { firstName: "Mo" });
  const moderatorId = ((await (await moderatorPage.request.get("/api/auth/user")).json()) as { id: string }).id;
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  expect(
    (await adminPage.request.put(`/api/admin/users/${moderatorId}/role`, { data: { role: "moderator" } })).status(),
  ).toBe(200);
  await adminContext.close();

  // The moderator opens the admin screen on the Reports tab and suspends from the report.
  await openApp(moderatorPage, "/admin");
  await expect(moderatorPage.getByRole("tab", { name: SAFETY_TEXTS.reportsTab, selected: true })).toBeVisible();
  const report = moderatorPage.getByRole("listitem").filter({ hasText: "Rude messages" });
  await report.getByRole("button", { name: m.suspendMember }).click();
  const dialog = moderatorPage.getByRole("dialog");
  await dialog.getByRole("radio", { name: m.durations["7"] }).check();
  await dialog.getByLabel(m.reasonLabel).fill("Harassing messages to other members.");
  await dialog.getByRole("button", { name: m.suspend }).click();
  await expect(toastWith(moderatorPage, m.suspended)).toBeVisible();
  await expect(report.getByRole("button", { name: m.suspendMember })).toHaveCount(0);
  expect(await seriousViolations(moderatorPage)).toEqual([]);

  // The reporter sees the outcome.
  const [mine] = (await (await reporterPage.request.get("/api/reports/mine")).json()) as { status: string }[];
  expect(mine?.status).toBe("actioned");

  // The harasser is signed out, refused at sign-in with the date, and hidden from explore.
  await harasserPage.reload();
  expect((await harasserPage.request.get("/api/auth/user")).status()).toBe(401);
  const refused = await harasserPage.request.post("/api/auth/email", {
    data: { email: harasser.email, password: harasser.password },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/^Your account is suspended until .+\.$/);
  const explore = await reporterPage.request.get(`/api/explore/offers?q=${lastName}`);
  expect(await explore.json()).toEqual([]);

  // The audit log shows it.
  await moderatorPage.getByRole("tab", { name: m.auditTab }).click();
  const row = moderatorPage.getByRole("row").filter({ hasText: m.audit.actions.suspension });
  await expect(row.first()).toContainText("Harassing messages to other members.");
  await expect(row.first()).toContainText(`Hal ${lastName}`);

  // Lifted from the members list, by keyboard.
  await moderatorPage.getByRole("tab", { name: COMMUNITY_TEXTS.admin.tabs.members }).click();
  await moderatorPage.getByLabel(COMMUNITY_TEXTS.admin.members.searchLabel).fill(lastName);
  const lift = moderatorPage.getByRole("button", { name: m.liftLabel(`Hal ${lastName}`) });
  await lift.focus();
  await moderatorPage.keyboard.press("Enter");
  await moderatorPage.keyboard.type("Talked it through.");
  await moderatorPage.keyboard.press("Tab");
  await moderatorPage.keyboard.press("Tab");
  await moderatorPage.keyboard.press("Enter");
  await expect(toastWith(moderatorPage, m.liftedDone)).toBeVisible();
  const back = await harasserPage.request.post("/api/auth/email", {
    data: { email: harasser.email, password: harasser.password },
  });
  expect(back.status()).toBe(200);
  for (const context of [harasserContext, reporterContext, moderatorContext]) await context.close();
});
