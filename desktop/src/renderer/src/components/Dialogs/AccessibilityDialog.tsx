import { FONT_SIZES, WEB_TEXTS } from "@kindred/contract";
import { Button, Modal, Segmented, Switch } from "antd";
import { useAccessibility } from "../AccessibilityProvider";
import "./accessibilityDialog.css";

const t = WEB_TEXTS.accessibility;

const SettingRow = ({
  id,
  label,
  help,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <div className="setting-row">
    <div>
      <label htmlFor={id} className="setting-label">
        {label}
      </label>
      <div id={`${id}-help`} className="form-help">
        {help}
      </div>
    </div>
    <Switch id={id} checked={checked} onChange={onChange} aria-describedby={`${id}-help`} />
  </div>
);

/** Accessibility Settings dialog (docs/product.md section 3): every change applies and saves at once. */
export const AccessibilityDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { settings, update } = useAccessibility();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={<h2 className="dialog-title">{t.title}</h2>}
      footer={
        <Button type="primary" onClick={onClose}>
          {t.done}
        </Button>
      }
    >
      <div className="settings-list">
        <SettingRow
          id="a11y-high-contrast"
          label={t.highContrast}
          help={t.highContrastHelp}
          checked={settings.highContrast}
          onChange={(highContrast) => update({ highContrast })}
        />
        <SettingRow
          id="a11y-reduced-motion"
          label={t.reducedMotion}
          help={t.reducedMotionHelp}
          checked={settings.reducedMotion}
          onChange={(reducedMotion) => update({ reducedMotion })}
        />
        <div className="setting-row setting-row-stacked">
          <span id="a11y-font-size-label" className="setting-label">
            {t.fontSize}
          </span>
          <Segmented
            aria-labelledby="a11y-font-size-label"
            // The library names the group in English otherwise; the label above names it.
            aria-label={t.fontSize}
            block
            value={settings.fontSize}
            onChange={(fontSize) => update({ fontSize })}
            options={FONT_SIZES.map((size) => ({ value: size, label: t.fontSizes[size] }))}
          />
        </div>
        <SettingRow
          id="a11y-announcements"
          label={t.announcements}
          help={t.announcementsHelp}
          checked={settings.announcements}
          onChange={(announcements) => update({ announcements })}
        />
      </div>
    </Modal>
  );
};

export default AccessibilityDialog;
