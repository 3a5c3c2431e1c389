import { SearchOutlined } from "@ant-design/icons";
import { COMMUNITY_TEXTS, SEARCH_DEBOUNCE_MS } from "@kindred/contract";
import { Button, Input, Modal, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useDebouncedValue } from "../../../components/SearchDialog/useDebouncedValue";
import { type AdminMember, useAdminMembers } from "../../../queries/admin";
import { dateOrUnknown, memberBadge, memberEmail, memberName, orNotProvided } from "../adminFormat";
import { LoadMore } from "./LoadMore";
import { TableEmpty } from "./TableEmpty";
import "../../../components/Listings/listings.css";

const t = COMMUNITY_TEXTS.admin.members;

const MemberBadge = ({ member }: { member: AdminMember }) => {
  const badge = memberBadge(member);
  return <span className={`status-badge ${badge.active ? "status-success" : "status-secondary"}`}>{badge.label}</span>;
};

/** View Details popup: Name, Email, Bio, Location, Member Since, with the spec's fallbacks. */
const MemberDetails = ({ member, onClose }: { member: AdminMember; onClose: () => void }) => (
  <Modal
    open
    onCancel={onClose}
    title={<h2 className="dialog-title">{t.detailsTitle}</h2>}
    footer={<Button onClick={onClose}>{t.close}</Button>}
  >
    <dl className="admin-details">
      <dt>{t.name}</dt>
      <dd>{memberName(member)}</dd>
      <dt>{t.email}</dt>
      <dd>{orNotProvided(member.email)}</dd>
      <dt>{t.bio}</dt>
      <dd className="admin-details-long">{orNotProvided(member.bio)}</dd>
      <dt>{t.location}</dt>
      <dd>{orNotProvided(member.location)}</dd>
      <dt>{t.memberSince}</dt>
      <dd>{dateOrUnknown(member.createdAt)}</dd>
    </dl>
  </Modal>
);

/** Community Members tab: searchable, paged table of every member. */
export const MembersTab = () => {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const members = useAdminMembers(q);
  const [details, setDetails] = useState<AdminMember | null>(null);

  const columns: TableColumnsType<AdminMember> = [
    { title: t.name, key: "name", render: (_, member) => <span className="admin-strong">{memberName(member)}</span> },
    {
      title: t.email,
      key: "email",
      render: (_, member) => <span className={member.email ? undefined : "muted"}>{memberEmail(member)}</span>,
    },
    { title: t.joined, key: "joined", render: (_, member) => dateOrUnknown(member.createdAt) },
    { title: t.status, key: "status", render: (_, member) => <MemberBadge member={member} /> },
    {
      title: <span className="visually-hidden">{t.actions}</span>,
      key: "actions",
      align: "right",
      render: (_, member) => (
        <Button size="small" aria-label={t.viewDetailsLabel(memberName(member))} onClick={() => setDetails(member)}>
          {t.viewDetails}
        </Button>
      ),
    },
  ];

  return (
    <div className="admin-tab">
      <div className="admin-toolbar">
        <label htmlFor="admin-member-search" className="visually-hidden">
          {t.searchLabel}
        </label>
        <Input
          id="admin-member-search"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="admin-search"
        />
      </div>
      {members.isError ? (
        <p className="form-error" role="alert">
          {COMMUNITY_TEXTS.admin.listFailed}
        </p>
      ) : (
        <Table<AdminMember>
          rowKey="id"
          columns={columns}
          dataSource={members.rows}
          loading={members.isPending || members.isPlaceholderData}
          pagination={false}
          scroll={{ x: 640 }}
          size="middle"
          locale={{ emptyText: <TableEmpty text={t.empty} /> }}
        />
      )}
      <LoadMore
        hasMore={members.hasNextPage}
        loading={members.isFetchingNextPage}
        onLoad={() => members.fetchNextPage()}
      />
      {details && <MemberDetails member={details} onClose={() => setDetails(null)} />}
    </div>
  );
};
