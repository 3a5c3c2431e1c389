import type { DesktopNotification } from "../../shared/api";
import { CHANNELS } from "../../shared/channels";
import { focusWindow, type WindowLike } from "../windows";

/** The slice of an Electron Notification used here. */
export interface NotificationLike {
  on(event: "click" | "close", listener: () => void): unknown;
  show(): void;
}

export interface NotificationDeps {
  isSupported(): boolean;
  createNotification(options: { title: string; body: string }): NotificationLike;
  getWindow(): WindowLike | null;
}

/** In-app path of the conversation of a match. */
export const matchConversationPath = (matchId: string): string => {
  return `/messages?match=${encodeURIComponent(matchId)}`;
};

export const createNotifier = (deps: NotificationDeps) => {
  // Electron drops click handlers of notifications that were garbage-collected; keep them until done.
  const shown = new Set<NotificationLike>();

  return {
    /** Shown only while the window is not focused: a member looking at the app sees it there. */
    notify({ title, body, matchId }: DesktopNotification): void {
      if (!deps.isSupported() || deps.getWindow()?.isFocused()) return;
      const notification = deps.createNotification({ title, body });
      shown.add(notification);
      notification.on("click", () => {
        shown.delete(notification);
        const window = deps.getWindow();
        if (!window) return;
        focusWindow(window);
        if (matchId) window.webContents.send(CHANNELS.navigate, matchConversationPath(matchId));
      });
      notification.on("close", () => shown.delete(notification));
      notification.show();
    },
    /** For tests and diagnostics: notifications still waiting for a click. */
    pendingCount: () => shown.size,
  };
};
