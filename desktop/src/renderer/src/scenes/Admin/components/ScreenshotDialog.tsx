import { ADMIN_TRIAGE_TEXTS, COMMUNITY_TEXTS } from "@kindred/contract";
import { Button, Modal } from "antd";
import { useState } from "react";
import type { AdminFeedback } from "../../../queries/admin";

const t = ADMIN_TRIAGE_TEXTS;
const f = COMMUNITY_TEXTS.admin.feedback;

/**
 * A feedback item's screenshot on its own (the S key, or from its details), fitted to the window
 * or at full size (scrolling inside the dialog), and in a tab of its own; or word that it has none.
 */
export const ScreenshotDialog = ({ item, onClose }: { item: AdminFeedback; onClose: () => void }) => {
  const [fullSize, setFullSize] = useState(false);
  return (
    <Modal
      open
      width="min(1200px, calc(100vw - 32px))"
      onCancel={onClose}
      title={<h2 className="dialog-title">{t.screenshotTitle}</h2>}
      footer={
        <div className="screenshot-dialog-footer">
          {item.screenshotUrl && (
            <>
              <Button aria-pressed={fullSize} onClick={() => setFullSize((on) => !on)}>
                {fullSize ? f.fitToWindow : f.viewFullSize}
              </Button>
              <a href={item.screenshotUrl} target="_blank" rel="noreferrer">
                {f.openInNewTab}
              </a>
            </>
          )}
          <Button onClick={onClose}>{t.close}</Button>
        </div>
      }
    >
      {item.screenshotUrl ? (
        <section
          className={fullSize ? "screenshot-frame screenshot-frame-full" : "screenshot-frame"}
          tabIndex={fullSize ? 0 : undefined}
          aria-label={f.screenshotAlt}
        >
          <img
            src={item.screenshotUrl}
            alt={f.screenshotAlt}
            className={fullSize ? "feedback-screenshot-natural" : "feedback-screenshot feedback-screenshot-large"}
          />
        </section>
      ) : (
        <p className="muted">{t.noScreenshot}</p>
      )}
    </Modal>
  );
};
