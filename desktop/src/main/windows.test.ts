import { describe, expect, it, vi } from "vitest";
import { isPermissionAllowed } from "./permissions";
import {
  appPathForServerPage,
  createMainWindow,
  isExternalLink,
  type MainWindowDeps,
  type MainWindowLike,
  mainWindowOptions,
} from "./windows";

const fakeWindow = () => {
  const handlers: Record<string, (...args: never[]) => unknown> = {};
  let openHandler: (details: { url: string }) => { action: "deny" } = () => ({ action: "deny" });
  const window = {
    isMinimized: () => false,
    isFocused: () => true,
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
    setTitle: vi.fn(),
    loadURL: vi.fn(async () => {}),
    maximize: vi.fn(),
    once: vi.fn((event: string, listener: () => void) => {
      handlers[event] = listener;
    }),
    on: vi.fn((event: string, listener: (event: { preventDefault(): void }) => void) => {
      handlers[event] = listener;
    }),
    webContents: {
      send: vi.fn(),
      loadURL: vi.fn(async () => {}),
      setWindowOpenHandler: vi.fn((handler: typeof openHandler) => {
        openHandler = handler;
      }),
      on: vi.fn((event: string, listener: (event: { url: string; preventDefault(): void }) => void) => {
        handlers[`webContents:${event}`] = listener;
      }),
    },
  } satisfies MainWindowLike;
  return {
    window,
    open: (url: string) => openHandler({ url }),
    navigate: (url: string, kind: "will-navigate" | "will-redirect" = "will-navigate") => {
      const event = { url, preventDefault: vi.fn() };
      (handlers[`webContents:${kind}`] as (e: typeof event) => void)(event);
      return event;
    },
    emit: (name: string, ...args: never[]) => handlers[name](...args),
  };
};

const setup = (remembered: Pick<MainWindowDeps<MainWindowLike>, "placement" | "maximized"> = {}) => {
  const fake = fakeWindow();
  const createWindow = vi.fn(() => fake.window);
  const openExternal = vi.fn();
  createMainWindow({
    ...remembered,
    createWindow,
    openExternal,
    preloadPath: "/app/out/preload/index.cjs",
    partition: "persist:kindred",
    startUrl: "app://kindred/",
    trustedOrigins: ["app://kindred"],
    getServerUrl: () => "http://localhost:5000",
    toAppUrl: (path: string) => `app://kindred${path}`,
  });
  return { ...fake, createWindow, openExternal };
};

describe("main window", () => {
  it("isolates the page: context isolation, sandbox, no Node", () => {
    const options = mainWindowOptions({ preloadPath: "/p.cjs", partition: "persist:kindred" });
    expect(options.webPreferences).toMatchObject({
      preload: "/p.cjs",
      partition: "persist:kindred",
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(options.show).toBe(false);
  });

  it("creates the window with those options, loads the app and shows it when ready", () => {
    const { createWindow, window, emit } = setup();
    expect(createWindow).toHaveBeenCalledWith(
      mainWindowOptions({ preloadPath: "/app/out/preload/index.cjs", partition: "persist:kindred" }),
    );
    expect(window.loadURL).toHaveBeenCalledWith("app://kindred/");
    expect(window.show).not.toHaveBeenCalled();
    emit("ready-to-show");
    expect(window.show).toHaveBeenCalled();
  });

  it("opens where it was last time, maximised again if it was", () => {
    const placement = { x: 40, y: 30, width: 1000, height: 700 };
    const { createWindow, window, emit } = setup({ placement, maximized: true });
    expect(createWindow).toHaveBeenCalledWith(expect.objectContaining(placement));
    expect(window.maximize).not.toHaveBeenCalled();
    emit("ready-to-show");
    expect(window.maximize).toHaveBeenCalled();
    expect(window.show).toHaveBeenCalled();
    const first = setup();
    first.emit("ready-to-show");
    expect(first.window.maximize).not.toHaveBeenCalled();
    expect(first.createWindow).toHaveBeenCalledWith(expect.objectContaining({ width: 1280, height: 840 }));
  });

  it("opens external links in the OS browser and never in a new app window", () => {
    const { open, openExternal } = setup();
    expect(open("https://www.example.org/guide")).toEqual({ action: "deny" });
    expect(openExternal).toHaveBeenCalledWith("https://www.example.org/guide");
    expect(open("file:///etc/passwd")).toEqual({ action: "deny" });
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it("keeps in-app navigation and sends other sites to the browser", () => {
    const { navigate, openExternal } = setup();
    expect(navigate("app://kindred/messages").preventDefault).not.toHaveBeenCalled();
    expect(navigate("https://maps.example.com/x").preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledWith("https://maps.example.com/x");
    expect(navigate("javascript:alert(1)").preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it("brings the server's own pages back into the app", () => {
    const { navigate, window, openExternal } = setup();
    expect(navigate("http://localhost:5000/profile-setup", "will-redirect").preventDefault).toHaveBeenCalled();
    expect(window.webContents.loadURL).toHaveBeenLastCalledWith("app://kindred/profile-setup");
    expect(navigate("http://localhost:5000/", "will-navigate").preventDefault).toHaveBeenCalled();
    expect(window.webContents.loadURL).toHaveBeenLastCalledWith("app://kindred/");
    expect(openExternal).not.toHaveBeenCalled();
  });

  it("lets no redirect load another origin in the window: a provider's page goes to the OS browser", () => {
    const { navigate, window, openExternal } = setup();
    expect(navigate("app://kindred/profile", "will-redirect").preventDefault).not.toHaveBeenCalled();
    expect(navigate("https://accounts.google.com/o/oauth2/auth", "will-redirect").preventDefault).toHaveBeenCalled();
    expect(
      navigate("http://localhost:5000/api/auth/google/callback?code=1", "will-redirect").preventDefault,
    ).toHaveBeenCalled();
    expect(navigate("file:///etc/passwd", "will-redirect").preventDefault).toHaveBeenCalled();
    expect(openExternal.mock.calls).toEqual([
      ["https://accounts.google.com/o/oauth2/auth"],
      ["http://localhost:5000/api/auth/google/callback?code=1"],
    ]);
    expect(window.webContents.loadURL).not.toHaveBeenCalled();
  });

  it("keeps its own title (the unread count lives there)", () => {
    const { emit } = setup();
    const event = { preventDefault: vi.fn() };
    emit("page-title-updated", event as never);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});

describe("helpers", () => {
  it("treats only http(s) as external links", () => {
    expect(isExternalLink("https://a.org")).toBe(true);
    expect(isExternalLink("http://a.org")).toBe(true);
    expect(isExternalLink("mailto:a@b.org")).toBe(true);
    expect(isExternalLink("file:///etc/passwd")).toBe(false);
    expect(isExternalLink("app://kindred/")).toBe(false);
  });

  it("maps only non-API pages of the configured server", () => {
    expect(appPathForServerPage("http://localhost:5000/messages?match=1#x", "http://localhost:5000")).toBe(
      "/messages?match=1#x",
    );
    expect(appPathForServerPage("http://localhost:5000/api/logout", "http://localhost:5000")).toBeNull();
    expect(appPathForServerPage("http://localhost:5001/", "http://localhost:5000")).toBeNull();
  });

  it("grants the page no device or notification permissions", () => {
    expect(isPermissionAllowed("clipboard-sanitized-write")).toBe(true);
    for (const permission of ["media", "geolocation", "notifications", "openExternal", "hid"]) {
      expect(isPermissionAllowed(permission)).toBe(false);
    }
  });
});
