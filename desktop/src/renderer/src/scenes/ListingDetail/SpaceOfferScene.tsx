import {
  CALENDAR_TEXTS,
  choiceLabel,
  LISTING_TEXTS,
  SAFETY_TEXTS,
  SCREEN_TEXTS,
  type SpaceOfferDetail,
} from "@kindred/contract";
import { useParams } from "react-router";
import { FavoriteButton } from "../../components/FavoriteButton/FavoriteButton";
import { ListingTags } from "../../components/Listings/ListingTags";
import { ActiveBadge, SponsoredBadge } from "../../components/Listings/StatusBadge";
import { OfferCalendar } from "../../components/OfferCalendar/OfferCalendar";
import { ReportButton } from "../../components/Safety/ReportButton";
import { useCurrentUser } from "../../queries/auth";
import { useSpaceOffer } from "../../queries/listings";
import { OfferCallToAction } from "./components/CallToAction";
import { AccessSection, DetailFacts, DetailLoading, DetailNotFound, DetailSection } from "./components/DetailParts";
import { ListingDetailLayout } from "./components/ListingDetailLayout";
import "./listingDetail.css";

const t = LISTING_TEXTS.detail;

const OfferDetail = ({
  offer,
  isOwner,
  signedIn,
}: {
  offer: SpaceOfferDetail;
  isOwner: boolean;
  signedIn: boolean;
}) => (
  <ListingDetailLayout
    kind="offer"
    listing={offer}
    name={offer.spaceName}
    isOwner={isOwner}
    action={<OfferCallToAction offer={offer} />}
    badges={
      <>
        {offer.isSponsored && <SponsoredBadge />}
        <ActiveBadge isActive={offer.isActive} />
        {!isOwner && <FavoriteButton offerId={offer.id} spaceName={offer.spaceName} variant="button" />}
        {signedIn && !isOwner && (
          <ReportButton targetType="space-offer" targetId={offer.id} label={SAFETY_TEXTS.reportListing} />
        )}
      </>
    }
  >
    <DetailSection id="offer-about" title={t.description}>
      <p className="detail-description">{offer.description}</p>
      <DetailFacts
        facts={[
          { label: t.spaceType, value: choiceLabel(offer.spaceType) },
          { label: t.address, value: offer.address },
          { label: t.capacity, value: SCREEN_TEXTS.upToPeople(offer.capacity) },
        ]}
      />
    </DetailSection>
    <DetailSection id="offer-causes" title={t.supportedCauses}>
      <ListingTags tags={offer.supportedCauses} label={t.supportedCauses} />
    </DetailSection>
    <DetailSection id="offer-availability" title={t.availability}>
      <ListingTags tags={offer.availability} label={t.availability} />
    </DetailSection>
    <DetailSection id="offer-calendar" title={CALENDAR_TEXTS.title}>
      <OfferCalendar offer={offer} isOwner={isOwner} />
    </DetailSection>
    <AccessSection side="offer" features={offer.accessFeatures} />
  </ListingDetailLayout>
);

/** /space-offer/{id}: public; the host also gets Edit and Delete. */
export const SpaceOfferScene = () => {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const offer = useSpaceOffer(id);
  if (offer.isLoading) return <DetailLoading />;
  if (!offer.data) return <DetailNotFound title={SCREEN_TEXTS.spaceNotFound} />;
  return <OfferDetail offer={offer.data} isOwner={user?.id === offer.data.userId} signedIn={user !== null} />;
};

export default SpaceOfferScene;
