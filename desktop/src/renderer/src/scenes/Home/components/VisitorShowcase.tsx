import { choiceLabel, EXPLORE_ROUTES, type ExploreOffer, HOME_TEXTS, TAG_LIMITS } from "@kindred/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { CardPhoto } from "../../../components/Listings/CardPhoto";
import { ListingTags } from "../../../components/Listings/ListingTags";
import { callPage } from "../../../lib/call";

const h = HOME_TEXTS;
/** Cards shown; the newest spaces with photos among a page of the newest. */
const SHOWN = 6;

const newestWithPhotos = async (): Promise<ExploreOffer[]> => {
  const page = await callPage(EXPLORE_ROUTES.offers, { query: { limit: 24 } });
  return page.items.filter((offer) => offer.imageUrls.length > 0).slice(0, SHOWN);
};

/** For visitors: real spaces with their photos, each opening its page, and the way to see them all. */
export const VisitorShowcase = () => {
  const offers = useQuery({ queryKey: ["home-showcase"], queryFn: newestWithPhotos, staleTime: 60_000 });
  const list = offers.data ?? [];
  if (offers.isSuccess && list.length === 0) return null;
  return (
    <section className="panel home-showcase" aria-labelledby="showcase-title" aria-busy={offers.isLoading}>
      <div className="home-section-head">
        <div>
          <h2 id="showcase-title">{h.showcaseTitle}</h2>
          <p className="muted">{h.showcaseIntro}</p>
        </div>
        <Link to="/explore" className="link-button">
          {h.showcaseMore}
        </Link>
      </div>
      <ul className="home-showcase-grid">
        {list.map((offer) => (
          <li key={offer.id} className="listing-card home-showcase-card">
            <CardPhoto photo={offer.imageUrls[0]} />
            <h3 className="listing-card-title">
              <Link to={`/space-offer/${offer.id}`} className="listing-card-link">
                {offer.spaceName}
              </Link>
            </h3>
            <p className="listing-card-facts">
              {[choiceLabel(offer.spaceType), h.upToPeople(offer.capacity)].join(" · ")}
            </p>
            <ListingTags tags={offer.supportedCauses} limit={TAG_LIMITS.card} />
          </li>
        ))}
      </ul>
    </section>
  );
};
