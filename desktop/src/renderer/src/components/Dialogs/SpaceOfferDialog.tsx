import { ERROR_MESSAGES, LISTING_TEXTS, SUCCESS_MESSAGES } from "@kindred/contract";
import type { Control } from "react-hook-form";
import type { OfferDialogValues, OfferFieldValues } from "../../lib/listingFormValues";
import { useCurrentUser } from "../../queries/auth";
import { useCreateSpaceOffer } from "../../queries/listings";
import { emptyOfferForm, OFFER_FIELDS, type OfferDialogOutput, offerDialogResolver } from "../ListingForm/listingForms";
import { OfferFields } from "../ListingForm/OfferFields";
import { TermsField } from "../ListingForm/TermsField";
import { usePostListing } from "../ListingForm/usePostListing";
import { ListingDialogFrame } from "./ListingDialogFrame";

const d = LISTING_TEXTS.dialogs;

interface SpaceOfferDialogProps {
  open: boolean;
  onClose: () => void;
  /** Starting values (My Spaces "Duplicate"); the terms box always starts unticked. */
  draft?: OfferDialogValues | null;
}

/** Offer Your Space (spec sections 2 and 5). Errors keep everything typed; success closes it. */
export const SpaceOfferDialog = ({ open, onClose, draft }: SpaceOfferDialogProps) => {
  const { user } = useCurrentUser();
  const post = usePostListing({
    resolver: offerDialogResolver,
    defaultValues: draft ? { ...draft, agreeToTerms: false } : emptyOfferForm(user),
    create: useCreateSpaceOffer(),
    fields: OFFER_FIELDS,
    fallback: ERROR_MESSAGES.submitOffer,
    success: SUCCESS_MESSAGES.spaceOffered,
    onClose,
  });

  return (
    <ListingDialogFrame
      open={open}
      title={d.offerTitle}
      subtitle={d.offerSubtitle}
      submitLabel={d.submitOffer}
      onClose={onClose}
      onSubmit={post.onSubmit}
      pending={post.pending}
      guidelines={post.guidelines}
    >
      <OfferFields
        control={post.control as unknown as Control<OfferFieldValues, unknown, OfferDialogOutput>}
        idPrefix="offer"
      />
      <TermsField control={post.control} id="offer-terms" onReadGuidelines={post.openGuidelines} />
    </ListingDialogFrame>
  );
};

export default SpaceOfferDialog;
