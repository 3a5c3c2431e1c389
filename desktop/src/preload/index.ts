import { contextBridge, ipcRenderer } from "electron";
import { createBridge } from "../shared/bridge";
import { CHANNELS } from "../shared/channels";
import { isMenuCommand } from "../shared/menu";

const bridge = createBridge({
  invoke: (channel, ...args) => ipcRenderer.invoke(channel, ...args),
  onNavigate: (listener) => {
    ipcRenderer.on(CHANNELS.navigate, (_event, path: unknown) => {
      if (typeof path === "string" && path.startsWith("/")) listener(path);
    });
  },
  onMenuCommand: (listener) => {
    ipcRenderer.on(CHANNELS.menuCommand, (_event, command: unknown) => {
      if (isMenuCommand(command)) listener(command);
    });
  },
});

contextBridge.exposeInMainWorld("desktop", bridge);
