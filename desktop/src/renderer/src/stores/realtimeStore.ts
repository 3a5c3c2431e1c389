import { create } from "zustand";

/**
 * The live event stream's state: `idle` while signed out, `connecting` before the first open,
 * `open` while events arrive, `down` after an error until it opens again.
 */
export type StreamStatus = "idle" | "connecting" | "open" | "down";

interface RealtimeState {
  status: StreamStatus;
  setStatus: (status: StreamStatus) => void;
}

export const useRealtimeStore = create<RealtimeState>()((set) => ({
  status: "idle",
  setStatus: (status) => set({ status }),
}));

/** True while pushed events keep the data fresh, so screens need not poll. */
export const useStreamOpen = (): boolean => useRealtimeStore((state) => state.status === "open");

/**
 * docs/http-api.md "Matches, messages, notifications": poll every `ms` only while the stream is down.
 * Returns a value for TanStack Query's `refetchInterval`.
 */
export const fallbackInterval = (streamOpen: boolean, ms: number): number | false => (streamOpen ? false : ms);
