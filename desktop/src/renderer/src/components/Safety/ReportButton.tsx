import { FlagOutlined } from "@ant-design/icons";
import "./safety.css";
import {
  ERROR_MESSAGES,
  FIELD_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
  SAFETY_TEXTS,
} from "@kindred/contract";
import { Button, Input, Modal, Radio } from "antd";
import { useId, useState } from "react";
import { serverMessage } from "../../lib/api";
import { useSendReport } from "../../queries/safety";
import { toast } from "../../stores/toastStore";

const t = SAFETY_TEXTS;

interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  label: string;
  /** A small text button, for one per message. */
  compact?: boolean;
}

/** Opens the report dialog: one reason from the contract's list and optional details. */
export const ReportButton = ({ targetType, targetId, label, compact = false }: ReportButtonProps) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [details, setDetails] = useState("");
  const send = useSendReport();
  const ids = { reason: useId(), details: useId() };
  const close = () => {
    setOpen(false);
    setReason(undefined);
    setDetails("");
  };
  const submit = () => {
    if (!reason) return;
    send.mutate(
      { targetType, targetId, reason, details },
      {
        onSuccess: () => {
          toast({ title: t.reportSent, variant: "success" });
          close();
        },
        onError: (error) => toast({ title: serverMessage(error, ERROR_MESSAGES.tryAgain), variant: "destructive" }),
      },
    );
  };
  return (
    <>
      <Button
        type={compact ? "link" : "default"}
        size={compact ? "small" : "middle"}
        icon={<FlagOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        className={compact ? "report-link" : undefined}
      >
        {label}
      </Button>
      <Modal
        open={open}
        title={t.reportDialogTitle}
        okText={t.sendReport}
        okButtonProps={{ disabled: !reason, loading: send.isPending }}
        onOk={submit}
        onCancel={close}
        destroyOnHidden
      >
        <fieldset className="report-reasons">
          <legend id={ids.reason}>{t.reasonLabel}</legend>
          <Radio.Group
            aria-labelledby={ids.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
            options={REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }))}
          />
        </fieldset>
        <label htmlFor={ids.details} className="report-details-label">
          {t.detailsLabel}
        </label>
        <Input.TextArea
          id={ids.details}
          rows={3}
          maxLength={FIELD_MAX.description}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
      </Modal>
    </>
  );
};
