import { afterEach, describe, expect, it, vi } from "vitest";
import type { DesktopBridge } from "../../../shared/bridge";
import { createElectronPlatform, withOverlaysHidden } from "./electron";
import { choosePlatform, getPlatform } from "./index";
import { titleWithBadge, webPlatform } from "./web";

const fakeBridge = () => {
  return {
    pickImages: vi.fn(async () => [
      {
        path: "/home/sam/loft.png",
        name: "loft.png",
        mimeType: "image/png" as const,
        size: 4,
        bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      },
    ]),
    cropImage: vi.fn(async () => ({ mimeType: "image/png" as const, width: 50, height: 50, bytes: new Uint8Array(3) })),
    notify: vi.fn(async () => {}),
    captureScreenshot: vi.fn(async () => "data:image/png;base64,AA=="),
    setBadgeCount: vi.fn(async () => {}),
    onNavigate: vi.fn(() => () => {}),
    onMenuCommand: vi.fn(() => () => {}),
    getServer: vi.fn(async () => ({ serverUrl: "http://localhost:5000", saved: true })),
    testServer: vi.fn(async (serverUrl: string) => ({ serverUrl, reachable: true })),
    saveServer: vi.fn(async () => {}),
    exportCsv: vi.fn(async () => ({ saved: true as const, path: "/home/sam/kindred-members-2026-11-23.csv" })),
    startSocialSignIn: vi.fn(async () => {}),
    setAdminMenu: vi.fn(async () => {}),
    setLocale: vi.fn(async () => {}),
  } satisfies DesktopBridge;
};

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, "createObjectURL");
  document.title = "";
});

describe("choosePlatform", () => {
  it("uses the Electron bridge when window.desktop exists", () => {
    expect(choosePlatform({ desktop: fakeBridge() }).isDesktop).toBe(true);
  });

  it("falls back to the browser otherwise", () => {
    expect(choosePlatform({})).toBe(webPlatform);
    expect(getPlatform()).toBe(webPlatform);
  });
});

describe("electron platform", () => {
  it("turns picked files into previewable images that remember their path", async () => {
    // jsdom has no object URLs.
    Object.defineProperty(URL, "createObjectURL", { value: () => "blob:preview", configurable: true });
    const [image] = await createElectronPlatform(fakeBridge()).pickImages();
    expect(image).toMatchObject({ name: "loft.png", type: "image/png", size: 4, path: "/home/sam/loft.png" });
    expect(image.previewUrl).toBe("blob:preview");
    expect(image.file.size).toBe(4);
  });

  it("crops in the main process by path", async () => {
    const bridge = fakeBridge();
    const image = { name: "a.png", type: "image/png", size: 4, file: new Blob(), previewUrl: "", path: "/a.png" };
    const rect = { x: 0, y: 0, width: 50, height: 50 };
    const blob = await createElectronPlatform(bridge).cropImage(image, rect, "1:1");
    expect(bridge.cropImage).toHaveBeenCalledWith("/a.png", rect, "1:1");
    expect(blob.type).toBe("image/png");
  });

  it("passes notifications, screenshots, badge counts and navigation through", async () => {
    const bridge = fakeBridge();
    const platform = createElectronPlatform(bridge);
    await platform.notify({ title: "t", body: "b", matchId: "m" });
    expect(await platform.captureScreenshot()).toBe("data:image/png;base64,AA==");
    await platform.setBadgeCount(2);
    const listener = vi.fn();
    platform.onNavigate(listener);
    expect(bridge.notify).toHaveBeenCalledWith({ title: "t", body: "b", matchId: "m" });
    expect(bridge.setBadgeCount).toHaveBeenCalledWith(2);
    expect(bridge.onNavigate).toHaveBeenCalledWith(listener);
  });

  it("saves CSV exports through the main process; the web app links to them instead", async () => {
    const bridge = fakeBridge();
    expect(await createElectronPlatform(bridge).exportCsv("members")).toEqual({
      saved: true,
      path: "/home/sam/kindred-members-2026-11-23.csv",
    });
    expect(bridge.exportCsv).toHaveBeenCalledWith("members");
    expect(webPlatform).not.toHaveProperty("exportCsv");
  });
});

describe("web platform", () => {
  it("has no screenshot where the browser cannot draw the page, so the UI can say it is not available", async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    expect(await webPlatform.captureScreenshot()).toBeNull();
    getContext.mockRestore();
  });

  it("shows the unread count in the tab title and removes it at zero", async () => {
    document.title = "Messages";
    await webPlatform.setBadgeCount(3);
    expect(document.title).toBe("(3) Messages");
    await webPlatform.setBadgeCount(5);
    expect(document.title).toBe("(5) Messages");
    await webPlatform.setBadgeCount(0);
    expect(document.title).toBe("Messages");
    expect(titleWithBadge("(12) Home", 1)).toBe("(1) Home");
  });

  it("only notifies when the member already allowed notifications", async () => {
    const created = vi.fn();
    class FakeNotification {
      static permission = "denied";
      constructor(title: string) {
        created(title);
      }
      addEventListener() {}
    }
    vi.stubGlobal("Notification", FakeNotification);
    await webPlatform.notify({ title: "New match", body: "" });
    expect(created).not.toHaveBeenCalled();

    FakeNotification.permission = "granted";
    await webPlatform.notify({ title: "New match", body: "" });
    expect(created).toHaveBeenCalledWith("New match");
  });
});

describe("withOverlaysHidden", () => {
  it("hides dialogs and toasts while the main process captures, then shows them again", async () => {
    const root = document.createElement("div");
    root.innerHTML =
      '<div class="ant-modal-root" style="visibility: visible"></div><div class="toast-region"></div><main></main>';
    const [dialog, toasts, main] = [...root.children] as HTMLElement[];
    const seen = await withOverlaysHidden(
      async () => [dialog?.style.visibility, toasts?.style.visibility, main?.style.visibility],
      root,
    );
    expect(seen).toEqual(["hidden", "hidden", ""]);
    expect([dialog?.style.visibility, toasts?.style.visibility]).toEqual(["visible", ""]);
  });
});
