import { BOOKING_RULES, BOOKING_TEXTS, type BookingActionInput } from "@kindred/contract";
import { Input, Modal } from "antd";
import { useId, useState } from "react";

const t = BOOKING_TEXTS;

interface ReasonDialogProps {
  action: "decline" | "cancel" | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks why before a decline or a cancellation (the other party reads it). */
export const ReasonDialog = ({ action, pending, onConfirm, onClose }: ReasonDialogProps) => {
  const [reason, setReason] = useState("");
  const id = useId();
  return (
    <Modal
      open={action !== null}
      title={t.reasonTitle(action ?? "cancel")}
      okText={t.confirm}
      cancelText={t.close}
      okButtonProps={{ danger: true, disabled: reason.trim() === "", loading: pending }}
      onOk={() => onConfirm(reason.trim())}
      onCancel={onClose}
      afterClose={() => setReason("")}
      destroyOnHidden
    >
      <label htmlFor={id}>{t.reason}</label>
      <Input.TextArea
        id={id}
        autoFocus
        value={reason}
        maxLength={BOOKING_RULES.reasonMax}
        onChange={(event) => setReason(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="muted">
        {t.reasonHint}
      </p>
    </Modal>
  );
};

/** A decline or a cancellation waiting for its reason: of a booking, or of one of its dates. */
export interface ReasonAsk {
  bookingId: string;
  action: "decline" | "cancel";
  occurrence?: string;
}

/** The reason step of a decline or a cancel: `ask` opens it, `dialog` is rendered once by the caller. */
export const useReasonStep = (
  run: (bookingId: string, body: BookingActionInput) => Promise<unknown>,
  pending: boolean,
) => {
  const [asking, setAsking] = useState<ReasonAsk | null>(null);
  const dialog = (
    <ReasonDialog
      action={asking?.action ?? null}
      pending={pending}
      onClose={() => setAsking(null)}
      onConfirm={(reason) => {
        if (!asking) return;
        const body = { action: asking.action, reason, ...(asking.occurrence ? { occurrence: asking.occurrence } : {}) };
        void run(asking.bookingId, body as BookingActionInput).then(() => setAsking(null));
      }}
    />
  );
  return { ask: setAsking, dialog };
};
