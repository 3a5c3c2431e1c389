import { ERROR_MESSAGES, LISTING_TEXTS, SUCCESS_MESSAGES, WEB_TEXTS } from "@kindred/contract";
import { Button, Modal } from "antd";
import { type Control, useForm } from "react-hook-form";
import { serverMessage } from "../../lib/api";
import { useCurrentUser } from "../../queries/auth";
import { useCreateSpaceOffer } from "../../queries/listings";
import { toast } from "../../stores/toastStore";
import { applyServerIssues } from "../ListingForm/formErrors";
import {
  emptyOfferForm,
  OFFER_FIELDS,
  type OfferDialogOutput,
  type OfferDialogValues,
  type OfferFieldValues,
  offerDialogResolver,
} from "../ListingForm/listingForms";
import { OfferFields } from "../ListingForm/OfferFields";
import { TermsField } from "../ListingForm/TermsField";
import { useTermsGate } from "../ListingForm/useTermsGate";
import { GuidelinesDialog } from "./GuidelinesDialog";

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
      onError: (error) => {
        applyServerIssues(error, OFFER_FIELDS, setError);
        toast({
          title: WEB_TEXTS.errorTitle,
          description: serverMessage(error, ERROR_MESSAGES.submitOffer),
          variant: "destructive",
        });
      },
    }),
  );
  const gate = useTermsGate({
    isAgreed: () => getValues("agreeToTerms") === true,
    submit,
    focusTerms: () => setFocus("agreeToTerms"),
  });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={760}
      mask={{ closable: false }}
      title={
        <div>
          <h2 className="dialog-title">{d.offerTitle}</h2>
          <p className="dialog-subtitle">{d.offerSubtitle}</p>
        </div>
      }
    >
      <form onSubmit={gate.onSubmit} noValidate className="stacked-form listing-form">
        <OfferFields
          control={control as unknown as Control<OfferFieldValues, unknown, OfferDialogOutput>}
          idPrefix="offer"
        />
        <TermsField control={control} id="offer-terms" onReadGuidelines={gate.openGuidelines} />
        <div className="form-actions">
          <Button onClick={onClose} disabled={create.isPending}>
            {d.cancel}
          </Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {create.isPending ? d.submitting : d.submitOffer}
          </Button>
        </div>
      </form>
      <GuidelinesDialog open={gate.guidelinesOpen} onClose={gate.closeGuidelines} />
    </Modal>
  );
};

export default SpaceOfferDialog;
