import { CopyOutlined, EditOutlined, PauseCircleOutlined, PlayCircleOutlined } from "@ant-design/icons";
import {
  choiceLabel,
  HOST_TOOLS_TEXTS,
  LISTING_TEXTS,
  SPACE_TYPES,
  type SpaceOffer,
  WEB_TEXTS,
} from "@kindred/contract";
import { Button, Switch, Table, type TableColumnsType } from "antd";
import { type Key, useState } from "react";
import { Link } from "react-router";
import { serverMessage } from "../../lib/api";
import { formatDate } from "../../lib/dates";
import { useSetOffersActive, useUpdateSpaceOffer } from "../../queries/listings";
import { toast } from "../../stores/toastStore";
import { HostToolsBar } from "../HostTools/HostToolsBar";
import { useTableKeyboard } from "../HostTools/useTableKeyboard";
import { ManagePhotosButton } from "../PhotoManager/ManagePhotosButton";
import "./mySpacesTable.css";

const t = LISTING_TEXTS.mySpaces;

interface MySpacesTableProps {
  offers: readonly SpaceOffer[];
  loading?: boolean;
  /** Opens Offer Your Space prefilled from this offer. */
  onDuplicate: (offer: SpaceOffer) => void;
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "base" });

/**
 * A host's spaces as a table (docs/architecture.md "The desktop shell"): sort by name, capacity and creation, filter by
 * type and state, switch a space on or off in place, pause or resume a selection, duplicate one.
 * Shared by the web profile and the desktop app.
 */
export const MySpacesTable = ({ offers, loading, onDuplicate }: MySpacesTableProps) => {
  const [selected, setSelected] = useState<Key[]>([]);
  const [switching, setSwitching] = useState<string | null>(null);
  const update = useUpdateSpaceOffer();
  const setActive = useSetOffersActive();

  const toggle = (offer: SpaceOffer, isActive: boolean) => {
    setSwitching(offer.id);
    update.mutate(
      { id: offer.id, changes: { isActive } },
      {
        onError: (error) =>
          toast({
            title: WEB_TEXTS.errorTitle,
            description: serverMessage(error, LISTING_TEXTS.mySpaces.bulkFailed),
            variant: "destructive",
          }),
        onSettled: () => setSwitching(null),
      },
    );
  };

  const keyboard = useTableKeyboard({ selected, setSelected, setActive: toggle });

  const bulk = (isActive: boolean) => {
    const ids = selected.map(String);
    setActive.mutate(
      { ids, isActive },
      {
        onSuccess: (results) => {
          const failed = results.filter((result) => result.status === "rejected").length;
          if (failed > 0) {
            toast({ title: WEB_TEXTS.errorTitle, description: t.bulkFailed, variant: "destructive" });
          } else {
            toast({ title: isActive ? t.resumed(ids.length) : t.paused(ids.length), variant: "success" });
            setSelected([]);
          }
        },
      },
    );
  };

  const columns: TableColumnsType<SpaceOffer> = [
    {
      title: t.name,
      dataIndex: "spaceName",
      key: "spaceName",
      sorter: (a, b) => byText(a.spaceName, b.spaceName),
      render: (_, offer) => <Link to={`/space-offer/${offer.id}`}>{offer.spaceName}</Link>,
    },
    {
      title: t.type,
      dataIndex: "spaceType",
      key: "spaceType",
      render: (value: string) => choiceLabel(value),
      filters: SPACE_TYPES.map((type) => ({ text: choiceLabel(type), value: type })),
      onFilter: (value, offer) => offer.spaceType === value,
    },
    {
      title: t.capacity,
      dataIndex: "capacity",
      key: "capacity",
      align: "right",
      sorter: (a, b) => a.capacity - b.capacity,
    },
    {
      title: t.active,
      dataIndex: "isActive",
      key: "isActive",
      filters: [
        { text: t.activeFilter.active, value: true },
        { text: t.activeFilter.inactive, value: false },
      ],
      onFilter: (value, offer) => offer.isActive === value,
      render: (_, offer) => (
        <Switch
          size="small"
          checked={offer.isActive}
          loading={switching === offer.id}
          aria-label={t.toggleLabel(offer.spaceName)}
          onChange={(checked) => toggle(offer, checked)}
        />
      ),
    },
    {
      title: t.created,
      dataIndex: "createdAt",
      key: "createdAt",
      defaultSortOrder: "descend",
      sorter: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
      render: (value: string) => formatDate(value),
    },
    {
      title: t.actions,
      key: "actions",
      render: (_, offer) => (
        <div className="table-actions">
          <Link to={`/edit-offer/${offer.id}`} aria-label={`${t.edit} ${offer.spaceName}`}>
            <EditOutlined aria-hidden /> {t.edit}
          </Link>
          <Button
            size="small"
            icon={<CopyOutlined />}
            aria-label={`${t.duplicate} ${offer.spaceName}`}
            onClick={() => onDuplicate(offer)}
          >
            {t.duplicate}
          </Button>
          <ManagePhotosButton
            kind="offer"
            listingId={offer.id}
            photos={offer.imageUrls}
            name={offer.spaceName}
            size="small"
          />
        </div>
      ),
    },
  ];

  return (
    <div className="my-spaces">
      <div className="bulk-bar" role="toolbar" aria-label={t.title}>
        <span className="muted" aria-live="polite">
          {t.selected(selected.length)}
        </span>
        <Button
          icon={<PauseCircleOutlined />}
          disabled={selected.length === 0}
          loading={setActive.isPending && setActive.variables?.isActive === false}
          onClick={() => bulk(false)}
        >
          {t.pause}
        </Button>
        <Button
          icon={<PlayCircleOutlined />}
          disabled={selected.length === 0}
          loading={setActive.isPending && setActive.variables?.isActive === true}
          onClick={() => bulk(true)}
        >
          {t.resume}
        </Button>
        <HostToolsBar offers={offers} selected={selected} />
      </div>
      <p className="visually-hidden my-spaces-announcer" aria-live="polite">
        {keyboard.announcement}
      </p>
      <Table<SpaceOffer>
        className="keyboard-table"
        aria-label={HOST_TOOLS_TEXTS.keyboard.tableLabel}
        onRow={keyboard.rowProps}
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={[...offers]}
        columns={columns}
        pagination={offers.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: <span className="table-empty">{t.empty}</span> }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (offer) => ({ "aria-label": offer.spaceName }),
          getTitleCheckboxProps: () => ({ "aria-label": t.selectAll }),
        }}
      />
    </div>
  );
};

export default MySpacesTable;
