import {
  ERROR_MESSAGES,
  MODERATION_TEXTS,
  moderationReason,
  type RemovalTargetType,
  SUSPENSION_DAYS,
} from "@kindred/contract";
import { Button, Input, Modal, Radio } from "antd";
import type { TextAreaRef } from "antd/es/input/TextArea";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormField } from "../../../components/FormField";
import { serverMessage } from "../../../lib/api";
import { type ModerationAction, useModerate } from "../../../queries/moderation";
import { toast } from "../../../stores/toastStore";

const t = MODERATION_TEXTS.ui;

export type ModerationKind = "warn" | "suspend" | "lift" | "remove";

/** What a removal takes away: a listing, a message or a profile photo (named by its member's id). */
export interface RemovalTarget {
  targetType: RemovalTargetType;
  targetId: string;
}

const TITLES: Record<Exclude<ModerationKind, "remove">, (name: string) => string> = {
  warn: t.warnTitle,
  suspend: t.suspendTitle,
  lift: t.liftTitle,
};
const SUBMIT: Record<ModerationKind, string> = { warn: t.warn, suspend: t.suspend, lift: t.lift, remove: t.remove };
const DONE: Record<ModerationKind, string> = {
  warn: t.warned,
  suspend: t.suspended,
  lift: t.liftedDone,
  remove: t.removed,
};
type Duration = "1" | "7" | "30" | "lifted";

/**
 * Warn, suspend, lift or remove, with the reason the member is told (required, checked with the
 * contract's schema) and, for a suspension, how long. From the Reports tab it names the report,
 * which the same step decides. A removal names its content (`removal`).
 */
export const ModerationDialog = ({
  kind,
  member,
  removal,
  reportId,
  onClose,
}: {
  kind: ModerationKind;
  member: { id: string; name: string };
  removal?: RemovalTarget;
  reportId?: string;
  onClose: () => void;
}) => {
  const title =
    kind === "remove"
      ? t.removeTitle(MODERATION_TEXTS.removedWhat[removal?.targetType ?? "message"])
      : TITLES[kind](member.name);
  const [reason, setReason] = useState("");
  const [duration, setDuration] = useState<Duration>("7");
  const [error, setError] = useState<string>();
  const moderate = useModerate();
  const reasonId = useId();
  const reasonField = useRef<TextAreaRef>(null);
  const durationId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = moderationReason.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    const days = duration === "lifted" ? null : (Number(duration) as 1 | 7 | 30);
    const given = parsed.data;
    const action: ModerationAction | null =
      kind === "warn"
        ? { kind, body: { reason: given, reportId } }
        : kind === "suspend"
          ? { kind, body: { reason: given, days, reportId } }
          : kind === "lift"
            ? { kind, body: { reason: given } }
            : removal
              ? { kind, body: { ...removal, reason: given, reportId } }
              : null;
    if (!action) return;
    moderate.mutate(
      { memberId: member.id, action },
      {
        onSuccess: () => {
          toast({ title: DONE[kind] });
          onClose();
        },
        onError: (failure) => setError(serverMessage(failure, ERROR_MESSAGES.tryAgain)),
      },
    );
  };

  return (
    <Modal
      open
      onCancel={onClose}
      title={<h2 className="dialog-title">{title}</h2>}
      footer={null}
      destroyOnHidden
      // The reason is what the moderator writes first: focus lands there as the dialog mounts, so
      // nothing typed during the opening animation is lost, and again once it is open.
      afterOpenChange={(open) => open && reasonField.current?.focus()}
    >
      <form onSubmit={submit} noValidate className="stacked-form" aria-label={title}>
        {kind === "suspend" && (
          <fieldset className="moderation-duration">
            <legend id={durationId}>{t.durationLabel}</legend>
            <Radio.Group
              aria-labelledby={durationId}
              value={duration}
              onChange={(event) => setDuration(event.target.value as Duration)}
              options={[...SUSPENSION_DAYS.map((days) => String(days) as Duration), "lifted" as const].map((value) => ({
                value,
                label: t.durations[value],
              }))}
            />
          </fieldset>
        )}
        <FormField id={reasonId} label={t.reasonLabel} error={error}>
          {(aria) => (
            <Input.TextArea
              {...aria}
              ref={reasonField}
              autoFocus
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              status={error && "error"}
            />
          )}
        </FormField>
        <div className="moderation-dialog-actions">
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="primary" danger={kind !== "lift"} htmlType="submit" loading={moderate.isPending}>
            {SUBMIT[kind]}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
