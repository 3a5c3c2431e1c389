import { describe, expect, it, vi } from "vitest";
import { CHANNELS, SEND_CHANNELS } from "../../shared/channels";
import { createBadge } from "../badge";
import { type InvokeEventLike, type IpcMainLike, isTrustedSender, registerIpcHandlers } from "./handle";
import { type HostFeatures, hostFeatureHandlers } from "./index";

const TRUSTED = ["app://kindred"];
const fromApp: InvokeEventLike = { senderFrame: { url: "app://kindred/feedback" } };

const setup = () => {
  const listeners = new Map<string, (event: InvokeEventLike, ...args: unknown[]) => unknown>();
  const ipcMain: IpcMainLike = { handle: (channel, listener) => void listeners.set(channel, listener) };
  const features = {
    photos: { pickImages: vi.fn(async () => []), cropImage: vi.fn(async () => ({}) as never) },
    notifier: { notify: vi.fn() },
    captureScreenshot: vi.fn(async () => "data:image/png;base64,"),
    badge: { setBadgeCount: vi.fn() },
    server: {
      getServer: vi.fn(() => ({ serverUrl: "http://localhost:5000", saved: true })),
      testServer: vi.fn(async () => ({ serverUrl: "http://localhost:5000", reachable: true })),
      saveServer: vi.fn(async () => undefined),
    },
    csv: { exportCsv: vi.fn(async () => ({ saved: false }) as const) },
    socialSignIn: { start: vi.fn(async () => undefined) },
    setAdminMenu: vi.fn(),
    setLocale: vi.fn(),
  } satisfies HostFeatures;
  registerIpcHandlers(ipcMain, hostFeatureHandlers(features), TRUSTED);
  const invoke = async (channel: string, event: InvokeEventLike, ...args: unknown[]) =>
    listeners.get(channel)?.(event, ...args);
  return { listeners, features, invoke };
};

describe("registerIpcHandlers", () => {
  it("registers exactly one handler per bridge channel", () => {
    const { listeners } = setup();
    expect([...listeners.keys()].sort()).toEqual(
      Object.values(CHANNELS)
        .filter((channel) => !(SEND_CHANNELS as readonly string[]).includes(channel))
        .sort(),
    );
  });

  it("passes valid arguments through", async () => {
    const { features, invoke } = setup();
    const rect = { x: 10, y: 10, width: 160, height: 100 };
    await invoke(CHANNELS.cropImage, fromApp, "/home/a/photo.jpg", rect, "16:10");
    await invoke(CHANNELS.notify, fromApp, {
      title: "New match",
      body: "A space fits",
      matchId: "6f1c2f7e-1d2a-4b3c-8d4e-5f6a7b8c9d0e",
    });
    await invoke(CHANNELS.setBadgeCount, fromApp, 3);
    await invoke(CHANNELS.exportCsv, fromApp, "members");
    expect(features.csv.exportCsv).toHaveBeenCalledWith("members");
    await invoke(CHANNELS.startSocialSignIn, fromApp, "google");
    expect(features.socialSignIn.start).toHaveBeenCalledWith("google");
    await invoke(CHANNELS.setAdminMenu, fromApp, true);
    expect(features.setAdminMenu).toHaveBeenCalledWith(true);
    await invoke(CHANNELS.setLocale, fromApp, "es");
    expect(features.setLocale).toHaveBeenCalledWith("es");
    expect(features.photos.cropImage).toHaveBeenCalledWith("/home/a/photo.jpg", rect, "16:10");
    expect(features.notifier.notify).toHaveBeenCalledOnce();
    expect(features.badge.setBadgeCount).toHaveBeenCalledWith(3);
  });

  it.each([
    ["a crop smaller than 50x50", CHANNELS.cropImage, ["/a.jpg", { x: 0, y: 0, width: 49, height: 80 }, "free"]],
    ["a fractional crop", CHANNELS.cropImage, ["/a.jpg", { x: 0.5, y: 0, width: 60, height: 60 }, "free"]],
    ["a negative crop origin", CHANNELS.cropImage, ["/a.jpg", { x: -1, y: 0, width: 60, height: 60 }, "free"]],
    ["an unknown ratio", CHANNELS.cropImage, ["/a.jpg", { x: 0, y: 0, width: 60, height: 60 }, "2:1"]],
    ["extra crop fields", CHANNELS.cropImage, ["/a.jpg", { x: 0, y: 0, width: 60, height: 60, scale: 2 }, "free"]],
    ["a missing path", CHANNELS.cropImage, [undefined, { x: 0, y: 0, width: 60, height: 60 }, "free"]],
    ["a notification without title", CHANNELS.notify, [{ title: "", body: "x" }]],
    ["a match id that is not a uuid", CHANNELS.notify, [{ title: "t", body: "x", matchId: "../admin" }]],
    ["a negative badge count", CHANNELS.setBadgeCount, [-1]],
    ["a badge count that is text", CHANNELS.setBadgeCount, ["3"]],
    ["arguments where none are taken", CHANNELS.pickImages, ["/etc"]],
    ["an export the contract does not name", CHANNELS.exportCsv, ["passwords"]],
    ["a URL instead of an export name", CHANNELS.exportCsv, ["http://evil.example/steal.csv"]],
    ["an admin flag that is text", CHANNELS.setAdminMenu, ["yes"]],
    ["a language the app does not speak", CHANNELS.setLocale, ["fr"]],
    ["a language tag with more in it", CHANNELS.setLocale, ["es\u0000"]],
    ["a sign-in provider that does not exist", CHANNELS.startSocialSignIn, ["https://evil.example"]],
  ])("rejects %s", async (_name, channel, args) => {
    const { features, invoke } = setup();
    await expect(invoke(channel, fromApp, ...args)).rejects.toThrow(/invalid arguments/);
    for (const mock of [
      features.photos.cropImage,
      features.photos.pickImages,
      features.notifier.notify,
      features.badge.setBadgeCount,
      features.csv.exportCsv,
      features.socialSignIn.start,
      features.setAdminMenu,
      features.setLocale,
    ]) {
      expect(mock).not.toHaveBeenCalled();
    }
  });

  it("refuses calls from pages that are not the app", async () => {
    const { features, invoke } = setup();
    await expect(invoke(CHANNELS.setBadgeCount, { senderFrame: { url: "https://evil.example/" } }, 1)).rejects.toThrow(
      /untrusted sender/,
    );
    await expect(invoke(CHANNELS.setBadgeCount, { senderFrame: null }, 1)).rejects.toThrow(/untrusted sender/);
    expect(features.badge.setBadgeCount).not.toHaveBeenCalled();
  });
});

describe("isTrustedSender", () => {
  it("accepts the app and the dev server, nothing else", () => {
    const origins = ["app://kindred", "http://localhost:5173"];
    expect(isTrustedSender({ senderFrame: { url: "app://kindred/" } }, origins)).toBe(true);
    expect(isTrustedSender({ senderFrame: { url: "http://localhost:5173/messages" } }, origins)).toBe(true);
    expect(isTrustedSender({ senderFrame: { url: "http://localhost:5000/" } }, origins)).toBe(false);
    expect(isTrustedSender({ senderFrame: { url: "not a url" } }, origins)).toBe(false);
  });
});

describe("badge", () => {
  it("uses the dock or launcher badge where there is one", () => {
    const window = { setTitle: vi.fn() };
    const setAppBadgeCount = vi.fn(() => true);
    createBadge({ setAppBadgeCount, getWindow: () => window }).setBadgeCount(7);
    expect(setAppBadgeCount).toHaveBeenCalledWith(7);
    expect(window.setTitle).not.toHaveBeenCalled();
  });

  it("falls back to the window title and clears it at zero", () => {
    const window = { setTitle: vi.fn() };
    const badge = createBadge({ setAppBadgeCount: () => false, getWindow: () => window });
    badge.setBadgeCount(12);
    badge.setBadgeCount(0);
    expect(window.setTitle.mock.calls).toEqual([["(12) Kindred Spaces"], ["Kindred Spaces"]]);
  });
});
