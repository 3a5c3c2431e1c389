import { ERROR_MESSAGES, type Message } from "@kindred/contract";
import { useState } from "react";
import { serverMessage } from "../../lib/api";
import { type ConversationPage, fetchOlderMessages } from "../../queries/matches";
import { toast } from "../../stores/toastStore";

/** Earlier pages and the latest page as one list, oldest first, each message once (the latest copy wins). */
export const mergeMessages = (older: readonly Message[], latest: readonly Message[]): Message[] => {
  const byId = new Map<string, Message>();
  for (const message of [...older, ...latest]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
};

/**
 * Earlier pages of a long conversation, loaded on request and kept while the latest page is
 * refetched; merged by id and time so a message never shows twice.
 */
export const useEarlierMessages = (matchId: string, latest: ConversationPage | undefined) => {
  const [older, setOlder] = useState<{ messages: Message[]; cursor: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const cursor = older ? older.cursor : (latest?.olderCursor ?? null);

  const loadEarlier = async () => {
    if (!cursor || loading) return;
    setLoading(true);
    try {
      const page = await fetchOlderMessages(matchId, cursor);
      setOlder((current) => ({ messages: [...page.messages, ...(current?.messages ?? [])], cursor: page.olderCursor }));
    } catch (error) {
      toast({
        title: ERROR_MESSAGES.fetchConversation,
        description: serverMessage(error, ERROR_MESSAGES.tryAgain),
        variant: "destructive",
      });
    } finally {
      setLoading(false);
    }
  };

  const messages = mergeMessages(older?.messages ?? [], latest?.messages ?? []);
  return { messages, canLoadEarlier: Boolean(cursor), loading, loadEarlier };
};
