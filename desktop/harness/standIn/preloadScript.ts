/**
 * The built preload runs inside the window's page, before the page's own scripts,
 * with `require("electron")` answering contextBridge and ipcRenderer:
 * - contextBridge.exposeInMainWorld puts a frozen copy of the object on window;
 * - ipcRenderer.invoke calls a Playwright binding that reaches the real ipcMain handler;
 * - ipcRenderer.on listeners get what webContents.send evaluates into the page.
 * Byte arrays cross the binding as base64 ({ __bytes }) and come back as Uint8Array,
 * as Electron's structured clone would give them.
 */
export const INVOKE_BINDING = "__kindredHarnessInvoke";
export const EMIT_FUNCTION = "__kindredHarnessEmit";

export const preloadInitScript = (preloadSource: string): string => {
  return `(() => {
  if (window !== window.top) return;
  const revive = (value) => {
    if (Array.isArray(value)) return value.map(revive);
    if (value && typeof value === "object") {
      if (typeof value.__bytes === "string") return Uint8Array.from(atob(value.__bytes), (c) => c.charCodeAt(0));
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
    }
    return value;
  };
  const listeners = new Map();
  const invoke = window[${JSON.stringify(INVOKE_BINDING)}];
  const ipcRenderer = {
    invoke: (channel, ...args) => invoke(channel, args).then(revive),
    on(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
      return ipcRenderer;
    },
  };
  Object.defineProperty(window, ${JSON.stringify(EMIT_FUNCTION)}, {
    value: (channel, args) => {
      for (const listener of listeners.get(channel) ?? []) listener({ sender: ipcRenderer }, ...revive(args));
    },
  });
  const contextBridge = {
    exposeInMainWorld(name, api) {
      Object.defineProperty(window, name, { value: Object.freeze({ ...api }), enumerable: true });
    },
  };
  const require = (id) => {
    if (id === "electron") return { contextBridge, ipcRenderer };
    throw new Error("A sandboxed preload cannot load " + id);
  };
  const module = { exports: {} };
  (function (require, module, exports) {
${preloadSource}
  })(require, module, module.exports);
})();`;
};

/** Replaces byte arrays by { __bytes: base64 } so they survive the JSON of a binding. */
export const encodeBytes = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return { __bytes: Buffer.from(value).toString("base64") };
  if (Array.isArray(value)) return value.map(encodeBytes);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encodeBytes(item)]));
  }
  return value;
};
