import { zodResolver } from "@hookform/resolvers/zod";
import {
  ERROR_MESSAGES,
  FEEDBACK_PRIORITIES,
  FEEDBACK_TYPES,
  feedbackInput,
  PRIORITIZED_FEEDBACK_TYPES,
  SUCCESS_MESSAGES,
  WEB_TEXTS,
} from "@kindred/contract";
import { Button, Input, Modal } from "antd";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useLocation } from "react-router";
import type { z } from "zod";
import { useSubmitFeedback } from "../../queries/feedback";
import { toast } from "../../stores/toastStore";
import { ScreenshotCapture } from "../FeedbackScreenshot/ScreenshotCapture";
import { FormField } from "../FormField";

const t = WEB_TEXTS.feedback;
const feedbackForm = feedbackInput.pick({ type: true, message: true, priority: true });
type FeedbackFormInput = z.input<typeof feedbackForm>;
type FeedbackFormOutput = z.output<typeof feedbackForm>;

/** Feedback form (spec sections 2 and 5); the page and browser are attached for the admins. */
export const FeedbackDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { pathname, search } = useLocation();
  const submit = useSubmitFeedback();
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<FeedbackFormInput, unknown, FeedbackFormOutput>({
    resolver: zodResolver(feedbackForm),
    defaultValues: { type: "general", message: "", priority: "medium" },
  });
  const type = useWatch({ control, name: "type" });
  const message = useWatch({ control, name: "message" });
  const asksPriority = PRIORITIZED_FEEDBACK_TYPES.includes(type ?? "general");

  const onSubmit = handleSubmit((values) =>
    submit.mutate(
      {
        ...values,
        priority: asksPriority ? values.priority : "medium",
        page: `${pathname}${search}`,
        userAgent: navigator.userAgent,
        ...(screenshot ? { screenshot } : {}),
      },
      {
        onSuccess: () => {
          toast({ ...SUCCESS_MESSAGES.feedbackSubmitted, variant: "success" });
          reset();
          setScreenshot(null);
          onClose();
        },
        onError: () => toast({ ...ERROR_MESSAGES.feedbackSubmit, variant: "destructive" }),
      },
    ),
  );

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={<h2 className="dialog-title">{t.title}</h2>}>
      <form onSubmit={onSubmit} noValidate className="stacked-form">
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <FormField id="feedback-type" label={t.type}>
              {(aria) => (
                <select {...aria} {...field} className="native-select">
                  {FEEDBACK_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {t.types[value]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="message"
          render={({ field, fieldState }) => (
            <FormField id="feedback-message" label={t.message} error={fieldState.error?.message}>
              {(aria) => (
                <Input.TextArea {...aria} {...field} rows={5} placeholder={t.messagePlaceholder} maxLength={5000} />
              )}
            </FormField>
          )}
        />
        {asksPriority && (
          <Controller
            control={control}
            name="priority"
            render={({ field }) => (
              <FormField id="feedback-priority" label={t.priority}>
                {(aria) => (
                  <select {...aria} {...field} className="native-select">
                    {FEEDBACK_PRIORITIES.map((value) => (
                      <option key={value} value={value}>
                        {t.priorities[value]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
          />
        )}
        <ScreenshotCapture value={screenshot} onChange={setScreenshot} />
        <div className="form-actions">
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={submit.isPending}
            disabled={!message?.trim() || submit.isPending || formState.isSubmitting}
          >
            {submit.isPending ? t.sending : t.send}
          </Button>
        </div>
      </form>
    </Modal>
  );
};

export default FeedbackDialog;
