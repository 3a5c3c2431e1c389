import { CONVERSATION_REFRESH_MS } from "@kindred/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../lib/queryClient";
import { useRealtimeStore } from "../stores/realtimeStore";
import { useConversation } from "./matches";

const MATCH = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";

describe("conversation polling fallback", () => {
  const fetchMock = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ id: MATCH, messages: [] }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useRealtimeStore.getState().setStatus("idle");
  });

  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
  );

  const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it("polls every 3 s while the stream is down and stops once it is open", async () => {
    useRealtimeStore.getState().setStatus("down");
    renderHook(() => useConversation(MATCH), { wrapper });
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/matches/${MATCH}/conversation`);
    await tick(CONVERSATION_REFRESH_MS);
    await tick(CONVERSATION_REFRESH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    act(() => useRealtimeStore.getState().setStatus("open"));
    await tick(CONVERSATION_REFRESH_MS * 5);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("does not fetch without a selected match", async () => {
    useRealtimeStore.getState().setStatus("down");
    renderHook(() => useConversation(null), { wrapper });
    await tick(CONVERSATION_REFRESH_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
