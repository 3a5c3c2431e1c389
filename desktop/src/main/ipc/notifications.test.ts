import { describe, expect, it, vi } from "vitest";
import { CHANNELS } from "../../shared/channels";
import { createNotifier, matchConversationPath, type NotificationLike } from "./notifications";

const fakeNotification = () => {
  const listeners = new Map<string, () => void>();
  const notification = {
    on: vi.fn((event: string, listener: () => void) => listeners.set(event, listener)),
    show: vi.fn(),
  } satisfies NotificationLike;
  return { notification, emit: (event: string) => listeners.get(event)?.() };
};

const fakeWindow = (minimized = false, focused = false) => {
  return {
    isMinimized: vi.fn(() => minimized),
    isFocused: vi.fn(() => focused),
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
    setTitle: vi.fn(),
    webContents: { send: vi.fn() },
  };
};

const MATCH_ID = "6f1c2f7e-1d2a-4b3c-8d4e-5f6a7b8c9d0e";

describe("notifier", () => {
  it("shows an OS notification with title and body", () => {
    const { notification } = fakeNotification();
    const createNotification = vi.fn(() => notification);
    createNotifier({ isSupported: () => true, createNotification, getWindow: () => null }).notify({
      title: "New message",
      body: "See you Tuesday",
      matchId: MATCH_ID,
    });
    expect(createNotification).toHaveBeenCalledWith({ title: "New message", body: "See you Tuesday" });
    expect(notification.show).toHaveBeenCalledOnce();
  });

  it("shows nothing while the window is focused: the member sees the update in the app", () => {
    const createNotification = vi.fn(() => fakeNotification().notification);
    createNotifier({ isSupported: () => true, createNotification, getWindow: () => fakeWindow(false, true) }).notify({
      title: "New message",
      body: "See you Tuesday",
      matchId: MATCH_ID,
    });
    expect(createNotification).not.toHaveBeenCalled();
  });

  it("on click restores and focuses the window and opens the match conversation", () => {
    const { notification, emit } = fakeNotification();
    const window = fakeWindow(true);
    const notifier = createNotifier({
      isSupported: () => true,
      createNotification: () => notification,
      getWindow: () => window,
    });
    notifier.notify({ title: "New match", body: "", matchId: MATCH_ID });
    expect(notifier.pendingCount()).toBe(1);

    emit("click");
    expect(window.restore).toHaveBeenCalled();
    expect(window.show).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
    expect(window.webContents.send).toHaveBeenCalledWith(CHANNELS.navigate, `/messages?match=${MATCH_ID}`);
    expect(notifier.pendingCount()).toBe(0);
  });

  it("without a match only focuses the window", () => {
    const { notification, emit } = fakeNotification();
    const window = fakeWindow();
    createNotifier({ isSupported: () => true, createNotification: () => notification, getWindow: () => window }).notify(
      { title: "Welcome", body: "" },
    );
    emit("click");
    expect(window.focus).toHaveBeenCalled();
    expect(window.restore).not.toHaveBeenCalled();
    expect(window.webContents.send).not.toHaveBeenCalled();
  });

  it("does nothing where the OS has no notifications", () => {
    const createNotification = vi.fn();
    createNotifier({ isSupported: () => false, createNotification, getWindow: () => null }).notify({
      title: "x",
      body: "y",
    });
    expect(createNotification).not.toHaveBeenCalled();
  });

  it("encodes the match id into the path", () => {
    expect(matchConversationPath("a b")).toBe("/messages?match=a%20b");
  });
});
