import { z } from "zod";
import {
  cropImageArgs,
  croppedImage,
  exportCsvArgs,
  noArgs,
  notifyArgs,
  pickedFile,
  savedCsv,
  serverAddressArgs,
  serverConnection,
  serverSettingsView,
  setAdminMenuArgs,
  setBadgeCountArgs,
  setLocaleArgs,
  socialSignInArgs,
} from "./api";
import { CHANNELS } from "./channels";

/**
 * Every invoke call of window.desktop, once: its channel, its arguments (checked again in the main
 * process, never trusted) and its result. The preload bridge exposes one method per entry
 * (`createBridge`), the main process registers one checked handler per entry (`hostFeatureHandlers`),
 * and the renderer's Electron platform is typed from the bridge.
 */
export const INVOKE = {
  pickImages: { channel: CHANNELS.pickImages, args: noArgs, result: z.array(pickedFile) },
  cropImage: { channel: CHANNELS.cropImage, args: cropImageArgs, result: croppedImage },
  notify: { channel: CHANNELS.notify, args: notifyArgs, result: z.void() },
  /** The window as a PNG data URL. */
  captureScreenshot: { channel: CHANNELS.captureScreenshot, args: noArgs, result: z.string() },
  setBadgeCount: { channel: CHANNELS.setBadgeCount, args: setBadgeCountArgs, result: z.void() },
  getServer: { channel: CHANNELS.getServer, args: noArgs, result: serverSettingsView },
  testServer: { channel: CHANNELS.testServer, args: serverAddressArgs, result: serverConnection },
  saveServer: { channel: CHANNELS.saveServer, args: serverAddressArgs, result: z.void() },
  /** Fetches the export with the app's session and saves it where the native save dialog says. */
  exportCsv: { channel: CHANNELS.exportCsv, args: exportCsvArgs, result: savedCsv },
  setAdminMenu: { channel: CHANNELS.setAdminMenu, args: setAdminMenuArgs, result: z.void() },
  setLocale: { channel: CHANNELS.setLocale, args: setLocaleArgs, result: z.void() },
  startSocialSignIn: { channel: CHANNELS.startSocialSignIn, args: socialSignInArgs, result: z.void() },
} as const;

export type InvokeName = keyof typeof INVOKE;
export const INVOKE_NAMES = Object.keys(INVOKE) as InvokeName[];
export type InvokeArgs<N extends InvokeName> = z.infer<(typeof INVOKE)[N]["args"]>;
export type InvokeResult<N extends InvokeName> = z.infer<(typeof INVOKE)[N]["result"]>;
