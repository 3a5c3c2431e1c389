import { contextBridge, ipcRenderer } from "electron";
import { createBridge } from "../shared/bridge";
import { CHANNELS } from "../shared/channels";

const bridge = createBridge({
  invoke: (channel, ...args) => ipcRenderer.invoke(channel, ...args),
  onNavigate: (listener) => {
    ipcRenderer.on(CHANNELS.navigate, (_event, path: unknown) => {
      if (typeof path === "string" && path.startsWith("/")) listener(path);
    });
  },
});

contextBridge.exposeInMainWorld("desktop", bridge);
