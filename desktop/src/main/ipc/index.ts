import type { RenderLocale } from "@kindred/contract";
import type { InvokeChannel } from "../../shared/channels";
import { INVOKE, INVOKE_NAMES, type InvokeArgs, type InvokeName, type InvokeResult } from "../../shared/ipc";
import type { createBadge } from "../badge";
import type { createSocialSignIn } from "../socialSignIn";
import type { createCsvExporter } from "./csvExport";
import type { ValidatedHandler } from "./handle";
import type { createNotifier } from "./notifications";
import type { createPhotoHandlers } from "./photos";
import type { createServerHandlers } from "./server";

export interface HostFeatures {
  photos: ReturnType<typeof createPhotoHandlers>;
  notifier: Pick<ReturnType<typeof createNotifier>, "notify">;
  captureScreenshot: () => Promise<string>;
  badge: ReturnType<typeof createBadge>;
  server: ReturnType<typeof createServerHandlers>;
  csv: ReturnType<typeof createCsvExporter>;
  socialSignIn: Pick<ReturnType<typeof createSocialSignIn>, "start">;
  /** Rebuilds the app menu with or without its Admin item. */
  setAdminMenu: (isAdmin: boolean) => void;
  /** Words the main process's texts (menu, dialogs) in the window's language and rebuilds the menu. */
  setLocale: (locale: RenderLocale) => void;
}

/** What each entry of the INVOKE table runs, with its parsed arguments; it must give the entry's result. */
type Runs = { [N in InvokeName]: (...args: InvokeArgs<N>) => InvokeResult<N> | Promise<InvokeResult<N>> };

/** One validated handler per entry of the INVOKE table (shared/ipc.ts), checking its arguments with it. */
export const hostFeatureHandlers = (features: HostFeatures): Record<InvokeChannel, ValidatedHandler> => {
  const runs: Runs = {
    pickImages: () => features.photos.pickImages(),
    cropImage: (path, rect, ratio) => features.photos.cropImage(path, rect, ratio),
    notify: (notification) => features.notifier.notify(notification),
    captureScreenshot: () => features.captureScreenshot(),
    setBadgeCount: (count) => features.badge.setBadgeCount(count),
    getServer: () => features.server.getServer(),
    testServer: (address) => features.server.testServer(address),
    saveServer: (address) => features.server.saveServer(address),
    exportCsv: (name) => features.csv.exportCsv(name),
    setAdminMenu: (isAdmin) => features.setAdminMenu(isAdmin),
    setLocale: (locale) => features.setLocale(locale),
    startSocialSignIn: (provider) => features.socialSignIn.start(provider),
  };
  return Object.fromEntries(
    INVOKE_NAMES.map((name) => [
      INVOKE[name].channel,
      { args: INVOKE[name].args, run: runs[name] } as unknown as ValidatedHandler,
    ]),
  ) as Record<InvokeChannel, ValidatedHandler>;
};
