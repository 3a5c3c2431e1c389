import { ERROR_MESSAGES, LISTING_TEXTS, SUCCESS_MESSAGES } from "@kindred/contract";
import { useState } from "react";
import type { Control } from "react-hook-form";
import type { OfferDialogValues, OfferFieldValues } from "../../lib/listingFormValues";
import { uploadErrorToast, uploadListingPhoto } from "../../lib/photoUpload";
import type { PickedImage } from "../../platform";
import { useCurrentUser } from "../../queries/auth";
import { useCreateSpaceOffer } from "../../queries/listings";
import { toast } from "../../stores/toastStore";
import { emptyOfferForm, OFFER_FIELDS, type OfferDialogOutput, offerDialogResolver } from "../ListingForm/listingForms";
import { OfferFields } from "../ListingForm/OfferFields";
import { TermsField } from "../ListingForm/TermsField";
import { usePostListing } from "../ListingForm/usePostListing";
import { ListingDialogFrame } from "./ListingDialogFrame";
import { OfferPhotoPicker } from "./OfferPhotoPicker";

const d = LISTING_TEXTS.dialogs;

interface SpaceOfferDialogProps {
  open: boolean;
  onClose: () => void;
  /** Starting values (My Spaces "Duplicate"); the terms box always starts unticked. */
  draft?: OfferDialogValues | null;
}

/**
 * Offer Your Space (spec sections 2 and 5), with its photos: they are uploaded as it is offered.
 * Errors keep everything typed and chosen; success closes it.
 */
export const SpaceOfferDialog = ({ open, onClose, draft }: SpaceOfferDialogProps) => {
  const { user } = useCurrentUser();
  const createOffer = useCreateSpaceOffer();
  const [photos, setPhotos] = useState<PickedImage[]>([]);
  const [uploaded, setUploaded] = useState<number | null>(null);
  // The chosen photos go up first, through the normal pipeline; then the offer is made with them.
  const create = {
    isPending: createOffer.isPending || uploaded !== null,
    mutate: (input: Parameters<typeof createOffer.mutate>[0], callbacks: Parameters<typeof createOffer.mutate>[1]) => {
      void (async () => {
        const imageUrls: string[] = [];
        try {
          for (const photo of photos) {
            setUploaded(imageUrls.length);
            imageUrls.push(await uploadListingPhoto(photo.file));
          }
        } catch (error) {
          toast({ ...uploadErrorToast(error), variant: "destructive" });
          return;
        } finally {
          setUploaded(null);
        }
        createOffer.mutate({ ...input, imageUrls: [...(input.imageUrls ?? []), ...imageUrls] }, callbacks);
      })();
    },
  };
  const post = usePostListing({
    resolver: offerDialogResolver,
    defaultValues: draft ? { ...draft, agreeToTerms: false } : emptyOfferForm(user),
    create,
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
      <OfferPhotoPicker photos={photos} onChange={setPhotos} disabled={create.isPending} />
      {uploaded !== null && (
        <p className="muted" role="status">
          {d.uploadingPhotos(uploaded, photos.length)}
        </p>
      )}
      <TermsField control={post.control} id="offer-terms" onReadGuidelines={post.openGuidelines} />
    </ListingDialogFrame>
  );
};

export default SpaceOfferDialog;
