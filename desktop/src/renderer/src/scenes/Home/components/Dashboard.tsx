import { type CurrentUser, WEB_TEXTS } from "@kindred/contract";
import { Empty, Tabs } from "antd";
import { Link } from "react-router";
import { useUserMatches, useUserOffers, useUserRequests } from "../../../queries/listings";

const h = WEB_TEXTS.home;

interface ListingLink {
  id: string;
  label: string;
  to: string;
}

const ListingList = ({ items, empty }: { items: ListingLink[]; empty: string }) =>
  items.length === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
  ) : (
    <ul className="listing-links">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.to}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );

/** Signed-in dashboard: My Requests, My Offers and Matches, requests first (spec section 2). */
export const Dashboard = ({ user }: { user: CurrentUser }) => {
  const requests = useUserRequests(user.id).data ?? [];
  const offers = useUserOffers(user.id).data ?? [];
  const matches = useUserMatches(user.id).data ?? [];

  return (
    <section className="panel dashboard" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">{h.dashboardTitle}</h2>
      <Tabs
        defaultActiveKey="requests"
        items={[
          {
            key: "requests",
            label: h.myRequests(requests.length),
            children: (
              <ListingList
                empty={h.noRequests}
                items={requests.map((r) => ({ id: r.id, label: r.title, to: `/space-request/${r.id}` }))}
              />
            ),
          },
          {
            key: "offers",
            label: h.myOffers(offers.length),
            children: (
              <ListingList
                empty={h.noOffers}
                items={offers.map((o) => ({ id: o.id, label: o.spaceName, to: `/space-offer/${o.id}` }))}
              />
            ),
          },
          {
            key: "matches",
            label: h.matches(matches.length),
            children: (
              <ListingList
                empty={h.noMatches}
                items={matches.map((m) => ({
                  id: m.id,
                  label: `${m.spaceRequestTitle} · ${m.spaceOfferName}`,
                  to: `/messages?match=${m.id}`,
                }))}
              />
            ),
          },
        ]}
      />
    </section>
  );
};
