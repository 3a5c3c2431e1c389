import { SearchOutlined } from "@ant-design/icons";
import { COMMUNITY_TEXTS, ERROR_MESSAGES, SCREEN_TEXTS, SEARCH_DEBOUNCE_MS, WEB_TEXTS } from "@kindred/contract";
import { Input, Modal, Spin } from "antd";
import { type KeyboardEvent, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useCommunitySearch } from "../../queries/search";
import { SearchResults } from "./SearchResults";
import { moveActive, toSearchGroups } from "./searchNavigation";
import { useDebouncedValue } from "./useDebouncedValue";
import "./searchDialog.css";

const t = COMMUNITY_TEXTS.search;
const INPUT_ID = "community-search";
const LISTBOX_ID = "community-search-results";
const optionId = (key: string) => `search-option-${key}`;

/**
 * Search Community dialog (docs/product.md section 2): searches 300 ms after typing stops, only for non-blank
 * text, and lists requests, offers and members. The box is a combobox: the arrow keys move
 * through the results, Enter opens the highlighted one.
 */
export const SearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useCommunitySearch(debounced);
  const groups = useMemo(() => toSearchGroups(search.data, t.capacity), [search.data]);
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  // The highlight belongs to one set of results; new results start with none.
  const [highlight, setHighlight] = useState({ index: -1, results: search.data });
  const active = highlight.results === search.data ? Math.min(highlight.index, items.length - 1) : -1;
  const setActive = (index: number) => setHighlight({ index, results: search.data });

  const hasText = query.trim().length > 0;
  const waiting = hasText && (query.trim() !== debounced.trim() || search.isFetching);
  const settled = hasText && !waiting && search.isSuccess && !search.isPlaceholderData;
  const showResults = hasText && items.length > 0 && !search.isError;

  const openItem = (href: string) => {
    onClose();
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive(moveActive(active, items.length, event.key));
    } else if (event.key === "Enter") {
      const item = items[active];
      if (item) {
        event.preventDefault();
        openItem(item.href);
      }
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={640}
      className="search-dialog"
      title={<h2 className="dialog-title">{WEB_TEXTS.search.title}</h2>}
    >
      <label htmlFor={INPUT_ID} className="visually-hidden">
        {WEB_TEXTS.search.placeholder}
      </label>
      <Input
        id={INPUT_ID}
        size="large"
        autoFocus
        allowClear
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showResults}
        aria-controls={showResults ? LISTBOX_ID : undefined}
        aria-activedescendant={showResults && items[active] ? optionId(items[active].key) : undefined}
        aria-describedby="community-search-status"
        prefix={<SearchOutlined aria-hidden />}
        suffix={waiting ? <Spin size="small" aria-hidden /> : <span />}
        placeholder={WEB_TEXTS.search.placeholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div id="community-search-status" className="search-status" role="status" aria-live="polite">
        {!hasText && <p className="muted">{t.hint}</p>}
        {hasText && waiting && items.length === 0 && !search.isError && <p className="muted">{t.searching}</p>}
        {hasText && !waiting && search.isError && (
          <p className="search-error" role="alert">
            {ERROR_MESSAGES.searchFailed}
          </p>
        )}
        {settled && items.length === 0 && <p className="search-empty">{SCREEN_TEXTS.noResults}</p>}
      </div>
      {showResults && (
        <SearchResults
          id={LISTBOX_ID}
          groups={groups}
          activeKey={items[active]?.key}
          optionId={optionId}
          onHover={(key) => setActive(items.findIndex((item) => item.key === key))}
          onOpen={openItem}
          stale={waiting}
        />
      )}
    </Modal>
  );
};

export default SearchDialog;
