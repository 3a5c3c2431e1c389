import { CommentOutlined } from "@ant-design/icons";
import { WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useDialogStore } from "../../stores/dialogStore";

/**
 * The floating feedback button present on every page. Wherever the labelled button would not fit beside the
 * page column (styles.css) it is a round icon button that fits the page margin, so it does not cover content
 * such as the composer's Send button (the composer also keeps room for it on narrower screens, see
 * messages.css). It stays a normal button in the tab order, named by its aria-label, with the same words as its
 * tooltip.
 */
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
      title={WEB_TEXTS.feedback.button}
      onClick={() => show("feedback")}
    >
      <span className="feedback-button-text visually-hidden">{WEB_TEXTS.feedback.button}</span>
    </Button>
  );
};
