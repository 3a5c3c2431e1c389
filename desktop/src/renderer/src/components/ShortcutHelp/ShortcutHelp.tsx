import { QuestionCircleOutlined } from "@ant-design/icons";
import { Button, Modal } from "antd";
import { useState } from "react";
import "../HostTools/hostTools.css";

interface ShortcutHelpProps {
  label: string;
  title: string;
  closeLabel: string;
  keys: readonly (readonly [string, string])[];
}

/** A "Keyboard shortcuts" button that lists each key and what it does. */
export const ShortcutHelp = ({ label, title, closeLabel, keys }: ShortcutHelpProps) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" icon={<QuestionCircleOutlined />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        title={<h2 className="dialog-title">{title}</h2>}
        footer={<Button onClick={() => setOpen(false)}>{closeLabel}</Button>}
      >
        <dl className="shortcut-list">
          {keys.map(([key, meaning]) => (
            <div key={key}>
              <dt>
                <kbd>{key}</kbd>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </Modal>
    </>
  );
};
