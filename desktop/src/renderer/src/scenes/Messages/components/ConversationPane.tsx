import { ArrowLeftOutlined } from "@ant-design/icons";
import {
  type Conversation,
  type CurrentUser,
  displayName,
  ERROR_MESSAGES,
  type MatchListItem,
  MESSAGING_TEXTS,
  MODERATION_TEXTS,
  SCREEN_TEXTS,
  type UserSummary,
} from "@kindred/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Spin } from "antd";
import { type ReactNode, useEffect, useRef } from "react";
import { SafetyActions } from "../../../components/Safety/SafetyActions";
import { isStatus, serverMessage } from "../../../lib/api";
import { REALTIME_KEYS } from "../../../lib/realtime";
import { useMatchBookings } from "../../../queries/bookings";
import { UNREAD_MESSAGES_KEY, useConversation, useSendMessage } from "../../../queries/matches";
import { useStreamOpen } from "../../../stores/realtimeStore";
import { toast } from "../../../stores/toastStore";
import { canMessage } from "../matchActions";
import { useEarlierMessages } from "../useEarlierMessages";
import { BookingPanel, bookingsAllowCompletion } from "./BookingPanel";
import { MatchActions } from "./MatchActions";
import { MatchSummary } from "./MatchSummary";
import { MessageComposer } from "./MessageComposer";
import { MessageList } from "./MessageList";
import { ReferencePanel } from "./ReferencePanel";

interface ConversationPaneProps {
  matchId: string;
  viewer: CurrentUser;
  listItem: MatchListItem | undefined;
  onBack: () => void;
}

/**
 * Reading a conversation marks messages read on the server, which pushes a `match` "read" event;
 * while the stream is down the list's unread counts are refreshed here instead, once per load.
 */
const useRefreshUnreadCounts = (dataUpdatedAt: number, hasUnread: boolean) => {
  const queryClient = useQueryClient();
  const streamOpen = useStreamOpen();
  const handled = useRef(0);
  // The Messages badge: reading marked this conversation's messages read.
  useEffect(() => {
    if (dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY, exact: true });
  }, [dataUpdatedAt, queryClient]);
  useEffect(() => {
    if (streamOpen || !dataUpdatedAt || !hasUnread || handled.current === dataUpdatedAt) return;
    handled.current = dataUpdatedAt;
    void queryClient.invalidateQueries({ queryKey: [REALTIME_KEYS.matchLists] });
    void queryClient.invalidateQueries({ queryKey: [REALTIME_KEYS.notifications] });
  }, [dataUpdatedAt, hasUnread, queryClient, streamOpen]);
};

/**
 * docs/product.md section 6: the viewer is the requester when the request is theirs, otherwise the host. A
 * deleted listing leaves its side null; the list row still names the other party then ("Former
 * member" once they deleted their account).
 */
export const otherPartyOf = (
  conversation: Conversation,
  viewerId: string,
  listItem: MatchListItem | undefined,
): Pick<UserSummary, "name" | "profileImageUrl"> => {
  const { spaceRequest, spaceOffer } = conversation;
  const side = spaceRequest?.userId === viewerId ? spaceOffer : spaceRequest;
  if (side) return side.user;
  return {
    name: listItem?.otherPartyName ?? SCREEN_TEXTS.anonymousUser,
    profileImageUrl: listItem?.otherPartyProfileUrl ?? null,
  };
};

const PaneMessage = ({ title, text }: { title: string; text?: string }) => (
  <div className="pane-placeholder">
    <p className="pane-placeholder-title">{title}</p>
    {text && <p className="muted">{text}</p>}
  </div>
);

/** Right pane: 'Secure Match Communication' for the chosen match (spec "Messages screen"). */
export const ConversationPane = ({ matchId, viewer, listItem, onBack }: ConversationPaneProps) => {
  const conversation = useConversation(matchId);
  const earlier = useEarlierMessages(matchId, conversation.data);
  const send = useSendMessage(matchId);
  const bookings = useMatchBookings(matchId);
  useRefreshUnreadCounts(conversation.dataUpdatedAt, (listItem?.unreadCount ?? 0) > 0);

  const onSend = (content: string) =>
    send.mutateAsync(content).catch((error: unknown) => {
      toast({
        title: ERROR_MESSAGES.sendMessage,
        description: serverMessage(error, ERROR_MESSAGES.tryAgain),
        variant: "destructive",
      });
      throw error;
    });

  const data = conversation.data;
  let body: ReactNode;
  if (conversation.isLoading) {
    body = (
      <div className="pane-placeholder" role="status">
        <Spin />
        <span className="visually-hidden">{MESSAGING_TEXTS.loadingConversation}</span>
      </div>
    );
  } else if (conversation.error) {
    body =
      isStatus(conversation.error, 404) || isStatus(conversation.error, 403) ? (
        <PaneMessage title={SCREEN_TEXTS.conversationNotFound} text={ERROR_MESSAGES.matchNotFound} />
      ) : (
        <Alert
          type="error"
          showIcon
          title={ERROR_MESSAGES.fetchConversation}
          description={conversation.error.message}
          action={
            <Button size="small" onClick={() => void conversation.refetch()}>
              {ERROR_MESSAGES.tryAgain}
            </Button>
          }
        />
      );
  } else if (!data) {
    body = <PaneMessage title={SCREEN_TEXTS.conversationNotFound} />;
  } else {
    const other = otherPartyOf(data, viewer.id, listItem);
    const otherId = (data.spaceRequest?.userId === viewer.id ? data.spaceOffer : data.spaceRequest)?.userId;
    body = (
      <>
        <MatchSummary
          conversation={data}
          viewer={{ name: displayName(viewer), profileImageUrl: viewer.profileImageUrl ?? null }}
          other={other}
          more={otherId && <SafetyActions userId={otherId} name={other.name} />}
        />
        <MatchActions
          matchId={data.id}
          status={data.status}
          acceptedBy={data.acceptedBy}
          viewerId={viewer.id}
          canComplete={bookingsAllowCompletion(bookings.data)}
          paused={data.paused}
        />
        <BookingPanel matchId={data.id} status={data.status} viewerId={viewer.id} />
        <ReferencePanel matchId={data.id} otherName={other.name} />
        {earlier.canLoadEarlier && (
          <Button
            type="link"
            className="load-earlier"
            loading={earlier.loading}
            onClick={() => void earlier.loadEarlier()}
          >
            {MESSAGING_TEXTS.loadOlder}
          </Button>
        )}
        <MessageList messages={earlier.messages} viewerId={viewer.id} otherName={other.name} />
        {data.paused ? (
          <p className="composer-closed match-paused" role="status">
            {MODERATION_TEXTS.matchPaused}
          </p>
        ) : canMessage(data.status) ? (
          <MessageComposer
            onSend={onSend}
            pending={send.isPending}
            suggestion={
              earlier.messages.length === 0
                ? MESSAGING_TEXTS.suggestedFirstMessage(
                    other.name.split(" ")[0] ?? other.name,
                    data.spaceOffer?.spaceName ?? null,
                    data.spaceRequest?.title ?? null,
                    data.spaceOffer?.userId === viewer.id ? "host" : "seeker",
                  )
                : undefined
            }
          />
        ) : (
          <p className="muted composer-closed">{MESSAGING_TEXTS.closedNote}</p>
        )}
      </>
    );
  }

  return (
    <section className="panel conversation-pane" aria-labelledby="conversation-title">
      <div className="conversation-head">
        <Button className="back-to-matches" icon={<ArrowLeftOutlined />} onClick={onBack}>
          {SCREEN_TEXTS.backToMatches}
        </Button>
        <h2 id="conversation-title">{SCREEN_TEXTS.secureMatchCommunication}</h2>
      </div>
      {body}
    </section>
  );
};
