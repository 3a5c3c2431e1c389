import { BulbOutlined, SendOutlined } from "@ant-design/icons";
import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGING_TEXTS, SCREEN_TEXTS, sendMessageInput } from "@kindred/contract";
import { Button, Input } from "antd";
import type { KeyboardEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";

const t = MESSAGING_TEXTS;
type ComposerInput = z.input<typeof sendMessageInput>;
type ComposerOutput = z.output<typeof sendMessageInput>;

/** Spec "Messages screen": Enter sends, Shift+Enter inserts a newline; typing with an IME never sends. */
export const composerKeyAction = (event: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): "send" | "newline" | null => {
  if (event.key !== "Enter" || event.isComposing) return null;
  return event.shiftKey ? "newline" : "send";
};

interface MessageComposerProps {
  /** Sends the trimmed text; the box is cleared when it resolves and kept when it rejects. */
  onSend: (content: string) => Promise<unknown>;
  pending: boolean;
  disabled?: boolean;
  /** A first message to offer while the conversation is empty: one button puts it in the box. */
  suggestion?: string;
}

/** The send form (docs/product.md section 5 "Message"): trimmed, non-empty, one send at a time. */
export const MessageComposer = ({ onSend, pending, disabled = false, suggestion }: MessageComposerProps) => {
  const { control, handleSubmit, reset, setValue, setFocus } = useForm<ComposerInput, unknown, ComposerOutput>({
    resolver: zodResolver(sendMessageInput),
    defaultValues: { content: "" },
  });
  const content = useWatch({ control, name: "content" }) ?? "";
  const blank = content.trim() === "";
  const blocked = pending || disabled;

  const submit = handleSubmit(async (values) => {
    if (blocked) return;
    try {
      await onSend(values.content);
      reset({ content: "" });
    } catch {
      // The caller reports the failure; the text stays so it can be sent again.
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      composerKeyAction({
        key: event.key,
        shiftKey: event.shiftKey,
        isComposing: event.nativeEvent.isComposing,
      }) !== "send"
    )
      return;
    event.preventDefault();
    if (!blank && !blocked) void submit();
  };

  const fillSuggestion = () => {
    if (!suggestion) return;
    setValue("content", suggestion, { shouldValidate: true });
    setFocus("content");
  };

  return (
    <form className="composer" onSubmit={submit} noValidate>
      {suggestion && blank && (
        <Button
          type="link"
          className="composer-suggestion"
          icon={<BulbOutlined aria-hidden />}
          onClick={fillSuggestion}
        >
          {t.useSuggestion}
        </Button>
      )}
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <div className="composer-field">
            <label htmlFor="message-input" className="visually-hidden">
              {t.messageLabel}
            </label>
            <Input.TextArea
              {...field}
              id="message-input"
              placeholder={SCREEN_TEXTS.typeMessage}
              autoSize={{ minRows: 1, maxRows: 6 }}
              disabled={disabled}
              readOnly={pending}
              aria-describedby="message-input-hint"
              aria-invalid={Boolean(fieldState.error) && !blank}
              onKeyDown={onKeyDown}
            />
            <div id="message-input-hint" className="visually-hidden">
              {t.composerHint}
            </div>
            {fieldState.error && !blank && (
              <div className="form-error" role="alert">
                {fieldState.error.message}
              </div>
            )}
          </div>
        )}
      />
      <Button
        htmlType="submit"
        type="primary"
        size="large"
        icon={<SendOutlined />}
        loading={pending}
        disabled={blank || blocked}
        aria-label={pending ? t.sending : t.send}
      />
    </form>
  );
};
