import {
  CONVERSATION_REFRESH_MS,
  type Conversation,
  MATCH_ROUTES,
  type MatchAction,
  type MatchListItem,
  NOTIFICATIONS_REFRESH_MS,
  PAGE,
} from "@kindred/contract";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api";
import { call, callAllPages, send } from "../lib/call";
import { conversationKey, REALTIME_KEYS, refreshAfterMatchChange, refreshMatchListsSoon } from "../lib/realtime";
import { fallbackInterval, useRealtimeStore, useStreamOpen } from "../stores/realtimeStore";

/** Same key as the dashboard's `useUserMatches`, so both read one cache entry. */
export const matchListKey = (userId: string | undefined) => [REALTIME_KEYS.matchLists, userId] as const;

/** Enough pages for any honest member; stops a runaway cursor loop. */
const MAX_PAGES = 25;

/** GET /api/matches/user/{userId}, every page (newest activity first); a server without it reads as null. */
const fetchMyMatches = async (userId: string): Promise<MatchListItem[] | null> => {
  try {
    return await callAllPages(MATCH_ROUTES.listByUser, { params: { userId } }, MAX_PAGES);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
};

/** The member's matches for the Messages list. */
export const myMatchesQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: matchListKey(userId),
    queryFn: () => fetchMyMatches(userId ?? ""),
    enabled: Boolean(userId),
  });

export const useMyMatches = (userId: string | undefined) => useQuery(myMatchesQuery(userId));

/** A conversation with the latest page of messages, and the cursor of the page before it. */
export type ConversationPage = Conversation & { olderCursor: string | null };

const fetchConversation = async (matchId: string, cursor?: string): Promise<ConversationPage> => {
  const response = await send(MATCH_ROUTES.conversation, { params: { id: matchId }, query: { cursor } });
  const conversation = (await response.json()) as Conversation;
  return { ...conversation, olderCursor: response.headers.get(PAGE.nextCursorHeader) };
};

/** The page of messages before `cursor` (oldest first), for "Load earlier messages". */
export const fetchOlderMessages = async (matchId: string, cursor: string) => {
  const page = await fetchConversation(matchId, cursor);
  return { messages: page.messages, olderCursor: page.olderCursor };
};

/**
 * GET /api/matches/{id}/conversation (parties only; reading it marks the other side's messages
 * read). Polled every 3 s only while the event stream is down.
 */
export const useConversation = (matchId: string | null) => {
  const streamOpen = useStreamOpen();
  return useQuery({
    queryKey: conversationKey(matchId ?? ""),
    queryFn: () => fetchConversation(matchId ?? ""),
    enabled: Boolean(matchId),
    refetchInterval: fallbackInterval(streamOpen, CONVERSATION_REFRESH_MS),
  });
};

/**
 * Changes the cached conversation with what a call answered, without counting as a read of it: it
 * keeps the time of the last read, on which the Messages badge refreshes (a read marks messages
 * read on the server; this changes nothing there).
 */
const patchConversation = (
  queryClient: QueryClient,
  matchId: string,
  patch: (current: ConversationPage) => ConversationPage,
) => {
  const key = conversationKey(matchId);
  const updatedAt = queryClient.getQueryState(key)?.dataUpdatedAt;
  queryClient.setQueryData<ConversationPage>(key, (current) => (current ? patch(current) : current), { updatedAt });
};

/** POST /api/matches/{id}/messages; the sent message joins the conversation at once. */
export const useSendMessage = (matchId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call(MATCH_ROUTES.sendMessage, { params: { id: matchId }, body: { content } }),
    onSuccess: (message) => {
      patchConversation(queryClient, matchId, (current) =>
        message && !current.messages.some((existing) => existing.id === message.id)
          ? { ...current, messages: [...current.messages, message] }
          : current,
      );
      // While the stream is open, the message's own event (the sender gets it too) refreshes the
      // match lists; refreshing here as well fetched them twice whenever that event came after the
      // refresh batch had closed. Without a stream, nothing else would.
      if (useRealtimeStore.getState().status === "open") return;
      return refreshMatchListsSoon(queryClient);
    },
  });
};

/** PATCH /api/matches/{id} {action}: accept, decline or complete; statuses of listings follow. */
export const useMatchAction = (matchId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MatchAction) => call(MATCH_ROUTES.act, { params: { id: matchId }, body: { action } }),
    onMutate: () => ({ startedAt: Date.now() }),
    onSuccess: (match, _action, context) => {
      // The answer shows at once, unless the conversation was read after the call began: that
      // read is at least as new.
      if ((queryClient.getQueryState(conversationKey(matchId))?.dataUpdatedAt ?? 0) <= (context?.startedAt ?? 0)) {
        patchConversation(queryClient, matchId, (current) => ({
          ...current,
          status: match.status,
          acceptedBy: match.acceptedBy,
        }));
      }
      // While the stream is open, the change's own `match` event (the actor gets it too) refreshes
      // the lists, listings and conversation. Refreshing here as well fetched each twice whenever
      // that event came after the refresh batch had closed. Without a stream, nothing else would.
      if (useRealtimeStore.getState().status === "open") return;
      return refreshAfterMatchChange(queryClient, matchId);
    },
  });
};

/**
 * Under the match lists' key prefix, so every event that refreshes the lists (a message, a read,
 * a new match) refreshes the count too.
 */
export const UNREAD_MESSAGES_KEY = [REALTIME_KEYS.matchLists, "unread-count"] as const;

/** GET /api/matches/unread-count: the Messages badge; polled only while the event stream is down. */
export const useUnreadMessageCount = (signedIn: boolean): number => {
  const streamOpen = useStreamOpen();
  const { data } = useQuery({
    queryKey: UNREAD_MESSAGES_KEY,
    queryFn: async () => {
      try {
        return (await call(MATCH_ROUTES.unreadCount, {})).count;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return 0;
        throw error;
      }
    },
    enabled: signedIn,
    refetchInterval: fallbackInterval(streamOpen, NOTIFICATIONS_REFRESH_MS),
  });
  return signedIn ? (data ?? 0) : 0;
};
