import type {
  IpcMainInvokeEvent,
  MenuItemConstructorOptions,
  OpenDialogOptions,
  OpenDialogReturnValue,
  Rectangle,
  SaveDialogOptions,
  SaveDialogReturnValue,
} from "electron";
import type { Browser, BrowserContext } from "playwright-core";
import type { OriginMap } from "./origins";
import type { SessionRecord } from "./session";

/** An ipcMain.handle listener, with Electron's own signature. */
export type IpcListener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

/**
 * The invoke event the harness passes: only senderFrame (the calling page, on app://),
 * which is all the main process reads (InvokeEventLike in src/main/ipc/handle.ts).
 */
export const invokeEvent = (senderUrl: string): IpcMainInvokeEvent => {
  return { senderFrame: { url: senderUrl } } as unknown as IpcMainInvokeEvent;
};

/** A notification the main process showed; tests click it as the member would. */
export interface ShownNotification {
  title: string;
  body: string;
  click(): void;
}

/** Everything the stand-in saw, and the answers the test scripted for native UI. */
export interface Recorder {
  openDialogs: OpenDialogOptions[];
  /** Answers for the next showOpenDialog calls, in order; without one the member cancels. */
  openDialogAnswers: OpenDialogReturnValue[];
  saveDialogs: SaveDialogOptions[];
  /** Answers for the next showSaveDialog calls, in order; without one the member cancels. */
  saveDialogAnswers: SaveDialogReturnValue[];
  notifications: ShownNotification[];
  externalUrls: string[];
  badgeCounts: number[];
  /** Window navigations the main process refused (will-navigate / will-redirect prevented). */
  refusedNavigations: string[];
  /** Windows the page asked for (window.open, target=_blank) and what the main process decided. */
  windowOpens: { url: string; action: string }[];
  /** Schemes the app registered itself for (deep links). */
  protocolClients: string[];
  /** The template of the menu the app set as its application menu (null: none, Electron's default). */
  applicationMenu: MenuItemConstructorOptions[] | null;
  quit: boolean;
}

export interface StandInEnv {
  browser: Browser;
  origins: OriginMap;
  userData: string;
  isPackaged: boolean;
  badgeSupported: boolean;
  /** Work areas of the monitors plugged in, the primary one first. */
  displays: Rectangle[];
  contextFor(partition: string): Promise<BrowserContext>;
  ipcHandlers: Map<string, IpcListener>;
  sessions: SessionRecord;
  record: Recorder;
}

export const createRecorder = (): Recorder => {
  return {
    openDialogs: [],
    openDialogAnswers: [],
    saveDialogs: [],
    saveDialogAnswers: [],
    notifications: [],
    externalUrls: [],
    badgeCounts: [],
    refusedNavigations: [],
    windowOpens: [],
    protocolClients: [],
    applicationMenu: null,
    quit: false,
  };
};
