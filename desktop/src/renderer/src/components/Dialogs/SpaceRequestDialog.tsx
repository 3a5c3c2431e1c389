import { ERROR_MESSAGES, LISTING_TEXTS, SUCCESS_MESSAGES } from "@kindred/contract";
import type { Control } from "react-hook-form";
import type { RequestDialogValues, RequestFieldValues } from "../../lib/listingFormValues";
import { useCurrentUser } from "../../queries/auth";
import { useCreateSpaceRequest } from "../../queries/listings";
import {
  emptyRequestForm,
  REQUEST_FIELDS,
  type RequestDialogOutput,
  requestDialogResolver,
} from "../ListingForm/listingForms";
import { RequestFields } from "../ListingForm/RequestFields";
import { TermsField } from "../ListingForm/TermsField";
import { usePostListing } from "../ListingForm/usePostListing";
import { ListingDialogFrame } from "./ListingDialogFrame";

const d = LISTING_TEXTS.dialogs;

/** Submit Space Request (spec sections 2 and 5). Errors keep everything typed; success closes it. */
interface SpaceRequestDialogProps {
  open: boolean;
  onClose: () => void;
  /** Starting values ("Request this space" on an offer page); a blank form without. */
  draft?: RequestDialogValues | null;
}

export const SpaceRequestDialog = ({ open, onClose, draft }: SpaceRequestDialogProps) => {
  const { user } = useCurrentUser();
  const post = usePostListing({
    resolver: requestDialogResolver,
    defaultValues: draft ? { ...draft, agreeToTerms: false } : emptyRequestForm(user),
    create: useCreateSpaceRequest(),
    fields: REQUEST_FIELDS,
    fallback: ERROR_MESSAGES.submitRequest,
    success: SUCCESS_MESSAGES.requestSubmitted,
    onClose,
  });

  return (
    <ListingDialogFrame
      open={open}
      title={d.requestTitle}
      subtitle={d.requestSubtitle}
      submitLabel={d.submitRequest}
      onClose={onClose}
      onSubmit={post.onSubmit}
      pending={post.pending}
      guidelines={post.guidelines}
    >
      <RequestFields
        control={post.control as unknown as Control<RequestFieldValues, unknown, RequestDialogOutput>}
        idPrefix="request"
      />
      <TermsField control={post.control} id="request-terms" onReadGuidelines={post.openGuidelines} />
    </ListingDialogFrame>
  );
};

export default SpaceRequestDialog;
