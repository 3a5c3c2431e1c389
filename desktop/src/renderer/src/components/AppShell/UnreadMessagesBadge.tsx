import { MESSAGING_TEXTS } from "@kindred/contract";
import { formatUnreadCount } from "./NotificationBell";

/** The unread messages' count over the Messages icon ("9+" above UNREAD_BADGE_MAX); nothing at 0. */
export const UnreadMessagesBadge = ({ count }: { count: number }) =>
  count > 0 ? (
    <span className="nav-unread-badge" aria-hidden="true" data-count={count}>
      {formatUnreadCount(count)}
    </span>
  ) : null;

/** The accessible name of a Messages link: "Messages (3 unread)". */
export const messagesLinkName = (count: number) => MESSAGING_TEXTS.messagesNav(count, formatUnreadCount(count));
