import { ADMIN_TRIAGE_TEXTS, COMMUNITY_TEXTS } from "@kindred/contract";
import { Button, Modal } from "antd";
import type { AdminFeedback } from "../../../queries/admin";

const t = ADMIN_TRIAGE_TEXTS;

/** A feedback item's screenshot on its own (the S key), or word that it has none. */
export const ScreenshotDialog = ({ item, onClose }: { item: AdminFeedback; onClose: () => void }) => (
  <Modal
    open
    width={900}
    onCancel={onClose}
    title={<h2 className="dialog-title">{t.screenshotTitle}</h2>}
    footer={<Button onClick={onClose}>{t.close}</Button>}
  >
    {item.screenshotUrl ? (
      <img
        src={item.screenshotUrl}
        alt={COMMUNITY_TEXTS.admin.feedback.screenshotAlt}
        className="feedback-screenshot feedback-screenshot-large"
      />
    ) : (
      <p className="muted">{t.noScreenshot}</p>
    )}
  </Modal>
);
