import { AUTH_ROUTES, PASSWORD_RESET_TEXTS, passwordResetRequest } from "@kindred/contract";
import { Alert, Button, Input } from "antd";
import { type FormEvent, useState } from "react";
import { AuthCard } from "../../components/AuthCard";
import { FormField } from "../../components/FormField";
import { serverMessage } from "../../lib/api";
import { call } from "../../lib/call";

const t = PASSWORD_RESET_TEXTS;

/** /forgot-password: asks for a reset mail. The answer is the same whether the email has an account. */
export const ForgotPasswordScene = () => {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequest.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setSending(true);
    try {
      await call(AUTH_ROUTES.requestPasswordReset, { body: parsed.data });
      setSent(true);
    } catch (failure) {
      setError(serverMessage(failure, t.tooMany));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={t.forgotTitle} intro={sent ? undefined : t.forgotIntro}>
      {sent ? (
        <Alert type="success" showIcon role="status" message={t.sent} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="stacked-form" aria-label={t.forgotTitle}>
          <FormField id="forgot-email" label={t.emailLabel} error={error}>
            {(aria) => (
              <Input
                {...aria}
                type="email"
                size="large"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                status={error && "error"}
              />
            )}
          </FormField>
          <Button type="primary" size="large" htmlType="submit" block loading={sending}>
            {t.send}
          </Button>
        </form>
      )}
    </AuthCard>
  );
};

export default ForgotPasswordScene;
