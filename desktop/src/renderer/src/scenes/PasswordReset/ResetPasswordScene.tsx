import { AUTH_ROUTES, PASSWORD_RESET_TEXTS, passwordResetConfirm } from "@kindred/contract";
import { Alert, Button, Input } from "antd";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { FormField } from "../../components/FormField";
import { isStatus, serverMessage } from "../../lib/api";
import { call } from "../../lib/call";

const t = PASSWORD_RESET_TEXTS;

/** /reset-password?token=…: the page the reset mail links to; sets the new password once. */
export const ResetPasswordScene = () => {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [expired, setExpired] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetConfirm.safeParse({ token, password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setSaving(true);
    try {
      await call(AUTH_ROUTES.confirmPasswordReset, { body: parsed.data });
      setSaved(true);
    } catch (failure) {
      if (isStatus(failure, 410)) setExpired(true);
      else setError(serverMessage(failure, t.tooMany));
    } finally {
      setSaving(false);
    }
  };

  const again = (
    <Link to="/forgot-password">
      <Button block>{t.requestAgain}</Button>
    </Link>
  );
  if (!token || expired) {
    return (
      <AuthCard title={t.resetTitle}>
        <Alert type="warning" showIcon role="alert" message={token ? t.invalidToken : t.missingToken} />
        {again}
      </AuthCard>
    );
  }
  if (saved) {
    return (
      <AuthCard title={t.resetTitle}>
        <Alert type="success" showIcon role="status" message={t.saved} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.resetTitle}>
      <form onSubmit={onSubmit} noValidate className="stacked-form" aria-label={t.resetTitle}>
        <FormField id="reset-password" label={t.passwordLabel} error={error}>
          {(aria) => (
            <Input.Password
              {...aria}
              size="large"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              status={error && "error"}
            />
          )}
        </FormField>
        <Button type="primary" size="large" htmlType="submit" block loading={saving}>
          {t.save}
        </Button>
      </form>
    </AuthCard>
  );
};

export default ResetPasswordScene;
