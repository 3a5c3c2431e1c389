import {
  ADMIN_TRIAGE_TEXTS,
  COMMUNITY_TEXTS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  SCREEN_TEXTS,
  WEB_TEXTS,
} from "@kindred/contract";
import { Button, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ShortcutHelp } from "../../../components/ShortcutHelp/ShortcutHelp";
import { useFocusReturn } from "../../../lib/useFocusReturn";
import { type AdminFeedback, type FeedbackFilters, useAdminFeedback } from "../../../queries/admin";
import { dateOrUnknown, preview } from "../adminFormat";
import { filtersFromSearch, searchWithFilters } from "../feedbackFilters";
import { useFeedbackTriage } from "../useFeedbackTriage";
import { FeedbackDetails, FeedbackSender } from "./FeedbackDetails";
import { FeedbackStatusTag } from "./FeedbackStatusTag";
import { LoadMore } from "./LoadMore";
import { ScreenshotDialog } from "./ScreenshotDialog";
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

/**
 * Feedback tab: filterable, paged list; a row opens the full item with its status moves. The filters
 * live in the URL, so a filtered view can be shared and survives a reload; keys triage it (`active`:
 * only while this tab is shown).
 */
export const FeedbackTab = ({ active = true }: { active?: boolean }) => {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const setFilters = (change: (current: FeedbackFilters) => FeedbackFilters) =>
    setParams((current) => searchWithFilters(current, change(filtersFromSearch(current))), { replace: true });
  const feedback = useAdminFeedback(filters);
  const [openId, setOpenIdState] = useState<string | null>(null);
  const [screenshotId, setScreenshotIdState] = useState<string | null>(null);
  // Closing a dialog puts focus back on what opened it; after a row click or a key, on the row's link.
  const detailsFocus = useFocusReturn();
  const screenshotFocus = useFocusReturn();
  const rowLink = (id: string) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"] .admin-row-link`);
  const setOpenId = (id: string | null) => {
    if (id) detailsFocus.remember(rowLink(id));
    else detailsFocus.restore();
    setOpenIdState(id);
  };
  const setScreenshotId = (id: string | null) => {
    if (id) screenshotFocus.remember(rowLink(id));
    else screenshotFocus.restore();
    setScreenshotIdState(id);
  };
  // The popup follows the row in the list, so a status change shows there at once.
  const open = feedback.rows.find((row) => row.id === openId) ?? null;
  const screenshotOf = feedback.rows.find((row) => row.id === screenshotId) ?? null;
  const triage = useFeedbackTriage({
    rows: feedback.rows,
    active: active && !screenshotOf,
    openDetails: setOpenId,
    showScreenshot: setScreenshotId,
  });

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
    { title: t.sender, key: "sender", render: (_, item) => <FeedbackSender item={item} /> },
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
        <ShortcutHelp
          label={ADMIN_TRIAGE_TEXTS.hint}
          title={ADMIN_TRIAGE_TEXTS.title}
          closeLabel={ADMIN_TRIAGE_TEXTS.close}
          keys={ADMIN_TRIAGE_TEXTS.keys}
        />
      </fieldset>
      <p className="visually-hidden" aria-live="polite">
        {triage.announcement}
      </p>
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
          // Empty (or loading), its headings share the width instead of pushing the page wider.
          tableLayout={feedback.rows.length > 0 ? undefined : "fixed"}
          size="middle"
          className="keyboard-table"
          rowClassName={(item) =>
            item.id === triage.cursorId ? "admin-clickable-row is-keyboard-current" : "admin-clickable-row"
          }
          onRow={(item) => ({ onClick: () => setOpenId(item.id) })}
          locale={{ emptyText: <TableEmpty text={SCREEN_TEXTS.noFeedback} /> }}
        />
      )}
      <LoadMore
        hasMore={feedback.hasNextPage}
        loading={feedback.isFetchingNextPage}
        onLoad={() => feedback.fetchNextPage()}
      />
      {open && (
        <FeedbackDetails
          item={open}
          onClose={() => setOpenId(null)}
          onShowScreenshot={() => setScreenshotId(open.id)}
        />
      )}
      {screenshotOf && <ScreenshotDialog item={screenshotOf} onClose={() => setScreenshotId(null)} />}
    </div>
  );
};
