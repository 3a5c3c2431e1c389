import { existsSync } from "node:fs";
import { CHANNELS } from "../src/shared/channels";
import { expect, test, windowPage } from "./fixtures";

const APP_PAGE = "app://kindred/";

test("the built main opens a sandboxed, isolated window on app:// with the built preload", async ({ launchApp }) => {
  const app = await launchApp();
  const { window: mainWindow, page } = windowPage(app);
  const { webPreferences = {} } = mainWindow.options;
  expect(webPreferences.preload).toMatch(/out\/preload\/index\.cjs$/);
  expect(existsSync(webPreferences.preload ?? "")).toBe(true);
  expect([webPreferences.contextIsolation, webPreferences.sandbox, webPreferences.nodeIntegration]).toEqual([
    true,
    true,
    false,
  ]);
  expect(mainWindow.webContents.getURL()).toBe(APP_PAGE);
  expect(new URL(page.url()).origin).toBe(app.pageOrigin);
  expect(await page.evaluate(() => typeof window.desktop?.pickImages)).toBe("function");
  // The preload hands the page its bridge only: nothing of ipcRenderer or require leaks.
  // One method per invoke channel, plus onNavigate and onMenuCommand for what main sends.
  const sent = ["navigate", "menuCommand"];
  const bridgeMethods = [
    ...Object.keys(CHANNELS).filter((name) => !sent.includes(name)),
    "onNavigate",
    "onMenuCommand",
  ];
  expect(await page.evaluate(() => Object.keys(window.desktop ?? {}).sort())).toEqual(bridgeMethods.sort());
  expect(await page.evaluate(() => "require" in window || "ipcRenderer" in window)).toBe(false);
});

test("app:// serves the shell with its CSP for deep paths and forwards /api with the server's own Origin", async ({
  launchApp,
}) => {
  const app = await launchApp();
  const shell = await fetch(`${app.loopbackOrigin}/messages?match=1`);
  expect(shell.status).toBe(200);
  expect(shell.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
  const script = (await shell.text()).match(/src="([^"]+\.js)"/)?.[1];
  expect(script, "renderer assets are served from the root").toMatch(/^\/assets\//);
  expect((await fetch(`${app.loopbackOrigin}${script}`)).status).toBe(200);
  expect((await fetch(`${app.loopbackOrigin}/assets/missing.js`)).status).toBe(404);

  // A state-changing call from app:// reaches the server as first party (its cross-site check passes).
  const signIn = await fetch(`${app.loopbackOrigin}/api/auth/email`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.pageOrigin, "content-type": "application/json" },
    body: JSON.stringify({ email: "nobody@example.test", password: "not-a-password" }),
  });
  expect(signIn.status).toBe(401);
});

test("IPC handlers check the sender and the arguments, and drive badge, notifications and screenshots", async ({
  launchApp,
}) => {
  const app = await launchApp({ badgeSupported: false });
  const { window } = windowPage(app);
  expect(await app.invoke(CHANNELS.captureScreenshot, APP_PAGE)).toMatch(/^data:image\/png;base64,/);
  await app.invoke(CHANNELS.setBadgeCount, APP_PAGE, 4);
  expect(window.getTitle()).toBe("(4) Kindred Spaces");
  expect(app.record.badgeCounts.at(-1)).toBe(4);
  window.blur();
  await app.invoke(CHANNELS.notify, APP_PAGE, { title: "New match", body: "A space fits" });
  expect(app.record.notifications.map(({ title }) => title)).toEqual(["New match"]);
  await expect(app.invoke(CHANNELS.setBadgeCount, APP_PAGE, "4")).rejects.toThrow(/invalid arguments/);
  await expect(app.invoke(CHANNELS.pickImages, "https://evil.example/")).rejects.toThrow(/untrusted/);
  expect(await app.invoke(CHANNELS.pickImages, APP_PAGE)).toEqual([]);
  expect(app.record.openDialogs).toHaveLength(1);
});
