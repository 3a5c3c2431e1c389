import { COMMUNITY_GUIDELINES } from "@kindred/contract";
import { Button, Modal } from "antd";
import "./guidelinesDialog.css";

interface GuidelinesDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called by the confirm button; defaults to closing. */
  onConfirm?: () => void;
}

/** The Community Guidelines dialog of docs/product.md section 1, text from the contract. */
export const GuidelinesDialog = ({ open, onClose, onConfirm = onClose }: GuidelinesDialogProps) => (
  <Modal
    open={open}
    onCancel={onClose}
    width={680}
    centered
    title={
      <div>
        <h2 className="dialog-title">{COMMUNITY_GUIDELINES.title}</h2>
        <p className="dialog-subtitle">{COMMUNITY_GUIDELINES.subtitle}</p>
      </div>
    }
    footer={
      <Button type="primary" size="large" block onClick={onConfirm} className="guidelines-confirm">
        {COMMUNITY_GUIDELINES.confirm}
      </Button>
    }
    styles={{ body: { maxHeight: "60vh", overflowY: "auto", paddingRight: 8 } }}
  >
    <div className="guidelines-body">
      {COMMUNITY_GUIDELINES.sections.map((section) => (
        <section key={section.heading} className="guidelines-section">
          <h3>{section.heading}</h3>
          {"intro" in section && section.intro && <p>{section.intro}</p>}
          {section.items.length > 0 && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  </Modal>
);

export default GuidelinesDialog;
