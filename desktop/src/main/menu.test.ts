import { DEFAULT_LOCALE, DESKTOP_TEXTS, setLocaleSource } from "@kindred/contract";
import { registerSpanish } from "@kindred/contract/es";
import type { MenuItemConstructorOptions } from "electron";
import { describe, expect, it, vi } from "vitest";
import { openImagesDialog } from "./ipc/photos";
import { appMenuTemplate } from "./menu";

const t = DESKTOP_TEXTS.menu;

/** Every item of the menu, submenus flattened. */
const items = (template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] => {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
};

const build = (isPackaged: boolean, platform: NodeJS.Platform = "linux", isAdmin = true) => {
  const send = vi.fn();
  return { send, all: items(appMenuTemplate({ isPackaged, platform, isAdmin, send })) };
};

describe("appMenuTemplate", () => {
  it("gives each command of the desktop design its shortcut, and sends the command when chosen", () => {
    const { send, all } = build(true);
    const shortcuts = all.filter((item) => item.accelerator).map((item) => [item.label, item.accelerator]);
    expect(shortcuts).toEqual([
      [t.newRequest, "CmdOrCtrl+N"],
      [t.offerSpace, "CmdOrCtrl+Shift+N"],
      [t.server, "CmdOrCtrl+,"],
      [t.search, "CmdOrCtrl+K"],
      [t.home, "CmdOrCtrl+1"],
      [t.messages, "CmdOrCtrl+2"],
      [t.mySpaces, "CmdOrCtrl+3"],
      [t.admin, "CmdOrCtrl+4"],
      [t.calendar, "CmdOrCtrl+5"],
    ]);
    for (const item of all.filter((entry) => entry.accelerator)) {
      item.click?.({} as never, undefined, {} as never);
    }
    expect(send.mock.calls.map(([command]) => command)).toEqual([
      "newRequest",
      "offerSpace",
      "server",
      "search",
      "home",
      "messages",
      "mySpaces",
      "admin",
      "calendar",
    ]);
  });

  it("offers Admin to admins only", () => {
    const labels = (isAdmin: boolean) => build(true, "linux", isAdmin).all.map((item) => item.label);
    expect(labels(true)).toContain(t.admin);
    expect(labels(false)).not.toContain(t.admin);
    expect(labels(false)).toContain(t.mySpaces);
  });

  it("has DevTools in development builds only", () => {
    const roles = (isPackaged: boolean) => build(isPackaged).all.map((item) => item.role);
    expect(roles(true)).not.toContain("toggleDevTools");
    expect(roles(false)).toContain("toggleDevTools");
    expect(roles(true)).toEqual(expect.arrayContaining(["editMenu", "reload", "zoomIn", "windowMenu", "quit"]));
  });

  it("puts Server… in the app menu on macOS, once", () => {
    const mac = appMenuTemplate({ isPackaged: true, platform: "darwin", isAdmin: false, send: vi.fn() });
    expect(mac[0]?.role).toBe("appMenu");
    const appMenu = items(mac.slice(0, 1)).map((item) => item.label);
    expect(appMenu).toContain(t.server);
    expect(items(mac).filter((item) => item.label === t.server)).toHaveLength(1);
    expect(items(mac.slice(0, 1)).map((item) => item.role)).toContain("quit");
    expect(items(mac.slice(1)).map((item) => item.role)).not.toContain("quit");
  });
});

describe("the main process's words", () => {
  it("follow the window's language: the menu and the photo dialog in Spanish", () => {
    registerSpanish();
    setLocaleSource(() => "es");
    try {
      const labels = build(true).all.map((item) => item.label);
      expect(labels).toEqual(expect.arrayContaining(["Archivo", "Mensajes", "Mis espacios", "Servidor…"]));
      expect(labels).not.toContain("Messages");
      expect(openImagesDialog()).toMatchObject({ title: "Elige fotos", filters: [{ name: "Imágenes (JPG, PNG)" }] });
      expect(DESKTOP_TEXTS.serverUnreachable("http://x.test")).toBe(
        "No se puede conectar con el servidor de Kindred Spaces en http://x.test.",
      );
    } finally {
      setLocaleSource(() => DEFAULT_LOCALE);
    }
  });
});
