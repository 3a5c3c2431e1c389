import {
  COMMUNITY_TEXTS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  SCREEN_TEXTS,
  WEB_TEXTS,
} from "@kindred/contract";
import { Button, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { type AdminFeedback, type FeedbackFilters, useAdminFeedback } from "../../../queries/admin";
import { dateOrUnknown, preview } from "../adminFormat";
import { FeedbackDetails } from "./FeedbackDetails";
import { FeedbackStatusTag } from "./FeedbackStatusTag";
import { LoadMore } from "./LoadMore";
import { TableEmpty } from "./TableEmpty";

const t = COMMUNITY_TEXTS.admin.feedback;
const labels = WEB_TEXTS.feedback;

interface FilterProps<T extends string> {
  id: string;
  label: string;
  value: T | undefined;
  options: readonly T[];
  optionLabel: (value: T) => string;
  onChange: (value: T | undefined) => void;
}

const Filter = <T extends string>({ id, label, value, options, optionLabel, onChange }: FilterProps<T>) => (
  <div className="admin-filter">
    <label htmlFor={id}>{label}</label>
    <select
      id={id}
      className="native-select"
      value={value ?? ""}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
    >
      <option value="">{t.all}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </select>
  </div>
);

/** Feedback tab: filterable, paged list; a row opens the full item with its status moves. */
export const FeedbackTab = () => {
  const [filters, setFilters] = useState<FeedbackFilters>({});
  const feedback = useAdminFeedback(filters);
  const [openId, setOpenId] = useState<string | null>(null);
  // The popup follows the row in the list, so a status change shows there at once.
  const open = feedback.rows.find((row) => row.id === openId) ?? null;

  const columns: TableColumnsType<AdminFeedback> = [
    { title: t.type, key: "type", render: (_, item) => labels.types[item.type] ?? item.type },
    {
      title: t.priority,
      key: "priority",
      render: (_, item) => (
        <span className={`feedback-priority feedback-priority-${item.priority}`}>
          {labels.priorities[item.priority] ?? item.priority}
        </span>
      ),
    },
    { title: t.status, key: "status", render: (_, item) => <FeedbackStatusTag status={item.status} /> },
    { title: t.date, key: "date", render: (_, item) => dateOrUnknown(item.createdAt) },
    {
      title: t.message,
      key: "message",
      render: (_, item) => (
        <Button
          type="link"
          className="admin-row-link"
          aria-label={t.openLabel(labels.types[item.type] ?? item.type, dateOrUnknown(item.createdAt))}
          onClick={(event) => {
            event.stopPropagation();
            setOpenId(item.id);
          }}
        >
          {preview(item.message)}
        </Button>
      ),
    },
    { title: t.page, key: "page", render: (_, item) => <span className="admin-code">{item.page}</span> },
  ];

  return (
    <div className="admin-tab">
      <fieldset className="admin-toolbar admin-filters">
        <legend className="visually-hidden">{t.filters}</legend>
        <Filter
          id="feedback-filter-status"
          label={t.status}
          value={filters.status}
          options={FEEDBACK_STATUSES}
          optionLabel={(status) => t.statusLabels[status]}
          onChange={(status) => setFilters((current) => ({ ...current, status }))}
        />
        <Filter
          id="feedback-filter-type"
          label={t.type}
          value={filters.type}
          options={FEEDBACK_TYPES}
          optionLabel={(type) => labels.types[type]}
          onChange={(type) => setFilters((current) => ({ ...current, type }))}
        />
        <Filter
          id="feedback-filter-priority"
          label={t.priority}
          value={filters.priority}
          options={FEEDBACK_PRIORITIES}
          optionLabel={(priority) => labels.priorities[priority]}
          onChange={(priority) => setFilters((current) => ({ ...current, priority }))}
        />
      </fieldset>
      {feedback.isError ? (
        <p className="form-error" role="alert">
          {COMMUNITY_TEXTS.admin.listFailed}
        </p>
      ) : (
        <Table<AdminFeedback>
          rowKey="id"
          columns={columns}
          dataSource={feedback.rows}
          loading={feedback.isPending || feedback.isPlaceholderData}
          pagination={false}
          // Empty, it has nothing to scroll to and nothing to focus, so it must not be a scroll box.
          scroll={feedback.rows.length > 0 ? { x: 760 } : undefined}
          size="middle"
          rowClassName="admin-clickable-row"
          onRow={(item) => ({ onClick: () => setOpenId(item.id) })}
          locale={{ emptyText: <TableEmpty text={SCREEN_TEXTS.noFeedback} /> }}
        />
      )}
      <LoadMore
        hasMore={feedback.hasNextPage}
        loading={feedback.isFetchingNextPage}
        onLoad={() => feedback.fetchNextPage()}
      />
      {open && <FeedbackDetails item={open} onClose={() => setOpenId(null)} />}
    </div>
  );
};
