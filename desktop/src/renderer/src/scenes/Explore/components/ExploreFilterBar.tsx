import { FilterOutlined } from "@ant-design/icons";
import {
  ACCESS_FEATURES,
  AVAILABILITY_SLOTS,
  COMMUNITY_INVESTMENTS,
  type CurrentUser,
  choiceLabel,
  EXPLORE_TEXTS,
  SPACE_TYPES,
} from "@kindred/contract";
import { Button, Input } from "antd";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormField } from "../../../components/FormField";
import { ChoiceGroups, toggleChoice } from "../../../components/ListingForm/ChoiceGroups";
import { useUserOffers, useUserRequests } from "../../../queries/listings";
import {
  CAUSE_OPTIONS,
  EMPTY_FILTERS,
  type ExploreFilters,
  filtersInLocation,
  hasFilters,
  searchFromFilters,
} from "../exploreFilters";

const T = EXPLORE_TEXTS;

interface ChoiceSelectProps {
  id: string;
  label: string;
  options: readonly string[];
  /** The first chosen value shows; choosing one replaces them all. */
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** One list filter as a native select: "Any" or one value. */
const ChoiceSelect = ({ id, label, options, value, onChange }: ChoiceSelectProps) => (
  <FormField id={id} label={label}>
    {(aria) => (
      <select
        {...aria}
        className="native-select"
        value={value[0] ?? ""}
        onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
      >
        <option value="">{T.anyChoice}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {choiceLabel(option)}
          </option>
        ))}
      </select>
    )}
  </FormField>
);

/** Newest first, or the match score against one of the member's own listings of the other kind. */
const SortSelect = ({
  user,
  filters,
  onChange,
}: {
  user: CurrentUser;
  filters: ExploreFilters;
  onChange: (filters: ExploreFilters) => void;
}) => {
  const requests = useUserRequests(filters.kind === "offers" ? user.id : undefined);
  const offers = useUserOffers(filters.kind === "requests" ? user.id : undefined);
  const own =
    filters.kind === "offers"
      ? (requests.data ?? []).map((request) => ({ id: request.id, name: request.title }))
      : (offers.data ?? []).map((offer) => ({ id: offer.id, name: offer.spaceName }));
  return (
    <FormField id="explore-sort" label={T.sort} help={own.length === 0 ? T.noOwnListings : undefined}>
      {(aria) => (
        <select
          {...aria}
          className="native-select"
          value={filters.against}
          onChange={(event) => onChange({ ...filters, against: event.target.value })}
        >
          <option value="">{T.sortNewest}</option>
          {own.map((listing) => (
            <option key={listing.id} value={listing.id}>
              {`${T.sortScore}: ${listing.name}`}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
};

interface FilterBarProps {
  filters: ExploreFilters;
  /** `typing`: the words or the capacity settled; the URL entry is replaced, not added to history. */
  onChange: (filters: ExploreFilters, options?: { typing?: boolean }) => void;
}

/** How long typing rests before the words and the capacity apply. */
const TYPING_PAUSE_MS = 400;

const validCapacity = (value: string) => (/^[1-9]\d{0,5}$/.test(value.trim()) ? value.trim() : "");

/** How many filters narrow the list: each chosen value, the words and the capacity. */
const countSet = (filters: ExploreFilters) =>
  [...searchFromFilters({ ...filters, kind: "offers", against: "" }).keys()].length;

/**
 * The explore filters, one model: every control applies at once (choices on change, the words and
 * the capacity once typing rests, or with Enter), a change keeps what is typed in the other boxes,
 * and the bar is never rebuilt, so focus stays on the control in use. On small screens the bar is
 * a sheet behind a Filters button.
 */
export const ExploreFilterBar = ({ filters, onChange, user }: FilterBarProps & { user: CurrentUser | null }) => {
  const [q, setQ] = useState(filters.q);
  const [minCapacity, setMinCapacity] = useState(filters.minCapacity);
  const [sheetOpen, setSheetOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // What the boxes last applied: a URL changed from elsewhere (back, forward, a link) refills them.
  const applied = useRef({ q: filters.q, minCapacity: filters.minCapacity });
  useEffect(() => {
    if (filters.q !== applied.current.q) setQ(filters.q);
    if (filters.minCapacity !== applied.current.minCapacity) setMinCapacity(filters.minCapacity);
    applied.current = { q: filters.q, minCapacity: filters.minCapacity };
  }, [filters.q, filters.minCapacity]);

  const offers = filters.kind === "offers";
  /** The filters the URL holds now (not as last rendered), with what the boxes hold and `changes` to them. */
  const withTyped = (changes: (now: ExploreFilters) => Partial<ExploreFilters> = () => ({})): ExploreFilters => {
    const now = filtersInLocation();
    const next = { ...now, q: q.trim(), minCapacity: validCapacity(minCapacity), ...changes(now) };
    applied.current = { q: next.q, minCapacity: next.minCapacity };
    return next;
  };
  const set = (changes: Partial<ExploreFilters>) => onChange(withTyped(() => changes));

  // Typing applies once it rests; nothing happens while the boxes say what the URL says.
  const latest = useRef({ filters, onChange, withTyped });
  latest.current = { filters, onChange, withTyped };
  useEffect(() => {
    const typedQ = q.trim();
    const typedCapacity = validCapacity(minCapacity);
    if (typedQ === latest.current.filters.q && typedCapacity === latest.current.filters.minCapacity) return;
    const timer = setTimeout(
      () => latest.current.onChange(latest.current.withTyped(), { typing: true }),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [q, minCapacity]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(withTyped());
  };
  const closeSheet = () => {
    setSheetOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="explore-filter-area">
      <Button
        ref={toggle}
        className="explore-filter-toggle"
        icon={<FilterOutlined aria-hidden />}
        aria-expanded={sheetOpen}
        aria-controls="explore-filters"
        onClick={() => setSheetOpen((open) => !open)}
      >
        {T.filtersToggle(countSet(filters))}
      </Button>
      <form
        id="explore-filters"
        className={sheetOpen ? "panel explore-filters explore-filters-open" : "panel explore-filters"}
        aria-labelledby="explore-filters-title"
        onSubmit={submit}
      >
        <h2 id="explore-filters-title" className="visually-hidden">
          {T.filtersTitle}
        </h2>
        <div className="explore-filter-grid">
          <FormField id="explore-q" label={T.search}>
            {(aria) => (
              <Input
                {...aria}
                type="search"
                value={q}
                placeholder={T.searchPlaceholder}
                onChange={(e) => setQ(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="explore-min-capacity" label={offers ? T.minCapacity : T.minParticipants}>
            {(aria) => (
              <Input
                {...aria}
                inputMode="numeric"
                value={minCapacity}
                onChange={(event) => setMinCapacity(event.target.value)}
              />
            )}
          </FormField>
          <ChoiceSelect
            id="explore-space-type"
            label={T.spaceType}
            options={SPACE_TYPES}
            value={filters.spaceType}
            onChange={(spaceType) => set({ spaceType })}
          />
          <ChoiceSelect
            id="explore-cause"
            label={T.cause}
            options={CAUSE_OPTIONS[filters.kind]}
            value={filters.cause}
            onChange={(cause) => set({ cause })}
          />
          {offers && (
            <ChoiceSelect
              id="explore-availability"
              label={T.availability}
              options={AVAILABILITY_SLOTS}
              value={filters.availability}
              onChange={(availability) => set({ availability })}
            />
          )}
          {offers && (
            <ChoiceSelect
              id="explore-investment"
              label={T.communityInvestment}
              options={COMMUNITY_INVESTMENTS}
              value={filters.communityInvestment}
              onChange={(communityInvestment) => set({ communityInvestment })}
            />
          )}
          {user && <SortSelect user={user} filters={filters} onChange={(next) => set({ against: next.against })} />}
        </div>
        <ChoiceGroups
          idPrefix="explore-access"
          groups={[
            {
              key: "access",
              label: offers ? T.accessFeature : T.accessNeed,
              description: offers ? T.accessHelpOffers : T.accessHelpRequests,
              options: ACCESS_FEATURES,
            },
          ]}
          value={filters.accessFeature}
          onChange={(_, option) =>
            onChange(withTyped((now) => ({ accessFeature: toggleChoice(now.accessFeature, option) })))
          }
        />
        <div className="explore-filter-actions">
          {hasFilters(filters) && (
            <Button
              onClick={() => {
                setQ("");
                setMinCapacity("");
                applied.current = { q: "", minCapacity: "" };
                const now = filtersInLocation();
                onChange({ ...EMPTY_FILTERS, kind: now.kind, against: now.against });
              }}
            >
              {T.clear}
            </Button>
          )}
          <Button type="primary" className="explore-sheet-close" onClick={closeSheet}>
            {T.showResults}
          </Button>
        </div>
      </form>
    </div>
  );
};
