import { EXPLORE_TEXTS } from "@kindred/contract";
import { Alert, Button, Empty, Segmented, Spin } from "antd";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../lib/usePageTitle";
import { useCurrentUser } from "../../queries/auth";
import { useExplore } from "../../queries/explore";
import { ExploreCard } from "./components/ExploreCard";
import { ExploreFilterBar } from "./components/ExploreFilterBar";
import {
  type ExploreFilters,
  type ExploreKind,
  filtersFromSearch,
  filtersInLocation,
  resultsLine,
  searchFromFilters,
  switchKind,
} from "./exploreFilters";
import "./explore.css";

const T = EXPLORE_TEXTS;

const Results = ({ explore }: { explore: ReturnType<typeof useExplore> }) => {
  if (explore.isPending) {
    return (
      <div className="inline-loading explore-status" role="status">
        <Spin /> {T.loading}
      </div>
    );
  }
  if (explore.isError && explore.items.length === 0) {
    return (
      <Alert
        type="error"
        showIcon
        message={T.failed}
        action={<Button onClick={() => explore.refetch()}>{T.retry}</Button>}
      />
    );
  }
  // New filters keep the old cards (marked busy) until their own arrive; the line above says so.
  const updating = explore.isFetching && !explore.isFetchingNextPage;
  const status = (
    <p id="explore-results-count" className="muted explore-count" role="status">
      {updating ? (
        <>
          <Spin size="small" aria-hidden /> {T.updating}
        </>
      ) : (
        resultsLine(explore)
      )}
    </p>
  );
  if (explore.items.length === 0) {
    return (
      <>
        {status}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span>{T.empty}</span>} className="explore-status">
          <p className="muted">{T.emptyHint}</p>
        </Empty>
      </>
    );
  }
  return (
    <section aria-labelledby="explore-results-count" aria-busy={explore.isFetching}>
      {status}
      <div className={updating ? "listing-cards explore-cards-updating" : "listing-cards"}>
        {explore.items.map((item) => (
          <ExploreCard key={item.listing.id} item={item} />
        ))}
      </div>
      {explore.isFetchNextPageError && <Alert type="error" showIcon message={T.failed} className="explore-status" />}
      {explore.hasNextPage && (
        <div className="explore-more">
          <Button onClick={() => explore.fetchNextPage()} loading={explore.isFetchingNextPage}>
            {explore.isFetchingNextPage ? T.loadingMore : T.loadMore}
          </Button>
        </div>
      )}
    </section>
  );
};

/** /explore: active spaces or open requests with filters kept in the URL, so a search can be shared. */
export const ExploreScene = () => {
  usePageTitle(T.title);
  const { user } = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const apply = (next: ExploreFilters, options?: { typing?: boolean }) =>
    setSearch(searchFromFilters(next), { replace: options?.typing === true });
  const explore = useExplore(filters);
  return (
    <div className="explore-page">
      <header className="explore-head">
        <h1>{T.title}</h1>
        <p className="muted">{T.intro}</p>
        <Segmented<ExploreKind>
          aria-label={T.kindLabel}
          value={filters.kind}
          onChange={(kind) => apply(switchKind(filtersInLocation(), kind))}
          options={[
            { label: T.tabs.offers, value: "offers" },
            { label: T.tabs.requests, value: "requests" },
          ]}
        />
      </header>
      <ExploreFilterBar filters={filters} onChange={apply} user={user} />
      <Results explore={explore} />
    </div>
  );
};

export default ExploreScene;
