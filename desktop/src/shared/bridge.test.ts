import { describe, expect, it, vi } from "vitest";
import { createBridge } from "./bridge";
import { CHANNELS, SEND_CHANNELS } from "./channels";
import { INVOKE, INVOKE_NAMES } from "./ipc";
import { isMenuCommand, type MenuCommand } from "./menu";

const fakeTransport = () => {
  let navigate: (path: string) => void = () => {};
  let menuCommand: (command: MenuCommand) => void = () => {};
  return {
    invoke: vi.fn(async (..._args: unknown[]): Promise<unknown> => undefined),
    onNavigate: (listener: (path: string) => void) => {
      navigate = listener;
    },
    onMenuCommand: (listener: (command: MenuCommand) => void) => {
      menuCommand = listener;
    },
    emitNavigate: (path: string) => navigate(path),
    emitMenuCommand: (command: MenuCommand) => menuCommand(command),
  };
};

describe("createBridge", () => {
  it("sends each method on its own channel with its arguments", async () => {
    const transport = fakeTransport();
    const bridge = createBridge(transport);
    const rect = { x: 0, y: 0, width: 60, height: 60 };

    await bridge.pickImages();
    await bridge.cropImage("/tmp/a.png", rect, "1:1");
    await bridge.notify({ title: "New match", body: "Hi" });
    await bridge.captureScreenshot();
    await bridge.setBadgeCount(4);
    await bridge.exportCsv("members");

    expect(transport.invoke.mock.calls).toEqual([
      [CHANNELS.pickImages],
      [CHANNELS.cropImage, "/tmp/a.png", rect, "1:1"],
      [CHANNELS.notify, { title: "New match", body: "Hi" }],
      [CHANNELS.captureScreenshot],
      [CHANNELS.setBadgeCount, 4],
      [CHANNELS.exportCsv, "members"],
    ]);
  });

  it("exposes only named methods, never a raw IPC object", () => {
    const bridge = createBridge(fakeTransport());
    expect(Object.keys(bridge).sort()).toEqual([
      "captureScreenshot",
      "cropImage",
      "exportCsv",
      "getServer",
      "notify",
      "onMenuCommand",
      "onNavigate",
      "pickImages",
      "saveServer",
      "setAdminMenu",
      "setBadgeCount",
      "setLocale",
      "startSocialSignIn",
      "testServer",
    ]);
    for (const value of Object.values(bridge)) expect(typeof value).toBe("function");
  });

  it("hands navigation to the registered listener until it unsubscribes", () => {
    const transport = fakeTransport();
    const bridge = createBridge(transport);
    const listener = vi.fn();
    const unsubscribe = bridge.onNavigate(listener);

    transport.emitNavigate("/messages?match=1");
    expect(listener).toHaveBeenCalledWith("/messages?match=1");

    unsubscribe();
    const assign = vi.fn();
    vi.stubGlobal("location", { assign });
    transport.emitNavigate("/messages?match=2");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/messages?match=2");
    vi.unstubAllGlobals();
  });

  it("hands menu commands to the UI while it listens, and drops them otherwise", () => {
    const transport = fakeTransport();
    const bridge = createBridge(transport);
    transport.emitMenuCommand("home");
    const listener = vi.fn();
    const unsubscribe = bridge.onMenuCommand(listener);
    transport.emitMenuCommand("messages");
    unsubscribe();
    transport.emitMenuCommand("search");
    expect(listener.mock.calls).toEqual([["messages"]]);
  });
});

describe("isMenuCommand", () => {
  it("accepts the menu's commands only", () => {
    expect(isMenuCommand("server")).toBe(true);
    for (const value of ["toggleDevTools", "", null, 3, { command: "home" }]) expect(isMenuCommand(value)).toBe(false);
  });
});

describe("the INVOKE table", () => {
  it("declares every invoke channel once, and the bridge has one method per entry", () => {
    const invokeChannels = Object.values(CHANNELS).filter(
      (channel) => !(SEND_CHANNELS as readonly string[]).includes(channel),
    );
    expect(INVOKE_NAMES.map((name) => INVOKE[name].channel).sort()).toEqual(invokeChannels.sort());
    const bridge = createBridge(fakeTransport());
    for (const name of INVOKE_NAMES) expect(typeof bridge[name]).toBe("function");
  });
});
