import {
  cropImageArgs,
  exportCsvArgs,
  noArgs,
  notifyArgs,
  serverAddressArgs,
  setAdminMenuArgs,
  setBadgeCountArgs,
  socialSignInArgs,
} from "../../shared/api";
import { CHANNELS, type InvokeChannel } from "../../shared/channels";
import type { createBadge } from "../badge";
import type { createSocialSignIn } from "../socialSignIn";
import type { createCsvExporter } from "./csvExport";
import { type ValidatedHandler, validated } from "./handle";
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
}

/** One validated handler per channel of the window.desktop bridge. */
export function hostFeatureHandlers(features: HostFeatures): Record<InvokeChannel, ValidatedHandler> {
  return {
    [CHANNELS.pickImages]: validated(noArgs, () => features.photos.pickImages()),
    [CHANNELS.cropImage]: validated(cropImageArgs, (path, rect, ratio) => features.photos.cropImage(path, rect, ratio)),
    [CHANNELS.notify]: validated(notifyArgs, (notification) => features.notifier.notify(notification)),
    [CHANNELS.captureScreenshot]: validated(noArgs, () => features.captureScreenshot()),
    [CHANNELS.setBadgeCount]: validated(setBadgeCountArgs, (count) => features.badge.setBadgeCount(count)),
    [CHANNELS.getServer]: validated(noArgs, () => features.server.getServer()),
    [CHANNELS.testServer]: validated(serverAddressArgs, (address) => features.server.testServer(address)),
    [CHANNELS.saveServer]: validated(serverAddressArgs, (address) => features.server.saveServer(address)),
    [CHANNELS.exportCsv]: validated(exportCsvArgs, (name) => features.csv.exportCsv(name)),
    [CHANNELS.setAdminMenu]: validated(setAdminMenuArgs, (isAdmin) => features.setAdminMenu(isAdmin)),
    [CHANNELS.startSocialSignIn]: validated(socialSignInArgs, (provider) => features.socialSignIn.start(provider)),
  };
}
