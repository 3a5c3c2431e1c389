import { ERROR_MESSAGES, LISTING_TEXTS, SUCCESS_MESSAGES } from "@kindred/contract";
import { type Control, useForm } from "react-hook-form";
import { useCurrentUser } from "../../queries/auth";
import { useCreateSpaceOffer } from "../../queries/listings";
import { toast } from "../../stores/toastStore";
import {
  emptyOfferForm,
  OFFER_FIELDS,
  type OfferDialogOutput,
  type OfferDialogValues,
  type OfferFieldValues,
  offerDialogResolver,
} from "../ListingForm/listingForms";
import { OfferFields } from "../ListingForm/OfferFields";
import { reportListingError } from "../ListingForm/reportListingError";
import { TermsField } from "../ListingForm/TermsField";
import { useTermsGate } from "../ListingForm/useTermsGate";
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
  const create = useCreateSpaceOffer();
  const { control, handleSubmit, setError, getValues, setFocus } = useForm<
    OfferDialogValues,
    unknown,
    OfferDialogOutput
  >({
    resolver: offerDialogResolver,
    defaultValues: draft ? { ...draft, agreeToTerms: false } : emptyOfferForm(user),
    criteriaMode: "all",
  });

  const submit = handleSubmit(({ agreeToTerms: _agreed, ...input }) =>
    create.mutate(input, {
      onSuccess: () => {
        toast({ ...SUCCESS_MESSAGES.spaceOffered, variant: "success" });
        onClose();
      },
      onError: (error) =>
        reportListingError(error, { fields: OFFER_FIELDS, setError, fallback: ERROR_MESSAGES.submitOffer }),
    }),
  );
  const gate = useTermsGate({
    isAgreed: () => getValues("agreeToTerms") === true,
    submit,
    focusTerms: () => setFocus("agreeToTerms"),
  });

  return (
    <ListingDialogFrame
      open={open}
      title={d.offerTitle}
      subtitle={d.offerSubtitle}
      submitLabel={d.submitOffer}
      onClose={onClose}
      onSubmit={gate.onSubmit}
      pending={create.isPending}
      guidelines={{ open: gate.guidelinesOpen, onClose: gate.closeGuidelines }}
    >
      <OfferFields
        control={control as unknown as Control<OfferFieldValues, unknown, OfferDialogOutput>}
        idPrefix="offer"
      />
      <TermsField control={control} id="offer-terms" onReadGuidelines={gate.openGuidelines} />
    </ListingDialogFrame>
  );
};

export default SpaceOfferDialog;
