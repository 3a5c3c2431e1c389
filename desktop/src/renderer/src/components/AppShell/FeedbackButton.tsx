import { CommentOutlined } from "@ant-design/icons";
import { WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useLocation } from "react-router";
import { useDialogStore } from "../../stores/dialogStore";

/**
 * The floating feedback button present on every page. On /messages it shrinks to a round icon button that fits
 * the page margin, so it never covers the composer's Send button (the composer also keeps room for it on narrower
 * screens, see messages.css). It stays a normal button in the tab order, named by its aria-label.
 */
export const FeedbackButton = () => {
  const show = useDialogStore((state) => state.show);
  const { pathname } = useLocation();
  const compact = pathname === "/messages" || pathname.startsWith("/messages/");
  return (
    <Button
      className={compact ? "feedback-button feedback-button-compact" : "feedback-button"}
      type="primary"
      shape="round"
      size="large"
      icon={<CommentOutlined />}
      aria-label={WEB_TEXTS.feedback.button}
      title={compact ? WEB_TEXTS.feedback.button : undefined}
      onClick={() => show("feedback")}
    >
      <span className="feedback-button-text">{WEB_TEXTS.feedback.button}</span>
    </Button>
  );
};
