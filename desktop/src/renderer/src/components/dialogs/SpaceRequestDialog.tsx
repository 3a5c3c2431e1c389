import { ERROR_MESSAGES, LISTING_TEXTS, SUCCESS_MESSAGES } from "@kindred/contract";
import { type Control, useForm } from "react-hook-form";
import { useCurrentUser } from "../../queries/auth";
import { useCreateSpaceRequest } from "../../queries/listings";
import { toast } from "../../stores/toastStore";
import {
  emptyRequestForm,
  REQUEST_FIELDS,
  type RequestDialogOutput,
  type RequestDialogValues,
  type RequestFieldValues,
  requestDialogResolver,
} from "../ListingForm/listingForms";
import { RequestFields } from "../ListingForm/RequestFields";
import { reportListingError } from "../ListingForm/reportListingError";
import { TermsField } from "../ListingForm/TermsField";
import { useTermsGate } from "../ListingForm/useTermsGate";
import { ListingDialogFrame } from "./ListingDialogFrame";

const d = LISTING_TEXTS.dialogs;

/** Submit Space Request (spec sections 2 and 5). Errors keep everything typed; success closes it. */
export const SpaceRequestDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { user } = useCurrentUser();
  const create = useCreateSpaceRequest();
  const { control, handleSubmit, setError, getValues, setFocus } = useForm<
    RequestDialogValues,
    unknown,
    RequestDialogOutput
  >({
    resolver: requestDialogResolver,
    defaultValues: emptyRequestForm(user),
    criteriaMode: "all",
  });

  const submit = handleSubmit(({ agreeToTerms: _agreed, ...input }) =>
    create.mutate(input, {
      onSuccess: () => {
        toast({ ...SUCCESS_MESSAGES.requestSubmitted, variant: "success" });
        onClose();
      },
      onError: (error) =>
        reportListingError(error, { fields: REQUEST_FIELDS, setError, fallback: ERROR_MESSAGES.submitRequest }),
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
      title={d.requestTitle}
      subtitle={d.requestSubtitle}
      submitLabel={d.submitRequest}
      onClose={onClose}
      onSubmit={gate.onSubmit}
      pending={create.isPending}
      guidelines={{ open: gate.guidelinesOpen, onClose: gate.closeGuidelines }}
    >
      <RequestFields
        control={control as unknown as Control<RequestFieldValues, unknown, RequestDialogOutput>}
        idPrefix="request"
      />
      <TermsField control={control} id="request-terms" onReadGuidelines={gate.openGuidelines} />
    </ListingDialogFrame>
  );
};

export default SpaceRequestDialog;
