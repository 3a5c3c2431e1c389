import {
  ERROR_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_TARGET_LABELS,
  SAFETY_TEXTS,
} from "@kindred/contract";
import { Button, Tag } from "antd";
import "../../../components/Safety/safety.css";
import { Link } from "react-router";
import { serverMessage } from "../../../lib/api";
import { useBlocks, useMyReports, useSetBlocked } from "../../../queries/safety";
import { toast } from "../../../stores/toastStore";

const t = SAFETY_TEXTS;

/** The members this member blocked, each with Unblock. */
const BlockedMembers = () => {
  const blocks = useBlocks();
  const setBlocked = useSetBlocked();
  const unblock = (userId: string, name: string) =>
    setBlocked.mutate(
      { userId, blocked: false },
      {
        onSuccess: () => toast({ title: t.unblocked(name), variant: "success" }),
        onError: (error) => toast({ title: serverMessage(error, ERROR_MESSAGES.tryAgain), variant: "destructive" }),
      },
    );
  const rows = blocks.data ?? [];
  return (
    <section className="profile-card safety-list" aria-labelledby="blocked-members-title">
      <h2 id="blocked-members-title">{t.blockedMembersTitle}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t.noBlockedMembers}</p>
      ) : (
        <ul>
          {rows.map(({ user }) => (
            <li key={user.id}>
              <Link to={`/user/${user.id}`}>{user.name}</Link>
              <Button size="small" onClick={() => unblock(user.id, user.name)} aria-label={`${t.unblock} ${user.name}`}>
                {t.unblock}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** The member's own reports and where each stands. */
const MyReports = () => {
  const reports = useMyReports();
  const rows = reports.data ?? [];
  return (
    <section className="profile-card safety-list" aria-labelledby="my-reports-title">
      <h2 id="my-reports-title">{t.myReportsTitle}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t.noReports}</p>
      ) : (
        <ul>
          {rows.map((report) => (
            <li key={report.id}>
              <span>
                {REPORT_TARGET_LABELS[report.targetType]}: {report.title} ({REPORT_REASON_LABELS[report.reason]})
              </span>
              <Tag>{REPORT_STATUS_LABELS[report.status]}</Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

export const SafetyLists = () => (
  <div className="safety-lists">
    <BlockedMembers />
    <MyReports />
  </div>
);
