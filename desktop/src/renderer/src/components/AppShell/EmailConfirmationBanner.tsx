import { type CurrentUser, EMAIL_VERIFICATION_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { serverMessage } from "../../lib/api";
import { useResendVerification } from "../../queries/auth";

const t = EMAIL_VERIFICATION_TEXTS;

/**
 * Until a member confirms their email, listings, messages, favorites, reports and blocks wait
 * (the server answers 403): the banner says so, with a button that mails the link again.
 */
export const EmailConfirmationBanner = ({ user }: { user: CurrentUser | null }) => {
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  return (
    <section className="email-confirmation-banner" aria-label={t.bannerLabel}>
      <span>{user.email ? t.banner(user.email) : t.bannerNoEmail}</span>
      <Button size="small" onClick={() => resend.mutate()} loading={resend.isPending} disabled={resend.isSuccess}>
        {resend.isPending ? t.resending : t.resend}
      </Button>
      <span role="status" aria-live="polite" className="email-confirmation-banner__status">
        {resend.isSuccess ? t.resent : resend.isError ? serverMessage(resend.error, t.tooMany) : ""}
      </span>
    </section>
  );
};
