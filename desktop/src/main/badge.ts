export const APP_NAME = "Kindred Spaces";

export interface BadgeDeps {
  /** app.setBadgeCount: false where the platform has no badge (Windows, some Linux desktops). */
  setAppBadgeCount(count: number): boolean;
  getWindow(): { setTitle(title: string): void } | null;
}

/** Window title carrying the unread count where no dock or launcher badge exists. */
export const titleWithCount = (count: number): string => {
  return count > 0 ? `(${count}) ${APP_NAME}` : APP_NAME;
};

export const createBadge = (deps: BadgeDeps) => {
  return {
    setBadgeCount(count: number): void {
      if (deps.setAppBadgeCount(count)) return;
      deps.getWindow()?.setTitle(titleWithCount(count));
    },
  };
};
