/**
 * Every IPC channel between the renderer and the main process, in one list.
 * The preload bridge exposes one method per invoke channel; the main process
 * registers one validated handler per invoke channel.
 */
export const CHANNELS = {
  pickImages: "desktop:pick-images",
  cropImage: "desktop:crop-image",
  notify: "desktop:notify",
  captureScreenshot: "desktop:capture-screenshot",
  setBadgeCount: "desktop:set-badge-count",
  getServer: "desktop:get-server",
  testServer: "desktop:test-server",
  saveServer: "desktop:save-server",
  exportCsv: "desktop:export-csv",
  /** Social sign-in in the system browser (main/socialSignIn.ts). */
  startSocialSignIn: "desktop:start-social-sign-in",
  /** Whether the signed-in member is an admin: the app menu shows Admin to admins only. */
  setAdminMenu: "desktop:set-admin-menu",
  /** The language on screen: the app menu and save dialogs follow it. */
  setLocale: "desktop:set-locale",
  /** main → renderer: go to an in-app path (a notification was clicked). */
  navigate: "desktop:navigate",
  /** main → renderer: an app-menu item was chosen (shared/menu.ts). */
  menuCommand: "desktop:menu-command",
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
/** Channels the main process sends on; every other one is an invoke channel with a handler. */
export const SEND_CHANNELS = [CHANNELS.navigate, CHANNELS.menuCommand] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];
export type InvokeChannel = Exclude<Channel, SendChannel>;
