import { ACCESS_TEXTS, choiceLabel, EXPLORE_TEXTS, TAG_LIMITS } from "@kindred/contract";
import { Link } from "react-router";
import { AccessList } from "../../../components/Listings/AccessList";
import { CardPhoto } from "../../../components/Listings/CardPhoto";
import { ListingTags } from "../../../components/Listings/ListingTags";
import { SponsoredBadge, StatusBadge } from "../../../components/Listings/StatusBadge";
import type { ExploreItem } from "../../../queries/explore";
import "../../Home/home.css";

/** What a card shows, read off either kind of listing. */
const cardOf = (item: ExploreItem) => {
  if (item.kind === "offers") {
    const offer = item.listing;
    return {
      path: `/space-offer/${offer.id}`,
      title: offer.spaceName,
      facts: [choiceLabel(offer.spaceType), EXPLORE_TEXTS.upToPeople(offer.capacity), offer.address],
      tags: offer.supportedCauses,
      access: { features: offer.accessFeatures, label: ACCESS_TEXTS.offerSection },
      badge: offer.isSponsored ? <SponsoredBadge /> : null,
    };
  }
  const request = item.listing;
  return {
    path: `/space-request/${request.id}`,
    title: request.title,
    facts: [
      choiceLabel(request.spaceType),
      choiceLabel(request.location),
      request.participants && EXPLORE_TEXTS.groupOf(request.participants),
    ],
    tags: request.values,
    access: { features: request.accessNeeds, label: ACCESS_TEXTS.requestSection },
    badge: <StatusBadge status={request.status} />,
  };
};

/**
 * One explore result: photo, name (the link, covering the card), facts, description, values,
 * access, and the match score when sorted by it.
 */
export const ExploreCard = ({ item }: { item: ExploreItem }) => {
  const card = cardOf(item);
  const photo = item.listing.imageUrls[0];
  const { matchScore } = item.listing;
  return (
    <article className="listing-card explore-card">
      <CardPhoto photo={photo} />
      <div className="listing-card-head">
        <h2 className="listing-card-title">
          <Link to={card.path} className="listing-card-link">
            {card.title}
          </Link>
        </h2>
        {card.badge}
      </div>
      <p className="listing-card-facts">{card.facts.filter(Boolean).join(" · ")}</p>
      {matchScore !== undefined && <p className="explore-score">{EXPLORE_TEXTS.matchScore(matchScore)}</p>}
      <p className="listing-card-description">{item.listing.description}</p>
      <ListingTags tags={card.tags} limit={TAG_LIMITS.card} />
      <AccessList features={card.access.features} label={card.access.label} />
    </article>
  );
};
