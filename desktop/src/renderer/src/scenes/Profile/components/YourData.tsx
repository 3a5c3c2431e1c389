import { DeleteOutlined, DownloadOutlined, MailOutlined } from "@ant-design/icons";
import {
  ACCOUNT_DELETION_TEXTS,
  type CurrentUser,
  deleteAccountInput,
  EMAIL_PREFERENCE_TEXTS,
  YOUR_DATA_TEXTS,
} from "@kindred/contract";
import { Alert, Button, Input, Modal } from "antd";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FormField } from "../../../components/FormField";
import { serverMessage } from "../../../lib/api";
import { useCurrentUser } from "../../../queries/auth";
import { useDeleteAccount, useDownloadMyData, useRequestDeletionByEmail } from "../../../queries/yourData";
import { toast } from "../../../stores/toastStore";

const t = YOUR_DATA_TEXTS;
const byEmail = ACCOUNT_DELETION_TEXTS;

const Warning = () => (
  <ul className="delete-account-warning">
    {t.deleteWarning.map((line) => (
      <li key={line}>{line}</li>
    ))}
  </ul>
);

/**
 * An account without a password (Google or Facebook only): a mailed link confirms instead, so
 * the dialog offers to send it and then says where it went.
 */
const ConfirmByEmail = ({ user, onClose }: { user: CurrentUser; onClose: () => void }) => {
  const request = useRequestDeletionByEmail();
  return (
    <div className="stacked-form">
      <Warning />
      <p>{byEmail.noPasswordIntro}</p>
      {request.isSuccess ? (
        <Alert type="success" showIcon role="status" message={byEmail.sent(user.email ?? "")} />
      ) : request.isError ? (
        <Alert type="error" showIcon role="alert" message={serverMessage(request.error, byEmail.sendFailed)} />
      ) : null}
      <div className="form-actions">
        <Button onClick={onClose}>{t.cancel}</Button>
        {!request.isSuccess && (
          <Button danger type="primary" loading={request.isPending} onClick={() => request.mutate()}>
            {byEmail.sendConfirmation}
          </Button>
        )}
      </div>
    </div>
  );
};

/** The warning says exactly what goes and what stays; the password confirms. */
const DeleteAccountDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { user } = useCurrentUser();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      title={<h2 className="dialog-title">{t.deleteTitle}</h2>}
    >
      {user && !user.hasPassword ? (
        <ConfirmByEmail user={user} onClose={onClose} />
      ) : (
        <ConfirmByPassword onClose={onClose} />
      )}
    </Modal>
  );
};

const ConfirmByPassword = ({ onClose }: { onClose: () => void }) => {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();

  const close = () => {
    setPassword("");
    setError(undefined);
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountInput.safeParse({ password });
    if (!parsed.success) return setError(t.wrongPassword);
    remove.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t.deleted, variant: "success" });
        navigate("/", { replace: true });
      },
      onError: (failure) => setError(serverMessage(failure, t.deleteFailed)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="stacked-form" aria-label={t.deleteTitle}>
      <Warning />
      <FormField id="delete-account-password" label={t.passwordLabel} error={error}>
        {(aria) => (
          <Input.Password
            {...aria}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            status={error && "error"}
          />
        )}
      </FormField>
      <div className="form-actions">
        <Button onClick={close}>{t.cancel}</Button>
        <Button danger type="primary" htmlType="submit" loading={remove.isPending}>
          {t.confirmDelete}
        </Button>
      </div>
    </form>
  );
};

/** Profile: the email preferences link, a copy of one's data, and deleting the account. */
export const YourData = () => {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <section className="panel your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{t.title}</h2>
      <p>
        <Link to="/notification-preferences">
          <MailOutlined aria-hidden /> {EMAIL_PREFERENCE_TEXTS.link}
        </Link>
      </p>
      <p className="muted">{t.downloadHint}</p>
      <div className="your-data-actions">
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (failure) => toast({ title: serverMessage(failure, t.downloadFailed), variant: "destructive" }),
            })
          }
        >
          {t.download}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setDeleting(true)}>
          {t.deleteAccount}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
};
