import { ACCOUNT_DELETION_TEXTS, confirmAccountDeletionInput, YOUR_DATA_TEXTS } from "@kindred/contract";
import { Alert, Button } from "antd";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { isStatus, serverMessage } from "../../lib/api";
import { useConfirmDeletionByEmail } from "../../queries/yourData";

const t = ACCOUNT_DELETION_TEXTS;

/**
 * /delete-account?token=…: the page the deletion mail links to (an account without a password).
 * Opening it changes nothing, so a mail scanner that follows links deletes no one; the button does.
 */
export const DeleteAccountScene = () => {
  const [params] = useSearchParams();
  const parsed = confirmAccountDeletionInput.safeParse({ token: params.get("token") ?? "" });
  const confirm = useConfirmDeletionByEmail();
  const home = (
    <Link to="/">
      <Button block>{t.home}</Button>
    </Link>
  );

  if (!parsed.success || isStatus(confirm.error, 410)) {
    return (
      <AuthCard title={t.pageTitle}>
        <Alert type="warning" showIcon role="alert" message={parsed.success ? t.invalidToken : t.missingToken} />
        {home}
      </AuthCard>
    );
  }
  if (confirm.isSuccess) {
    return (
      <AuthCard title={t.pageTitle}>
        <Alert type="success" showIcon role="status" message={t.deleted} />
        {home}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.pageTitle}>
      <ul className="delete-account-warning">
        {YOUR_DATA_TEXTS.deleteWarning.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {confirm.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={serverMessage(confirm.error, YOUR_DATA_TEXTS.deleteFailed)}
        />
      )}
      <Button
        danger
        type="primary"
        size="large"
        block
        loading={confirm.isPending}
        onClick={() => confirm.mutate(parsed.data)}
      >
        {t.confirm}
      </Button>
    </AuthCard>
  );
};

export default DeleteAccountScene;
