import { onlineManager } from "@tanstack/react-query";
import { create } from "zustand";

interface ConnectionState {
  /** False from a failed call until the server answers again. */
  reachable: boolean;
  /** The server as the banner names it: the page's own origin on the web, the chosen server on desktop. */
  server: string;
  setServer: (server: string) => void;
  markReachable: () => void;
  markUnreachable: () => void;
}

/**
 * Whether the server answers. While it does not, TanStack Query is told it is offline, so
 * queries pause and keep the data they last loaded instead of failing one by one.
 */
export const useConnectionStore = create<ConnectionState>()((set, get) => ({
  reachable: true,
  server: typeof location === "undefined" ? "" : location.origin,
  setServer: (server) => set({ server }),
  markReachable: () => {
    if (get().reachable) return;
    set({ reachable: true });
    onlineManager.setOnline(true);
  },
  markUnreachable: () => {
    if (!get().reachable) return;
    set({ reachable: false });
    onlineManager.setOnline(false);
  },
}));
