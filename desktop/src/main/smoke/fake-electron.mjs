// Just enough of Electron's main-process API to start out/main/index.js under plain Node.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

export const recorded = { ipcHandlers: {}, schemes: null, protocolHandler: null, windows: [], notifications: [] };
globalThis.__kindredFakeElectron = recorded;

export const app = {
  isPackaged: true,
  getPath: () => process.env.KINDRED_SMOKE_USER_DATA,
  requestSingleInstanceLock: () => true,
  on: () => {},
  whenReady: () => Promise.resolve(),
  quit: () => {
    recorded.quit = true;
  },
  setBadgeCount: () => false,
};
export const protocol = {
  registerSchemesAsPrivileged: (schemes) => {
    recorded.schemes = schemes;
  },
};
export const session = {
  fromPartition: (partition) => ({
    partition,
    setPermissionRequestHandler: () => {},
    setPermissionCheckHandler: () => {},
    protocol: {
      handle: (scheme, handler) => {
        recorded.scheme = scheme;
        recorded.protocolHandler = handler;
      },
    },
    fetch: (url, init) => fetch(url, init),
  }),
};
export const net = { fetch: async (fileUrl) => new Response(await readFile(fileURLToPath(fileUrl))) };
export class BrowserWindow {
  static getAllWindows() {
    return recorded.windows;
  }
  constructor(options) {
    this.options = options;
    this.webContents = {
      setWindowOpenHandler: () => {},
      on: () => {},
      send: () => {},
      loadURL: async () => {},
      capturePage: async () => ({
        getSize: () => ({ width: 2, height: 2 }),
        toPNG: () => new Uint8Array(10),
        toDataURL: () => "data:image/png;base64,AAAA",
        resize() {
          return this;
        },
      }),
    };
    recorded.windows.push(this);
  }
  loadURL(url) {
    this.url = url;
    return Promise.resolve();
  }
  once() {}
  on() {}
  isMinimized() {
    return false;
  }
  restore() {}
  show() {}
  focus() {}
  setTitle(title) {
    this.title = title;
  }
  reload() {}
}
export const dialog = { showOpenDialog: async () => ({ canceled: true, filePaths: [] }) };
export const ipcMain = {
  handle: (channel, handler) => {
    recorded.ipcHandlers[channel] = handler;
  },
};
export class Notification {
  static isSupported() {
    return true;
  }
  constructor(options) {
    this.options = options;
  }
  on() {}
  show() {
    recorded.notifications.push(this.options);
  }
}
export const shell = { openExternal: () => {} };
