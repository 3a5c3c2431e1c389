// What `import … from "electron"` resolves to under the harness (see loader.mjs): the stand-in of one
// app instance, named by the `instance` query, built by launch.ts before it imports the main bundle.
const instance = new URL(import.meta.url).searchParams.get("instance");
const electron = globalThis.__kindredHarnessApps?.get(instance);
if (!electron) throw new Error(`The desktop harness has no stand-in electron for instance ${instance}`);

export const { app, BrowserWindow, dialog, ipcMain, Menu, Notification, net, protocol, screen, session, shell } =
  electron;
export default electron;
