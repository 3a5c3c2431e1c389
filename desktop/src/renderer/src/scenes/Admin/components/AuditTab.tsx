import { type AuditEntry, MODERATION_TEXTS } from "@kindred/contract";
import { Table, type TableColumnsType } from "antd";
import { useAuditLog } from "../../../queries/moderation";
import { dateTimeOrUnknown } from "../adminFormat";
import { LoadMore } from "./LoadMore";
import { TableEmpty } from "./TableEmpty";

const t = MODERATION_TEXTS.ui.audit;

/** What an action set, as people read it: a role's name, or a suspension's end. */
const detailOf = (entry: AuditEntry) => {
  if (entry.action === "role_change" && entry.detail) {
    return MODERATION_TEXTS.ui.roleLabels[entry.detail as keyof typeof MODERATION_TEXTS.ui.roleLabels] ?? entry.detail;
  }
  if (entry.action === "suspension")
    return entry.detail ? dateTimeOrUnknown(entry.detail) : MODERATION_TEXTS.ui.durations.lifted;
  return "";
};

/** The audit log: every moderation action and role change, newest first; nothing here can be changed. */
export const AuditTab = () => {
  const log = useAuditLog();
  const columns: TableColumnsType<AuditEntry> = [
    { title: t.when, key: "when", render: (_, entry) => dateTimeOrUnknown(entry.createdAt) },
    { title: t.action, key: "action", render: (_, entry) => t.actions[entry.action] },
    {
      title: t.actor,
      key: "actor",
      render: (_, entry) => (entry.actorId === null ? t.operator : (entry.actorName ?? t.formerMember)),
    },
    { title: t.target, key: "target", render: (_, entry) => entry.targetName ?? t.formerMember },
    {
      title: t.reason,
      key: "reason",
      render: (_, entry) => <span className="admin-details-long">{entry.reason}</span>,
    },
    { title: t.detail, key: "detail", render: (_, entry) => detailOf(entry) },
  ];
  if (log.isError) {
    return (
      <p className="form-error" role="alert">
        {t.failed}
      </p>
    );
  }
  return (
    <div className="admin-tab">
      <Table<AuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={log.rows}
        loading={log.isPending}
        pagination={false}
        scroll={{ x: 720 }}
        size="middle"
        locale={{ emptyText: <TableEmpty text={t.empty} /> }}
      />
      <LoadMore hasMore={log.hasNextPage} loading={log.isFetchingNextPage} onLoad={() => log.fetchNextPage()} />
    </div>
  );
};
