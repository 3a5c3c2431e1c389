import {
  BellOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  CommentOutlined,
  EditOutlined,
  FlagOutlined,
  HeartOutlined,
  MessageOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SyncOutlined,
} from "@ant-design/icons";
import { LIVE_REQUEST_TEXTS, MESSAGING_TEXTS, type Notification, type NotificationType } from "@kindred/contract";
import { Button } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { KeepOpenButton } from "../../../components/LiveRequest/KeepOpenButton";
import { formatDateTime, formatRelativeTime } from "../../../lib/relativeTime";
import { useMarkNotificationRead } from "../../../queries/notifications";

const t = MESSAGING_TEXTS.notifications;

const ICONS: Record<NotificationType, ReactNode> = {
  new_match: <HeartOutlined />,
  new_message: <MessageOutlined />,
  match_update: <SyncOutlined />,
  still_looking: <ClockCircleOutlined />,
  booking_proposed: <CalendarOutlined />,
  booking_update: <ScheduleOutlined />,
  booking_reminder: <BellOutlined />,
  moderation_notice: <SafetyOutlined />,
  report_outcome: <FlagOutlined />,
  reference_published: <CommentOutlined />,
  reference_reminder: <EditOutlined />,
};

interface NotificationItemProps {
  notification: Notification;
  onError: (error: unknown) => void;
}

/** One notification: type icon, title, message, time; New and mark-read while unread; View Match when it has one. */
export const NotificationItem = ({ notification, onError }: NotificationItemProps) => {
  const markRead = useMarkNotificationRead();
  const unread = !notification.isRead;
  const titleId = `notification-${notification.id}`;
  return (
    <li className={unread ? "notification notification-unread" : "notification"} aria-labelledby={titleId}>
      <span
        className={`notification-icon notification-icon-${notification.type}`}
        role="img"
        aria-label={t.types[notification.type]}
      >
        {ICONS[notification.type]}
      </span>
      <div className="notification-body">
        <div className="notification-top">
          <h2 id={titleId} className="notification-title">
            {notification.title}
          </h2>
          {unread && <span className="new-badge">{MESSAGING_TEXTS.newBadge}</span>}
        </div>
        <p className="notification-message">{notification.message}</p>
        <div className="notification-meta">
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
            {formatRelativeTime(notification.createdAt)}
          </time>
          {notification.matchId && (
            <Link to={`/messages?match=${encodeURIComponent(notification.matchId)}`} className="notification-link">
              {t.viewMatch}
            </Link>
          )}
          {notification.spaceRequestId && (
            <Link to={`/space-request/${notification.spaceRequestId}`} className="notification-link">
              {LIVE_REQUEST_TEXTS.viewRequest}
            </Link>
          )}
          {notification.type === "still_looking" && notification.spaceRequestId && (
            <KeepOpenButton requestId={notification.spaceRequestId} size="small" />
          )}
        </div>
      </div>
      {unread && (
        <Button
          size="small"
          className="notification-mark-read"
          onClick={() => markRead.mutate(notification.id, { onError })}
          loading={markRead.isPending}
          aria-label={`${t.markRead}: ${notification.title}`}
        >
          {t.markRead}
        </Button>
      )}
    </li>
  );
};
