import { BellOutlined } from "@ant-design/icons";
import { UNREAD_BADGE_MAX, WEB_TEXTS } from "@kindred/contract";
import { Badge, Button } from "antd";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { getPlatform } from "../../platform";
import { useUnreadNotificationCount } from "../../queries/notifications";
import { Hint } from "../Hint";

/** "9+" above UNREAD_BADGE_MAX (docs/product.md section 9). */
export const formatUnreadCount = (count: number): string =>
  count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);

export const NotificationBell = ({ signedIn }: { signedIn: boolean }) => {
  const navigate = useNavigate();
  const unread = useUnreadNotificationCount(signedIn);
  // The dock / launcher badge (desktop) or the app badge and tab title (web) follow the bell.
  useEffect(() => {
    void getPlatform()
      .setBadgeCount(unread)
      .catch(() => undefined);
  }, [unread]);
  const label = WEB_TEXTS.menu.notificationsNav(unread, formatUnreadCount(unread));
  return (
    <Hint title={WEB_TEXTS.menu.notifications}>
      <Badge count={unread} overflowCount={UNREAD_BADGE_MAX} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          shape="circle"
          size="large"
          icon={<BellOutlined />}
          aria-label={label}
          onClick={() => navigate("/notifications")}
        />
      </Badge>
    </Hint>
  );
};
