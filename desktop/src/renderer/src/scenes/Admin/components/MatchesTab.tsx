import { type AdminMatch, COMMUNITY_TEXTS, SCREEN_TEXTS } from "@kindred/contract";
import { Table, type TableColumnsType } from "antd";
import { StatusBadge } from "../../../components/Listings/StatusBadge";
import { useAdminMatches } from "../../../queries/admin";
import { dateOrUnknown, matchLabel } from "../adminFormat";
import { LoadMore } from "./LoadMore";
import { TableEmpty } from "./TableEmpty";

const t = COMMUNITY_TEXTS.admin.matches;

/** Matches tab: 'Match #' and 8 characters of the id, created date, status, score and the two listings. */
export const MatchesTab = () => {
  const matches = useAdminMatches();
  const columns: TableColumnsType<AdminMatch> = [
    {
      title: t.match,
      key: "id",
      render: (_, match) => <span className="admin-code admin-nowrap">{matchLabel(match.id)}</span>,
    },
    {
      title: t.created,
      key: "created",
      render: (_, match) => <span className="admin-nowrap">{dateOrUnknown(match.createdAt)}</span>,
    },
    { title: t.status, key: "status", render: (_, match) => <StatusBadge status={match.status} /> },
    { title: t.score, key: "score", align: "right", render: (_, match) => match.score },
    { title: t.request, key: "request", render: (_, match) => match.spaceRequestTitle ?? "—" },
    { title: t.space, key: "space", render: (_, match) => match.spaceOfferName ?? "—" },
  ];
  return (
    <div className="admin-tab">
      {matches.isError ? (
        <p className="form-error" role="alert">
          {COMMUNITY_TEXTS.admin.listFailed}
        </p>
      ) : (
        // Its rows hold nothing to focus, so the scroll box itself takes focus: keyboard users can
        // scroll it sideways on a phone.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="admin-table-scroll" aria-label={COMMUNITY_TEXTS.admin.tabs.matches} tabIndex={0}>
          <Table<AdminMatch>
            rowKey="id"
            columns={columns}
            dataSource={matches.rows}
            loading={matches.isPending}
            pagination={false}
            size="middle"
            locale={{ emptyText: <TableEmpty text={SCREEN_TEXTS.noMatchesAdmin} /> }}
          />
        </section>
      )}
      <LoadMore
        hasMore={matches.hasNextPage}
        loading={matches.isFetchingNextPage}
        onLoad={() => matches.fetchNextPage()}
      />
    </div>
  );
};
