import { AVAILABILITY_HINTS, LISTING_TEXTS, SCREEN_TEXTS, type SpaceOffer, WEB_TEXTS } from "@kindred/contract";
import { useParams } from "react-router";
import { FavoriteButton } from "../../components/FavoriteButton/FavoriteButton";
import { ListingTags } from "../../components/listings/ListingTags";
import { ActiveBadge, SponsoredBadge } from "../../components/listings/StatusBadge";
import { ManagePhotosButton } from "../../components/PhotoManager/ManagePhotosButton";
import { usePageTitle } from "../../lib/usePageTitle";
import { useCurrentUser } from "../../queries/auth";
import { useSpaceOffer } from "../../queries/listings";
import {
  ContactDetails,
  DetailFacts,
  DetailLoading,
  DetailNotFound,
  DetailSection,
  formatDate,
  PhotoGallery,
  PosterLink,
} from "./components/DetailParts";
import { OwnerActions } from "./components/OwnerActions";

const t = LISTING_TEXTS.detail;

const withHint = (slot: string) => {
  const hint = AVAILABILITY_HINTS[slot as keyof typeof AVAILABILITY_HINTS];
  return hint ? `${slot} (${hint})` : slot;
};

const OfferDetail = ({ offer, isOwner }: { offer: SpaceOffer; isOwner: boolean }) => {
  usePageTitle(offer.spaceName);
  return (
    <article className="detail-page" aria-labelledby="detail-title">
      <header className="panel detail-header">
        <p className="detail-kicker">{WEB_TEXTS.pageTitles.spaceOffer}</p>
        <div className="detail-title-row">
          <h1 id="detail-title">{offer.spaceName}</h1>
          {offer.isSponsored && <SponsoredBadge />}
          <ActiveBadge isActive={offer.isActive} />
          {!isOwner && <FavoriteButton offerId={offer.id} spaceName={offer.spaceName} variant="button" />}
        </div>
        <p className="muted detail-byline">
          {t.hostedBy} <PosterLink user={offer.user} /> · {t.listed} {formatDate(offer.createdAt)}
        </p>
        {isOwner && <OwnerActions kind="offer" id={offer.id} />}
      </header>
      <div className="detail-grid">
        <div className="detail-main">
          <DetailSection id="offer-about" title={t.description}>
            <p className="detail-description">{offer.description}</p>
            <DetailFacts
              facts={[
                { label: t.spaceType, value: offer.spaceType },
                { label: t.address, value: offer.address },
                { label: t.capacity, value: SCREEN_TEXTS.upToPeople(offer.capacity) },
                { label: t.status, value: <ActiveBadge isActive={offer.isActive} /> },
                { label: t.listed, value: formatDate(offer.createdAt) },
              ]}
            />
          </DetailSection>
          <DetailSection id="offer-causes" title={t.supportedCauses}>
            <ListingTags tags={offer.supportedCauses} label={t.supportedCauses} />
          </DetailSection>
          <DetailSection id="offer-availability" title={t.availability}>
            <ListingTags tags={offer.availability.map(withHint)} label={t.availability} />
          </DetailSection>
          <DetailSection id="offer-photos" title={t.photos}>
            {isOwner && (
              <div className="detail-section-actions">
                <ManagePhotosButton kind="offer" listingId={offer.id} photos={offer.imageUrls} name={offer.spaceName} />
              </div>
            )}
            <PhotoGallery urls={offer.imageUrls} name={offer.spaceName} />
          </DetailSection>
        </div>
        <aside className="detail-aside">
          <DetailSection id="offer-contact" title={t.contact}>
            <ContactDetails name={offer.contactName} email={offer.contactEmail} />
          </DetailSection>
        </aside>
      </div>
    </article>
  );
};

/** /space-offer/{id}: public; the host also gets Edit and Delete. */
export const SpaceOfferScene = () => {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const offer = useSpaceOffer(id);
  if (offer.isLoading) return <DetailLoading />;
  if (!offer.data) return <DetailNotFound title={SCREEN_TEXTS.spaceNotFound} />;
  return <OfferDetail offer={offer.data} isOwner={user?.id === offer.data.userId} />;
};

export default SpaceOfferScene;
