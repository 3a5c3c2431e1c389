import {
  ERROR_MESSAGES,
  graphemeCount,
  REFERENCE_EXPERIENCES,
  REFERENCE_RULES,
  REFERENCE_TEXTS,
  type ReferenceExperience,
  referenceTextProblem,
} from "@kindred/contract";
import { Input, Modal, Radio } from "antd";
import { type FormEvent, useId, useState } from "react";
import { fieldIssues, serverMessage } from "../../lib/api";
import { useWriteReference } from "../../queries/references";
import { toast } from "../../stores/toastStore";

const t = REFERENCE_TEXTS;

/**
 * "Write a reference": the experience and the text, with a count of its visible characters. The
 * contract's rule is checked before sending (the same function the server runs); the server's
 * field messages show under their fields, any other refusal (a 403 or 409) above them.
 */
export const WriteReferenceDialog = ({
  matchId,
  name,
  open,
  onClose,
}: {
  matchId: string;
  name: string;
  open: boolean;
  onClose: () => void;
}) => {
  const [experience, setExperience] = useState<ReferenceExperience | null>(null);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const write = useWriteReference(matchId);
  const id = useId();
  const count = graphemeCount(text.trim());

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const local = {
      ...(experience ? {} : { experience: t.experienceRequired }),
      ...(referenceTextProblem(text.trim()) ? { text: referenceTextProblem(text.trim()) as string } : {}),
    };
    setErrors(local);
    if (Object.keys(local).length > 0 || !experience) return;
    write.mutate(
      { experience, text },
      {
        onSuccess: () => {
          toast({ title: t.sent, variant: "success" });
          onClose();
        },
        onError: (error) => {
          const issues = fieldIssues(error);
          setErrors(Object.keys(issues).length > 0 ? issues : { form: serverMessage(error, ERROR_MESSAGES.tryAgain) });
          toast({
            title: t.sendFailed,
            description: serverMessage(error, ERROR_MESSAGES.tryAgain),
            variant: "destructive",
          });
        },
      },
    );
  };

  const errorId = (path: string) => (errors[path] ? `${id}-${path}-error` : undefined);
  const error = (path: string) =>
    errors[path] ? (
      <span className="field-error" id={`${id}-${path}-error`} role="alert">
        {errors[path]}
      </span>
    ) : null;

  return (
    <Modal
      open={open}
      title={t.writeTitle(name)}
      okText={t.publish}
      cancelText={t.cancel}
      okButtonProps={{ loading: write.isPending }}
      onOk={() => submit()}
      onCancel={onClose}
      afterClose={() => {
        setExperience(null);
        setText("");
        setErrors({});
      }}
      destroyOnHidden
    >
      <form className="reference-form" onSubmit={submit} aria-label={t.writeTitle(name)}>
        {error("form")}
        <fieldset>
          <legend id={`${id}-experience`}>{t.experienceLabel}</legend>
          <Radio.Group
            aria-labelledby={`${id}-experience`}
            aria-describedby={errorId("experience")}
            value={experience}
            onChange={(event) => setExperience(event.target.value as ReferenceExperience)}
            options={REFERENCE_EXPERIENCES.map((value) => ({ value, label: t.experienceLabels[value] }))}
          />
          {error("experience")}
        </fieldset>
        <label htmlFor={`${id}-text`}>{t.textLabel}</label>
        <Input.TextArea
          id={`${id}-text`}
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={[`${id}-hint`, `${id}-count`, errorId("text")].filter(Boolean).join(" ")}
          aria-invalid={Boolean(errors.text)}
        />
        <div className="reference-form-meta">
          <span id={`${id}-hint`} className="muted">
            {t.textHint}
          </span>
          <span
            id={`${id}-count`}
            className={count > REFERENCE_RULES.textMax ? "reference-count is-over" : "reference-count"}
            aria-live="polite"
          >
            {t.characterCount(count)}
          </span>
        </div>
        {error("text")}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
};
