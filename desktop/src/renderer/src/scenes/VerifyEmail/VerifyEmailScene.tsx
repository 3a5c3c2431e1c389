import { EMAIL_VERIFICATION_TEXTS } from "@kindred/contract";
import { Alert, Button, Spin } from "antd";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { isStatus, serverMessage } from "../../lib/api";
import { useVerifyEmail } from "../../queries/auth";

const t = EMAIL_VERIFICATION_TEXTS;

/**
 * /verify-email?token=…: the page the confirmation mail links to. It confirms at once (the token
 * is single-use, so a second render never sends it again) and says how it went.
 */
export const VerifyEmailScene = () => {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const proceed = (
    <Link to="/">
      <Button type="primary" block>
        {t.continue}
      </Button>
    </Link>
  );
  if (!token) {
    return (
      <AuthCard title={t.title}>
        <Alert type="warning" showIcon role="alert" message={t.missingToken} />
        {proceed}
      </AuthCard>
    );
  }
  if (verify.isSuccess) {
    return (
      <AuthCard title={t.title}>
        <Alert type="success" showIcon role="status" message={t.confirmed} />
        {proceed}
      </AuthCard>
    );
  }
  if (verify.isError) {
    const message = isStatus(verify.error, 410) ? t.invalidToken : serverMessage(verify.error, t.tooMany);
    return (
      <AuthCard title={t.title}>
        <Alert type="warning" showIcon role="alert" message={message} />
        {proceed}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.title}>
      <div role="status" aria-live="polite" className="verify-email-pending">
        <Spin /> <span>{t.confirming}</span>
      </div>
    </AuthCard>
  );
};

export default VerifyEmailScene;
