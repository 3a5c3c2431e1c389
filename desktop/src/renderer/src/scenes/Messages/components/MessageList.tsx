import {
  MESSAGING_TEXTS,
  type Message,
  MODERATION_TEXTS,
  SAFETY_TEXTS,
  SCREEN_TEXTS,
  YOUR_DATA_TEXTS,
} from "@kindred/contract";
import { useEffect, useRef } from "react";
import { ReportButton } from "../../../components/Safety/ReportButton";
import { formatDateTime, formatMessageTime } from "../../../lib/relativeTime";

interface MessageListProps {
  messages: readonly Message[];
  viewerId: string;
  otherName: string;
}

/** The conversation, oldest first: own messages on the right, the other party's on the left. */
export const MessageList = ({ messages, viewerId, otherName }: MessageListProps) => {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  const lastOwnId = messages.findLast((message) => message.senderId === viewerId)?.id;

  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    if (lastId && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [lastId]);

  return (
    <div
      className="message-scroller"
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      aria-label={MESSAGING_TEXTS.conversationWith(otherName)}
      role="log"
    >
      {messages.length === 0 ? (
        <div className="messages-empty">
          <p className="messages-empty-title">{SCREEN_TEXTS.noMessagesYet}</p>
          <p className="muted">{MESSAGING_TEXTS.firstMessageHint}</p>
        </div>
      ) : (
        <ol className="message-list">
          {messages.map((message) => {
            const own = message.senderId === viewerId;
            // A sender who deleted their account left their messages behind, unnamed.
            const former = message.senderId === null;
            return (
              <li key={message.id} className={own ? "message message-own" : "message message-other"}>
                {former ? (
                  <span className="message-sender">{YOUR_DATA_TEXTS.formerMember}</span>
                ) : (
                  <span className="visually-hidden">{own ? MESSAGING_TEXTS.you : otherName}: </span>
                )}
                {message.removed ? (
                  <p className="message-content message-removed">{MODERATION_TEXTS.removedPlaceholder}</p>
                ) : (
                  <p className="message-content">{message.content}</p>
                )}
                <time className="message-time" dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
                  {formatMessageTime(message.createdAt)}
                  {message.id === lastOwnId && message.isRead && ` · ${MESSAGING_TEXTS.seen}`}
                </time>
                {!own && !former && !message.removed && (
                  <ReportButton targetType="message" targetId={message.id} label={SAFETY_TEXTS.reportMessage} compact />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
};
