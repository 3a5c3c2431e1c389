import { EventEmitter } from "node:events";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type {
  App,
  Dialog,
  IpcMain,
  Menu,
  MenuItemConstructorOptions,
  Net,
  NotificationConstructorOptions,
  Protocol,
  Shell,
} from "electron";
import type { IpcListener, StandInEnv } from "./env";

/** The members of Electron's main-process modules the main process uses, with their own signatures. */
export type AppSlice = Pick<
  App,
  | "isPackaged"
  | "getPath"
  | "requestSingleInstanceLock"
  | "whenReady"
  | "quit"
  | "setBadgeCount"
  | "getBadgeCount"
  | "setAsDefaultProtocolClient"
>;
export type DialogSlice = Pick<Dialog, "showOpenDialog" | "showSaveDialog">;
export type ShellSlice = Pick<Shell, "openExternal">;
export type NetSlice = Pick<Net, "fetch">;
export type ProtocolSlice = Pick<Protocol, "registerSchemesAsPrivileged">;
export type IpcMainSlice = Pick<IpcMain, "handle" | "removeHandler">;
export type MenuSlice = Pick<typeof Menu, "buildFromTemplate" | "setApplicationMenu" | "getApplicationMenu">;

/** Which app holds the single-instance lock of each userData folder, across stand-in apps of this process. */
const instanceLocks = new Map<string, EventEmitter>();

export const createApp = (env: StandInEnv, argv: () => string[]) => {
  const emitter = new EventEmitter();
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  let badgeCount = 0;
  const app = Object.assign(emitter, {
    isPackaged: env.isPackaged,
    getPath: (name: string) => {
      if (name !== "userData") throw new Error(`app.getPath('${name}') is not part of the harness`);
      return env.userData;
    },
    /** A second app on the same userData hands its argv to the first and is refused, like Electron. */
    requestSingleInstanceLock: () => {
      const holder = instanceLocks.get(env.userData);
      if (holder && holder !== emitter) {
        holder.emit("second-instance", { preventDefault() {} }, argv(), process.cwd(), {});
        return false;
      }
      instanceLocks.set(env.userData, emitter);
      return true;
    },
    whenReady: () => ready,
    quit: () => {
      env.record.quit = true;
      if (instanceLocks.get(env.userData) === emitter) instanceLocks.delete(env.userData);
      emitter.emit("will-quit");
    },
    setBadgeCount: (count = 0) => {
      env.record.badgeCounts.push(count);
      badgeCount = count;
      return env.badgeSupported;
    },
    getBadgeCount: () => badgeCount,
    setAsDefaultProtocolClient: (protocol: string) => {
      env.record.protocolClients.push(protocol);
      return true;
    },
  }) satisfies AppSlice;
  return { app, markReady: () => resolveReady() };
};

export const createIpcMain = (env: StandInEnv) => {
  return {
    handle: (channel: string, listener: IpcListener) => {
      if (env.ipcHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      env.ipcHandlers.set(channel, listener);
    },
    removeHandler: (channel: string) => {
      env.ipcHandlers.delete(channel);
    },
  } satisfies IpcMainSlice;
};

/** showOpenDialog and showSaveDialog answer what the test scripted (a member choosing files), or cancel. */
export const createDialog = (env: StandInEnv) => {
  const dialog = {
    showOpenDialog: async (...args: unknown[]) => {
      const options = args.at(-1) as Electron.OpenDialogOptions;
      env.record.openDialogs.push(options);
      return env.record.openDialogAnswers.shift() ?? { canceled: true, filePaths: [] };
    },
    showSaveDialog: async (...args: unknown[]) => {
      const options = args.at(-1) as Electron.SaveDialogOptions;
      env.record.saveDialogs.push(options);
      return env.record.saveDialogAnswers.shift() ?? { canceled: true, filePath: "" };
    },
  };
  return dialog as typeof dialog & DialogSlice;
};

export const createShell = (env: StandInEnv) => {
  return {
    openExternal: async (url: string) => {
      env.record.externalUrls.push(url);
    },
  } satisfies ShellSlice;
};

export const net = {
  fetch: async (input: string | GlobalRequest) => {
    const url = typeof input === "string" ? input : input.url;
    if (url.startsWith("file:")) return new Response(await readFile(fileURLToPath(url)));
    return fetch(input);
  },
} satisfies NetSlice;

export const createProtocol = () => {
  return { registerSchemesAsPrivileged: () => undefined } satisfies ProtocolSlice;
};

/** Notification: shown ones are recorded with a click() the test calls as the member would. */
export const createNotificationClass = (env: StandInEnv) => {
  return class StandInNotification extends EventEmitter {
    static isSupported(): boolean {
      return true;
    }

    constructor(private readonly options: NotificationConstructorOptions = {}) {
      super();
    }

    show(): void {
      env.record.notifications.push({
        title: this.options.title ?? "",
        body: this.options.body ?? "",
        click: () => this.emit("click", { preventDefault() {} }),
      });
    }

    close(): void {
      this.emit("close", { preventDefault() {} });
    }
  };
};

/**
 * Menu: a built menu keeps its template, and the application menu is recorded, so a test
 * reads its items and chooses one as the member would (accelerators are the OS's to press).
 */
export const createMenu = (env: StandInEnv) => {
  class StandInMenu {
    constructor(readonly template: MenuItemConstructorOptions[]) {}
  }
  const menu = {
    buildFromTemplate: (template: MenuItemConstructorOptions[]) => new StandInMenu(template),
    setApplicationMenu: (built: StandInMenu | null) => {
      env.record.applicationMenu = built ? built.template : null;
    },
    getApplicationMenu: () => (env.record.applicationMenu ? new StandInMenu(env.record.applicationMenu) : null),
  };
  return menu as typeof menu & MenuSlice;
};
