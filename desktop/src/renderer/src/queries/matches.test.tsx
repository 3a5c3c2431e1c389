import { CONVERSATION_REFRESH_MS } from "@kindred/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../lib/queryClient";
import { applyRealtimeEvent, conversationKey } from "../lib/realtime";
import { useRealtimeStore } from "../stores/realtimeStore";
import { type ConversationPage, useConversation, useMatchAction } from "./matches";

const MATCH = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";

/** Moves the fake clock on, letting React settle what it started. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useRealtimeStore.getState().setStatus("idle");
});

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

  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
  );

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

describe("a member's own match action", () => {
  const VIEWER = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
  const fetchMock = vi.fn();
  let conversationReads = 0;
  let acceptedBy: string[] = [];
  /** Holds the PATCH's answer back until it resolves. */
  let answerGate: Promise<void> = Promise.resolve();

  beforeEach(() => {
    answerGate = Promise.resolve();
    vi.useFakeTimers();
    conversationReads = 0;
    acceptedBy = [];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === "PATCH") {
        await answerGate;
        acceptedBy = [VIEWER];
        const match = { id: MATCH, status: "under_review", acceptedBy, score: 80, reasons: [] };
        return new Response(JSON.stringify(match), { status: 200 });
      }
      expect(url).toBe(`/api/matches/${MATCH}/conversation`);
      conversationReads += 1;
      return new Response(JSON.stringify({ id: MATCH, status: "under_review", acceptedBy, messages: [] }), {
        status: 200,
      });
    });
    vi.stubGlobal("fetch", fetchMock);
  });

  /** The conversation on screen and the accept button's mutation, on one query client. */
  const render = () => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ conversation: useConversation(MATCH), action: useMatchAction(MATCH) }), {
      wrapper,
    });
    return { queryClient, result };
  };
  const shown = (queryClient: ReturnType<typeof createQueryClient>) =>
    queryClient.getQueryData<ConversationPage>(conversationKey(MATCH))?.acceptedBy;

  it("with the stream open, shows the answer at once and reads the conversation again only on the change's own event, however late it comes", async () => {
    useRealtimeStore.getState().setStatus("open");
    const { queryClient, result } = render();
    await tick(0);
    expect(conversationReads).toBe(1);

    const readAt = queryClient.getQueryState(conversationKey(MATCH))?.dataUpdatedAt;
    await tick(10);
    await act(() => result.current.action.mutateAsync("accept"));
    expect(shown(queryClient)).toEqual([VIEWER]);
    // Not a read of the conversation: the Messages badge, which refreshes on reads, stays put.
    expect(queryClient.getQueryState(conversationKey(MATCH))?.dataUpdatedAt).toBe(readAt);
    await tick(5_000);
    expect(conversationReads).toBe(1);

    void applyRealtimeEvent(queryClient, "match", { matchId: MATCH, change: "accept" });
    await tick(1_000);
    expect(conversationReads).toBe(2);
    expect(shown(queryClient)).toEqual([VIEWER]);
  });

  it("without a stream, reads the conversation again itself, once", async () => {
    useRealtimeStore.getState().setStatus("down");
    const { queryClient, result } = render();
    await tick(0);
    const before = conversationReads;
    await act(async () => {
      const done = result.current.action.mutateAsync("accept");
      await vi.advanceTimersByTimeAsync(1_000);
      await done;
    });
    expect(conversationReads).toBe(before + 1);
    expect(shown(queryClient)).toEqual([VIEWER]);
  });

  it("keeps a conversation read after the call began: that read is at least as new as the answer", async () => {
    useRealtimeStore.getState().setStatus("open");
    const { queryClient, result } = render();
    await tick(0);
    let answer = () => {};
    answerGate = new Promise((resolve) => {
      answer = resolve;
    });
    const pending = result.current.action.mutateAsync("accept");
    await tick(1);
    const newer = { ...queryClient.getQueryData<ConversationPage>(conversationKey(MATCH))!, acceptedBy: ["newer"] };
    queryClient.setQueryData(conversationKey(MATCH), newer);
    answer();
    await act(() => pending);
    expect(shown(queryClient)).toEqual(["newer"]);
  });
});
