import { LISTING_TEXTS } from "@kindred/contract";
import { Button, Modal } from "antd";
import { type FormEventHandler, type ReactNode, useRef } from "react";
import { GuidelinesDialog } from "./GuidelinesDialog";

const d = LISTING_TEXTS.dialogs;

interface ListingDialogFrameProps {
  open: boolean;
  title: string;
  subtitle: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** The terms gate's Community Guidelines detour (useTermsGate). */
  guidelines: { open: boolean; onClose: () => void; onConfirm: () => void };
  /** The form's fields and its terms box. */
  children: ReactNode;
}

/** What the Submit Space Request and Offer Your Space dialogs share: modal, actions, guidelines. */
export const ListingDialogFrame = ({
  open,
  title,
  subtitle,
  submitLabel,
  onClose,
  onSubmit,
  pending,
  guidelines,
  children,
}: ListingDialogFrameProps) => {
  const submitButton = useRef<HTMLButtonElement>(null);
  // "I Understand" ticks the terms box, so the next step is Submit: focus goes there.
  const confirmGuidelines = () => {
    guidelines.onConfirm();
    setTimeout(() => submitButton.current?.focus(), 0);
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={760}
      mask={{ closable: false }}
      title={
        <div>
          <h2 className="dialog-title">{title}</h2>
          <p className="dialog-subtitle">{subtitle}</p>
        </div>
      }
    >
      <form onSubmit={onSubmit} noValidate className="stacked-form listing-form">
        {children}
        <div className="form-actions">
          <Button onClick={onClose} disabled={pending}>
            {d.cancel}
          </Button>
          <Button ref={submitButton} type="primary" htmlType="submit" loading={pending}>
            {pending ? d.submitting : submitLabel}
          </Button>
        </div>
      </form>
      <GuidelinesDialog open={guidelines.open} onClose={guidelines.onClose} onConfirm={confirmGuidelines} />
    </Modal>
  );
};
