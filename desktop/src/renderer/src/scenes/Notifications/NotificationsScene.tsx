import { CheckOutlined } from "@ant-design/icons";
import { ERROR_MESSAGES, MESSAGING_TEXTS, SCREEN_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { Alert, Button, Spin } from "antd";
import { Link } from "react-router";
import { MembersOnly } from "../../components/gates";
import { serverMessage } from "../../lib/api";
import { usePageTitle } from "../../lib/usePageTitle";
import { countUnread, useMarkAllNotificationsRead, useNotifications } from "../../queries/notifications";
import { toast } from "../../stores/toastStore";
import { NotificationItem } from "./components/NotificationItem";
import "./notifications.css";

const t = MESSAGING_TEXTS.notifications;

const reportFailure = (error: unknown) =>
  toast({ title: t.failed, description: serverMessage(error, ERROR_MESSAGES.tryAgain), variant: "destructive" });

/** The member's notifications, newest first (spec "Notifications screen"). */
const Notifications = () => {
  usePageTitle(WEB_TEXTS.pageTitles.notifications);
  const notifications = useNotifications(true);
  const markAll = useMarkAllNotificationsRead();
  const list = notifications.data ?? [];
  const unread = countUnread(list);

  return (
    <section className="notifications-page" aria-labelledby="notifications-title">
      <div className="notifications-head">
        <div>
          <h1 id="notifications-title">{WEB_TEXTS.pageTitles.notifications}</h1>
          {list.length > 0 && (
            <p className="muted notifications-summary">{unread > 0 ? t.unreadSummary(unread) : t.allRead}</p>
          )}
        </div>
        {unread > 0 && (
          <Button
            icon={<CheckOutlined />}
            loading={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: reportFailure })}
          >
            {t.markAllRead}
          </Button>
        )}
      </div>
      {notifications.isLoading ? (
        <div className="inline-loading">
          <Spin />
        </div>
      ) : notifications.error ? (
        <Alert type="error" showIcon title={notifications.error.message} />
      ) : list.length === 0 ? (
        <div className="panel centered-panel notifications-empty">
          <p className="notifications-empty-title">{SCREEN_TEXTS.noNotifications}</p>
          <Link to="/explore" className="link-button">
            {SCREEN_TEXTS.exploreSpaces}
          </Link>
        </div>
      ) : (
        <ul className="notification-list">
          {list.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onError={reportFailure} />
          ))}
        </ul>
      )}
    </section>
  );
};

export const NotificationsScene = () => (
  <MembersOnly title={WEB_TEXTS.pageTitles.notifications} prompt={WEB_TEXTS.signInPrompts.notifications}>
    {() => <Notifications />}
  </MembersOnly>
);

export default NotificationsScene;
