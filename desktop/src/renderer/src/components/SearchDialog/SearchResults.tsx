import { HomeOutlined, TeamOutlined, UserOutlined } from "@ant-design/icons";
import { COMMUNITY_TEXTS } from "@kindred/contract";
import type { ReactNode } from "react";
import { ListingTags } from "../Listings/ListingTags";
import type { SearchGroup, SearchItem } from "./searchNavigation";

const t = COMMUNITY_TEXTS.search;

const GROUP_TITLES: Record<SearchItem["kind"], string> = {
  request: t.spaceRequests,
  offer: t.spaceOffers,
  member: t.members,
};

const GROUP_ICONS: Record<SearchItem["kind"], ReactNode> = {
  request: <TeamOutlined />,
  offer: <HomeOutlined />,
  member: <UserOutlined />,
};

interface SearchResultsProps {
  id: string;
  groups: SearchGroup[];
  activeKey: string | undefined;
  optionId: (key: string) => string;
  onHover: (key: string) => void;
  onOpen: (href: string) => void;
  /** Newer text is being searched: the list dims until its results arrive. */
  stale: boolean;
}

/** The grouped listbox of the search dialog; keyboard focus stays in the search box (aria-activedescendant). */
export const SearchResults = ({ id, groups, activeKey, optionId, onHover, onOpen, stale }: SearchResultsProps) => (
  <div
    id={id}
    role="listbox"
    aria-label={t.resultsLabel}
    className={stale ? "search-results search-results-stale" : "search-results"}
  >
    {groups.map((group) => (
      // biome-ignore lint/a11y/useSemanticElements: a listbox may only hold options and groups, never a fieldset
      <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className="search-group">
        <div id={`${id}-${group.kind}`} role="presentation" className="search-group-title">
          {GROUP_TITLES[group.kind]}
        </div>
        {group.items.map((item) => (
          // Options are reached with the arrow keys from the search box; a click opens them too.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the combobox input
          <div
            key={item.key}
            id={optionId(item.key)}
            role="option"
            tabIndex={-1}
            aria-selected={item.key === activeKey}
            className={item.key === activeKey ? "search-option search-option-active" : "search-option"}
            onMouseMove={() => item.key !== activeKey && onHover(item.key)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onOpen(item.href)}
          >
            <span className="search-option-icon" aria-hidden="true">
              {GROUP_ICONS[item.kind]}
            </span>
            <div className="search-option-body">
              <span className="search-option-title">{item.title}</span>
              {item.detail && <span className="search-option-detail">{item.detail}</span>}
              <ListingTags tags={item.tags} limit={item.tagLimit} />
            </div>
          </div>
        ))}
      </div>
    ))}
  </div>
);
