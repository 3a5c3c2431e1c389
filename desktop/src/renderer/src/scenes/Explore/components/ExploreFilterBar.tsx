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
import { type FormEvent, useState } from "react";
import { FormField } from "../../../components/FormField";
import { ChoiceGroups } from "../../../components/ListingForm/ChoiceGroups";
import { useUserOffers, useUserRequests } from "../../../queries/listings";
import { CAUSE_OPTIONS, EMPTY_FILTERS, type ExploreFilters, hasFilters } from "../exploreFilters";

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
const SortSelect = ({ user, filters, onChange }: FilterBarProps & { user: CurrentUser }) => {
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
  onChange: (filters: ExploreFilters) => void;
}

/**
 * The explore filters. Choices apply at once; the words and the capacity apply with Enter or the
 * Apply button, so typing does not reload the list at every key.
 */
export const ExploreFilterBar = ({ filters, onChange, user }: FilterBarProps & { user: CurrentUser | null }) => {
  const [q, setQ] = useState(filters.q);
  const [minCapacity, setMinCapacity] = useState(filters.minCapacity);
  const offers = filters.kind === "offers";
  const set = (changes: Partial<ExploreFilters>) => onChange({ ...filters, ...changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ q: q.trim(), minCapacity: /^[1-9]\d{0,5}$/.test(minCapacity.trim()) ? minCapacity.trim() : "" });
  };
  return (
    <form className="panel explore-filters" aria-labelledby="explore-filters-title" onSubmit={submit}>
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
        {user && <SortSelect user={user} filters={filters} onChange={onChange} />}
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
        onChange={(accessFeature) => set({ accessFeature })}
      />
      <div className="explore-filter-actions">
        <Button type="primary" htmlType="submit">
          {T.apply}
        </Button>
        {hasFilters(filters) && (
          <Button
            onClick={() => {
              setQ("");
              setMinCapacity("");
              onChange({ ...EMPTY_FILTERS, kind: filters.kind, against: filters.against });
            }}
          >
            {T.clear}
          </Button>
        )}
      </div>
    </form>
  );
};
