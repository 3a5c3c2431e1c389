import { SearchOutlined } from "@ant-design/icons";
import {
  COMMUNITY_TEXTS,
  type CurrentUser,
  MODERATION_TEXTS,
  ROLES,
  type Role,
  SEARCH_DEBOUNCE_MS,
} from "@kindred/contract";
import { Button, Input, Modal, Select, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useDebouncedValue } from "../../../components/SearchDialog/useDebouncedValue";
import { serverMessage } from "../../../lib/api";
import { useFocusReturn } from "../../../lib/useFocusReturn";
import { type AdminMember, useAdminMembers } from "../../../queries/admin";
import { useModerate } from "../../../queries/moderation";
import { toast } from "../../../stores/toastStore";
import { dateOrUnknown, memberBadge, memberEmail, memberName, orNotProvided } from "../adminFormat";
import { LoadMore } from "./LoadMore";
import { ModerationDialog, type ModerationKind } from "./ModerationDialog";
import { TableEmpty } from "./TableEmpty";
import "../../../components/Listings/listings.css";

const t = COMMUNITY_TEXTS.admin.members;
const m = MODERATION_TEXTS.ui;

/** A suspension in force first; else, for admins, the spec's Active / Anonymous. */
const MemberBadge = ({ member, withEmail }: { member: AdminMember; withEmail: boolean }) => {
  if (member.suspendedUntil !== undefined) {
    return (
      <span className="status-badge status-warning">
        {m.suspendedBadge(member.suspendedUntil && dateOrUnknown(member.suspendedUntil))}
      </span>
    );
  }
  if (!withEmail) return null;
  const badge = memberBadge(member);
  return <span className={`status-badge ${badge.active ? "status-success" : "status-secondary"}`}>{badge.label}</span>;
};

/** An admin's role picker for another member; the change is recorded in the audit log. */
const RolePicker = ({ member }: { member: AdminMember }) => {
  const moderate = useModerate();
  return (
    <Select<Role>
      size="small"
      aria-label={m.roleLabel(memberName(member))}
      value={member.role}
      loading={moderate.isPending}
      options={ROLES.map((role) => ({ value: role, label: m.roleLabels[role] }))}
      onChange={(role) =>
        moderate.mutate(
          { memberId: member.id, action: { kind: "role", body: { role } } },
          {
            onSuccess: () => toast({ title: m.roleChanged }),
            onError: (error) => toast({ title: serverMessage(error, m.roleChanged), variant: "destructive" }),
          },
        )
      }
    />
  );
};

/** Whether `viewer` may warn or suspend `member` (the server's rule: staff, not themselves, moderators on members only). */
const mayModerate = (viewer: CurrentUser, member: AdminMember) =>
  viewer.id !== member.id && (member.role === "member" || viewer.role === "admin");

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

/**
 * Community Members tab: searchable, paged table of every member. Admins see emails and give
 * roles; moderators see no emails. Both warn, suspend and lift where the rules let them.
 */
export const MembersTab = ({ viewer }: { viewer: CurrentUser }) => {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const members = useAdminMembers(q);
  const [details, setDetailsState] = useState<AdminMember | null>(null);
  const [acting, setActingState] = useState<{ kind: ModerationKind; member: AdminMember } | null>(null);
  // Closing either dialog puts focus back on the row's button that opened it.
  const focus = useFocusReturn();
  const setDetails = (member: AdminMember | null) => {
    if (member) focus.remember();
    else focus.restore();
    setDetailsState(member);
  };
  const setActing = (next: { kind: ModerationKind; member: AdminMember } | null) => {
    if (next) focus.remember();
    else focus.restore();
    setActingState(next);
  };
  const isAdmin = viewer.role === "admin";

  const columns: TableColumnsType<AdminMember> = [
    { title: t.name, key: "name", render: (_, member) => <span className="admin-strong">{memberName(member)}</span> },
    ...(isAdmin
      ? [
          {
            title: t.email,
            key: "email",
            render: (_: unknown, member: AdminMember) => (
              <span className={member.email ? undefined : "muted"}>{memberEmail(member)}</span>
            ),
          },
        ]
      : []),
    { title: t.joined, key: "joined", render: (_, member) => dateOrUnknown(member.createdAt) },
    { title: t.status, key: "status", render: (_, member) => <MemberBadge member={member} withEmail={isAdmin} /> },
    {
      title: m.roleColumn,
      key: "role",
      render: (_, member) =>
        isAdmin && member.id !== viewer.id ? <RolePicker member={member} /> : m.roleLabels[member.role],
    },
    {
      title: <span className="visually-hidden">{t.actions}</span>,
      key: "actions",
      align: "right",
      render: (_, member) => (
        <span className="moderation-row-actions">
          <Button size="small" aria-label={t.viewDetailsLabel(memberName(member))} onClick={() => setDetails(member)}>
            {t.viewDetails}
          </Button>
          {mayModerate(viewer, member) && (
            <>
              <Button
                size="small"
                aria-label={m.warnLabel(memberName(member))}
                onClick={() => setActing({ kind: "warn", member })}
              >
                {m.warn}
              </Button>
              {member.suspendedUntil !== undefined ? (
                <Button
                  size="small"
                  aria-label={m.liftLabel(memberName(member))}
                  onClick={() => setActing({ kind: "lift", member })}
                >
                  {m.lift}
                </Button>
              ) : (
                <Button
                  size="small"
                  danger
                  aria-label={m.suspendLabel(memberName(member))}
                  onClick={() => setActing({ kind: "suspend", member })}
                >
                  {m.suspend}
                </Button>
              )}
            </>
          )}
        </span>
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
      {acting && (
        <ModerationDialog
          kind={acting.kind}
          member={{ id: acting.member.id, name: memberName(acting.member) }}
          onClose={() => setActing(null)}
        />
      )}
    </div>
  );
};
