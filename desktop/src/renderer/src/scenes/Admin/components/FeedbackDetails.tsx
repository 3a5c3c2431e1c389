import { COMMUNITY_TEXTS, type FeedbackStatus, WEB_TEXTS } from "@kindred/contract";
import { Button, Modal } from "antd";
import { Link } from "react-router";
import { serverMessage } from "../../../lib/api";
import { type AdminFeedback, useUpdateFeedbackStatus } from "../../../queries/admin";
import { toast } from "../../../stores/toastStore";
import { dateTimeOrUnknown, feedbackStatusLabel, nextFeedbackStatuses, orNotProvided } from "../adminFormat";
import { FeedbackStatusTag } from "./FeedbackStatusTag";

const t = COMMUNITY_TEXTS.admin.feedback;
const labels = WEB_TEXTS.feedback;

/** Who sent it: the member's profile by name, or "Visitor" (an account since deleted reads the same). */
export const FeedbackSender = ({ item }: { item: AdminFeedback }) =>
  item.userId ? (
    <Link to={`/user/${item.userId}`}>{item.senderName || t.member}</Link>
  ) : (
    <span className="muted">{t.visitor}</span>
  );

/** One feedback item in full, with the moves its status allows; the screenshot opens full size. */
export const FeedbackDetails = ({
  item,
  onClose,
  onShowScreenshot,
}: {
  item: AdminFeedback;
  onClose: () => void;
  onShowScreenshot: () => void;
}) => {
  const update = useUpdateFeedbackStatus();
  const next = nextFeedbackStatuses(item.status);

  const move = (status: FeedbackStatus) =>
    update.mutate(
      { id: item.id, status },
      {
        onSuccess: () =>
          toast({ title: t.statusChanged, description: feedbackStatusLabel(status), variant: "success" }),
        onError: (error) =>
          toast({ title: t.statusFailed, description: serverMessage(error, ""), variant: "destructive" }),
      },
    );

  return (
    <Modal
      open
      width={720}
      onCancel={onClose}
      title={<h2 className="dialog-title">{t.detailsTitle}</h2>}
      footer={<Button onClick={onClose}>{t.close}</Button>}
    >
      <dl className="admin-details">
        <dt>{t.type}</dt>
        <dd>{labels.types[item.type] ?? item.type}</dd>
        <dt>{t.priority}</dt>
        <dd>
          <span className={`feedback-priority feedback-priority-${item.priority}`}>
            {labels.priorities[item.priority] ?? item.priority}
          </span>
        </dd>
        <dt>{t.status}</dt>
        <dd className="feedback-status-row">
          <FeedbackStatusTag status={item.status} />
          {next.length > 0 && (
            <span className="feedback-moves">
              {next.map((status) => (
                <Button
                  key={status}
                  size="small"
                  loading={update.isPending && update.variables?.status === status}
                  disabled={update.isPending}
                  onClick={() => move(status)}
                >
                  {t.changeStatus} {t.statusLabels[status]}
                </Button>
              ))}
            </span>
          )}
        </dd>
        <dt>{t.message}</dt>
        <dd className="admin-details-long">{item.message}</dd>
        <dt>{t.sender}</dt>
        <dd>
          <FeedbackSender item={item} />
        </dd>
        <dt>{t.page}</dt>
        <dd className="admin-code">{orNotProvided(item.page)}</dd>
        <dt>{t.submitted}</dt>
        <dd>{dateTimeOrUnknown(item.createdAt)}</dd>
        <dt>{t.userAgent}</dt>
        <dd className="admin-code">{orNotProvided(item.userAgent)}</dd>
        <dt>{t.screenshot}</dt>
        <dd>
          {item.screenshotUrl ? (
            <button type="button" className="feedback-screenshot-link" onClick={onShowScreenshot}>
              <img src={item.screenshotUrl} alt={t.screenshotAlt} className="feedback-screenshot" />
              <span>{t.viewFullSize}</span>
            </button>
          ) : (
            <span className="muted">{t.noScreenshot}</span>
          )}
        </dd>
      </dl>
    </Modal>
  );
};
