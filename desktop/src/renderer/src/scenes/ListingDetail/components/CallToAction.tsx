import { LISTING_TEXTS, type SpaceOffer, type SpaceRequest } from "@kindred/contract";
import { Button } from "antd";
import { Link } from "react-router";
import { offerDraftFromRequest, requestDraftFromOffer } from "../../../components/ListingForm/listingForms";
import { useCurrentUser } from "../../../queries/auth";
import { useUserMatches, useUserOffers } from "../../../queries/listings";
import { useDialogStore } from "../../../stores/dialogStore";

const t = LISTING_TEXTS.detail;

/** The member's match on this listing, if any: its conversation is the next step. */
const useMatchOn = (userId: string | undefined, on: { spaceOfferId?: string; spaceRequestId?: string }) => {
  const matches = useUserMatches(userId);
  return (matches.data ?? []).find(
    (match) =>
      (on.spaceOfferId !== undefined && match.spaceOfferId === on.spaceOfferId) ||
      (on.spaceRequestId !== undefined && match.spaceRequestId === on.spaceRequestId),
  );
};

const SignIn = ({ label }: { label: string }) => (
  <Link to="/login" className="link-button link-button-primary detail-cta">
    {label}
  </Link>
);

const OpenConversation = ({ matchId }: { matchId: string }) => (
  <Link to={`/messages?match=${matchId}`} className="link-button link-button-primary detail-cta">
    {t.openConversation}
  </Link>
);

/**
 * An offer page's call to action (DESIGN 11.8): a visitor signs in to request it; a member with a
 * match on it opens the conversation; any other member opens the request form prefilled from it.
 */
export const OfferCallToAction = ({ offer }: { offer: SpaceOffer }) => {
  const { user } = useCurrentUser();
  const match = useMatchOn(user?.id, { spaceOfferId: offer.id });
  const showRequestDraft = useDialogStore((state) => state.showRequestDraft);
  if (!user) return <SignIn label={t.signInToRequest} />;
  if (user.id === offer.userId) return null;
  if (match) return <OpenConversation matchId={match.id} />;
  return (
    <Button type="primary" className="detail-cta" onClick={() => showRequestDraft(requestDraftFromOffer(offer, user))}>
      {t.requestThisSpace}
    </Button>
  );
};

/**
 * A request page's call to action: a visitor signs in to offer a space; a member with a match on
 * it opens the conversation; a host (a member with spaces) opens the offer form prefilled from it.
 */
export const RequestCallToAction = ({ request }: { request: SpaceRequest }) => {
  const { user } = useCurrentUser();
  const match = useMatchOn(user?.id, { spaceRequestId: request.id });
  const offers = useUserOffers(user && user.id !== request.userId ? user.id : undefined);
  const showOfferDraft = useDialogStore((state) => state.showOfferDraft);
  if (!user) return <SignIn label={t.signInToHost} />;
  if (user.id === request.userId) return null;
  if (match) return <OpenConversation matchId={match.id} />;
  if ((offers.data ?? []).length === 0) return null;
  return (
    <Button type="primary" className="detail-cta" onClick={() => showOfferDraft(offerDraftFromRequest(request, user))}>
      {t.canHost}
    </Button>
  );
};
