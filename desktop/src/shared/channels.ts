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
  /** main → renderer: go to an in-app path (a notification was clicked). */
  navigate: "desktop:navigate",
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
export type InvokeChannel = Exclude<Channel, typeof CHANNELS.navigate>;
