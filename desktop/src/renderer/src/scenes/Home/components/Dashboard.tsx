import {
  ACCESS_TEXTS,
  type CurrentUser,
  choiceLabel,
  LISTING_TEXTS,
  type MatchListItem,
  type SpaceOffer,
  type SpaceRequest,
  WEB_TEXTS,
} from "@kindred/contract";
import { Button, Empty, Spin } from "antd";
import { type ReactNode, useState } from "react";
import { MatchList } from "../../../components/Listings/MatchList";
import { ActiveBadge, StatusBadge } from "../../../components/Listings/StatusBadge";
import { useListingsMatches, useUserMatches, useUserOffers, useUserRequests } from "../../../queries/listings";
import { type ShellDialog, useDialogStore } from "../../../stores/dialogStore";
import { DashboardTabs } from "./DashboardTabs";
import { ListingCard } from "./ListingCard";

const h = WEB_TEXTS.home;
const t = LISTING_TEXTS.dashboard;

const Loading = ({ text }: { text: string }) => (
  <div className="inline-loading dashboard-loading" role="status">
    <Spin /> {text}
  </div>
);

/** An empty tab that invites the first post. */
const EmptyListings = ({ text, action, dialog }: { text: string; action: string; dialog: ShellDialog }) => {
  const show = useDialogStore((state) => state.show);
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      <Button type="primary" onClick={() => show(dialog)}>
        {action}
      </Button>
    </Empty>
  );
};

const CardGrid = ({ children }: { children: ReactNode }) => <div className="listing-cards">{children}</div>;

const RequestCards = ({ requests }: { requests: SpaceRequest[] }) => (
  <CardGrid>
    {requests.map((request) => (
      <ListingCard
        key={request.id}
        kind="request"
        id={request.id}
        title={request.title}
        facts={[choiceLabel(request.spaceType), choiceLabel(request.location)]}
        description={request.description}
        badge={<StatusBadge status={request.status} />}
        tags={request.values}
        photo={request.imageUrls[0]}
        canEdit
        access={{ features: request.accessNeeds, label: ACCESS_TEXTS.requestSection }}
      />
    ))}
  </CardGrid>
);

const OfferCards = ({ offers }: { offers: SpaceOffer[] }) => (
  <CardGrid>
    {offers.map((offer) => (
      <ListingCard
        key={offer.id}
        kind="offer"
        id={offer.id}
        title={offer.spaceName}
        facts={[choiceLabel(offer.spaceType), offer.address]}
        description={offer.description}
        badge={<ActiveBadge isActive={offer.isActive} />}
        tags={offer.supportedCauses}
        photo={offer.imageUrls[0]}
        canEdit
        access={{ features: offer.accessFeatures, label: ACCESS_TEXTS.offerSection }}
      />
    ))}
  </CardGrid>
);

/** A host's tabs: My Offers, Matches, then My Requests. */
const hostFirst = <T extends { key: string }>(isHost: boolean, items: T[]) =>
  isHost
    ? [...items.filter((item) => item.key !== "requests"), ...items.filter((item) => item.key === "requests")]
    : items;

const uniqueMatches = (matches: MatchListItem[]) => [...new Map(matches.map((match) => [match.id, match])).values()];

/**
 * Signed-in dashboard: My Requests, My Offers and Matches, requests first (docs/product.md section
 * 2). A host — spaces and no requests — gets My Offers first and open instead of "My Requests (0)".
 */
export const Dashboard = ({ user }: { user: CurrentUser }) => {
  const requests = useUserRequests(user.id);
  const offers = useUserOffers(user.id);
  const userMatches = useUserMatches(user.id);
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const [matchesOpened, setMatchesOpened] = useState(false);

  // Until the member-wide match list exists, the Matches tab gathers each listing's matches; they are
  // fetched only once the tab is opened, and cards expanded earlier already fill the cache.
  const listings = [
    ...(requests.data ?? []).map((request) => ({ kind: "request" as const, id: request.id })),
    ...(offers.data ?? []).map((offer) => ({ kind: "offer" as const, id: offer.id })),
  ];
  const memberMatches = userMatches.data ?? null;
  const listingMatches = useListingsMatches(listings, matchesOpened && memberMatches === null);
  const matches = memberMatches ?? uniqueMatches(listingMatches.matches);

  const onTabChange = (key: string) => {
    setChosenTab(key);
    if (key === "matches") setMatchesOpened(true);
  };

  const requestList = requests.data ?? [];
  const offerList = offers.data ?? [];
  const isHost = requests.isSuccess && requestList.length === 0 && offerList.length > 0;
  const tab = chosenTab ?? (isHost ? "offers" : "requests");

  return (
    <section className="panel dashboard" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">{h.dashboardTitle}</h2>
      <DashboardTabs
        activeKey={tab}
        onChange={onTabChange}
        tabs={hostFirst(isHost, [
          {
            key: "requests",
            label: h.myRequests(requestList.length),
            children: requests.isLoading ? (
              <Loading text={t.loading} />
            ) : requestList.length === 0 ? (
              <EmptyListings text={h.noRequests} action={t.firstRequest} dialog="spaceRequest" />
            ) : (
              <RequestCards requests={requestList} />
            ),
          },
          {
            key: "offers",
            label: h.myOffers(offerList.length),
            children: offers.isLoading ? (
              <Loading text={t.loading} />
            ) : offerList.length === 0 ? (
              <EmptyListings text={h.noOffers} action={t.firstOffer} dialog="spaceOffer" />
            ) : (
              <OfferCards offers={offerList} />
            ),
          },
          {
            key: "matches",
            label: h.matches(matches.length),
            children:
              userMatches.isLoading || listingMatches.isLoading ? (
                <Loading text={t.loadingMatches} />
              ) : (
                <MatchList matches={matches} empty={h.noMatches} />
              ),
          },
        ])}
      />
    </section>
  );
};
