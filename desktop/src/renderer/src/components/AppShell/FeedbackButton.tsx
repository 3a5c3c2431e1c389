import { CommentOutlined } from "@ant-design/icons";
import { WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useDialogStore } from "../../stores/dialogStore";

/** The floating feedback button present on every page. */
export const FeedbackButton = () => {
  const show = useDialogStore((state) => state.show);
  return (
    <Button
      className="feedback-button"
      type="primary"
      shape="round"
      size="large"
      icon={<CommentOutlined />}
      aria-label={WEB_TEXTS.feedback.button}
      onClick={() => show("feedback")}
    >
      <span className="feedback-button-text">{WEB_TEXTS.feedback.button}</span>
    </Button>
  );
};
