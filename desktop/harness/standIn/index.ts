import type { BrowserContext } from "playwright-core";
import type { StandInEnv } from "./env";
import {
  createApp,
  createDialog,
  createIpcMain,
  createMenu,
  createNotificationClass,
  createProtocol,
  createShell,
  net,
} from "./host";
import { createScreen } from "./screen";
import { createSession, type SessionSlice } from "./session";
import { createBrowserWindowClass } from "./window";

/**
 * Everything `import … from "electron"` gives the built main process under the harness.
 * Each piece is checked against Electron's own electron.d.ts (the *Slice types), so a
 * stand-in that drifts from Electron's signatures fails the type check.
 */
export const createStandInElectron = (env: StandInEnv, argv: () => string[]) => {
  const { app, markReady } = createApp(env, argv);
  const sessions = new Map<string, SessionSlice>();
  const contexts = new Map<string, Promise<BrowserContext>>();
  const contextFor = (partition: string) => {
    let context = contexts.get(partition);
    if (!context) {
      context = env.contextFor(partition);
      contexts.set(partition, context);
    }
    return context;
  };
  const envWithContexts: StandInEnv = { ...env, contextFor };
  const electron = {
    app,
    BrowserWindow: createBrowserWindowClass(envWithContexts),
    dialog: createDialog(env),
    ipcMain: createIpcMain(env),
    Menu: createMenu(env),
    Notification: createNotificationClass(env),
    net,
    protocol: createProtocol(),
    screen: createScreen(env),
    shell: createShell(env),
    session: {
      fromPartition: (partition: string): SessionSlice => {
        let session = sessions.get(partition);
        if (!session) {
          session = createSession(() => contextFor(partition), env.sessions);
          sessions.set(partition, session);
        }
        return session;
      },
    },
  };
  return { electron, markReady, contexts };
};

export type StandInElectron = ReturnType<typeof createStandInElectron>["electron"];
