import type { RealtimeEvent } from "@kindred/contract";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { openRealtimeStream, realtimeStreamUrl, receiveRealtimeEvent, refreshAfterReconnect } from "../lib/realtime";
import { getPlatform } from "../platform";
import { type StreamStatus, useRealtimeStore } from "../stores/realtimeStore";
import { useSystemNotifications } from "./systemNotifications";
import { probeServer } from "./useReconnect";

/** The stream's state on <html data-stream>, for support and for the browser tests. */
const showStatus = (status: StreamStatus) => {
  document.documentElement.dataset.stream = status;
};

/**
 * Handles one pushed event: parsed with the contract (one that does not parse is logged and
 * ignored), then what it touches is refreshed (system notifications follow the refreshed list).
 */
export const handleRealtimeEvent = (queryClient: QueryClient, event: RealtimeEvent, data: unknown) => {
  void receiveRealtimeEvent(queryClient, event, data);
};

/**
 * One event stream per signed-in member (mounted once, in the shell). Its status goes to
 * useRealtimeStore, which switches the polling fallback; each (re)subscription refetches what events touch.
 */
export const useRealtime = (userId: string | null) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setStatus = useRealtimeStore((state) => state.setStatus);

  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") {
      setStatus("idle");
      showStatus("idle");
      return;
    }
    const close = openRealtimeStream({
      onEvent: (event, data) => handleRealtimeEvent(queryClient, event, data),
      onStatus: (status) => {
        setStatus(status);
        showStatus(status);
        // The live stream broke: find out now whether the whole server is gone (the offline banner).
        if (status === "down") void probeServer();
      },
      // What was loaded before the stream was subscribed was not pushed: the first load raced it,
      // or events were missed while it was down. The server says when the page, loaded since the
      // window the URL gives, cannot have missed any (`recent: false`): then it is kept.
      url: realtimeStreamUrl(),
      onReady: (mayHaveMissed) => {
        if (mayHaveMissed) void refreshAfterReconnect(queryClient);
      },
    });
    return () => {
      close();
      setStatus("idle");
      showStatus("idle");
    };
  }, [userId, queryClient, setStatus]);

  useSystemNotifications(userId !== null);
  // A clicked system notification opens its match.
  useEffect(() => getPlatform().onNavigate((path) => navigate(path)), [navigate]);
};
