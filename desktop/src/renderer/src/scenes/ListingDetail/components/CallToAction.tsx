import { LISTING_TEXTS, type SpaceOfferDetail, type SpaceRequestDetail } from "@kindred/contract";
import { Button } from "antd";
import { useId } from "react";
import { Link } from "react-router";
import { offerDraftFromRequest, requestDraftFromOffer } from "../../../components/ListingForm/listingForms";
import { useCurrentUser } from "../../../queries/auth";
import { useUserMatches } from "../../../queries/listings";
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
 * The step a member takes from someone else's listing: primary when one of their own listings fits
 * it, otherwise a quieter button that says why. Both open a prefilled form and create nothing.
 */
const DraftButton = ({
  fits,
  label,
  quietLabel,
  quietNote,
  onClick,
}: {
  fits: boolean;
  label: string;
  quietLabel: string;
  quietNote: string;
  onClick: () => void;
}) => {
  const noteId = useId();
  if (fits) {
    return (
      <Button type="primary" className="detail-cta" onClick={onClick}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button className="detail-cta" onClick={onClick} aria-describedby={noteId}>
        {quietLabel}
      </Button>
      <span id={noteId} className="muted detail-cta-note">
        {quietNote}
      </span>
    </>
  );
};

/**
 * An offer page's call to action (DESIGN 11.8, docs/matching.md "Fit"): a visitor signs in to
 * request it; a member with a match on it opens the conversation; a member with an open request
 * this space fits gets "Request this space", any other member a quieter "Post a request" while the
 * offer is active; both open the request form prefilled from it. The host gets nothing here.
 */
export const OfferCallToAction = ({ offer }: { offer: SpaceOfferDetail }) => {
  const { user } = useCurrentUser();
  const match = useMatchOn(user?.id, { spaceOfferId: offer.id });
  const showRequestDraft = useDialogStore((state) => state.showRequestDraft);
  if (!user) return <SignIn label={t.signInToRequest} />;
  if (user.id === offer.userId) return null;
  if (match) return <OpenConversation matchId={match.id} />;
  if (!offer.isActive) return null;
  return (
    <DraftButton
      fits={offer.yourRequestFits === true}
      label={t.requestThisSpace}
      quietLabel={t.postRequest}
      quietNote={t.noFittingRequest}
      onClick={() => showRequestDraft(requestDraftFromOffer(offer, user))}
    />
  );
};

/**
 * A request page's call to action, the mirror: a visitor signs in to offer a space; a member with
 * a match on it opens the conversation; a member with an active space that fits it gets "I can
 * host this", any other member a quieter "Offer a space" while the request is open; both open the
 * offer form prefilled from it. The owner gets nothing here.
 */
export const RequestCallToAction = ({ request }: { request: SpaceRequestDetail }) => {
  const { user } = useCurrentUser();
  const match = useMatchOn(user?.id, { spaceRequestId: request.id });
  const showOfferDraft = useDialogStore((state) => state.showOfferDraft);
  if (!user) return <SignIn label={t.signInToHost} />;
  if (user.id === request.userId) return null;
  if (match) return <OpenConversation matchId={match.id} />;
  if (request.pausedAt || (request.status !== "pending" && request.status !== "matched")) return null;
  return (
    <DraftButton
      fits={request.yourSpaceFits === true}
      label={t.canHost}
      quietLabel={t.offerSpace}
      quietNote={t.noFittingSpace}
      onClick={() => showOfferDraft(offerDraftFromRequest(request, user))}
    />
  );
};
