import { ERROR_MESSAGES, LISTING_TEXTS, SUCCESS_MESSAGES, WEB_TEXTS } from "@kindred/contract";
import { Button, Modal } from "antd";
import { type Control, useForm } from "react-hook-form";
import { serverMessage } from "../../lib/api";
import { useCurrentUser } from "../../queries/auth";
import { useCreateSpaceRequest } from "../../queries/listings";
import { toast } from "../../stores/toastStore";
import { applyServerIssues } from "../ListingForm/formErrors";
import {
  emptyRequestForm,
  REQUEST_FIELDS,
  type RequestDialogOutput,
  type RequestDialogValues,
  type RequestFieldValues,
  requestDialogResolver,
} from "../ListingForm/listingForms";
import { RequestFields } from "../ListingForm/RequestFields";
import { TermsField } from "../ListingForm/TermsField";
import { useTermsGate } from "../ListingForm/useTermsGate";
import { GuidelinesDialog } from "./GuidelinesDialog";

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
      onError: (error) => {
        applyServerIssues(error, REQUEST_FIELDS, setError);
        toast({
          title: WEB_TEXTS.errorTitle,
          description: serverMessage(error, ERROR_MESSAGES.submitRequest),
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
          <h2 className="dialog-title">{d.requestTitle}</h2>
          <p className="dialog-subtitle">{d.requestSubtitle}</p>
        </div>
      }
    >
      <form onSubmit={gate.onSubmit} noValidate className="stacked-form listing-form">
        <RequestFields
          control={control as unknown as Control<RequestFieldValues, unknown, RequestDialogOutput>}
          idPrefix="request"
        />
        <TermsField control={control} id="request-terms" onReadGuidelines={gate.openGuidelines} />
        <div className="form-actions">
          <Button onClick={onClose} disabled={create.isPending}>
            {d.cancel}
          </Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {create.isPending ? d.submitting : d.submitRequest}
          </Button>
        </div>
      </form>
      <GuidelinesDialog open={gate.guidelinesOpen} onClose={gate.closeGuidelines} />
    </Modal>
  );
};

export default SpaceRequestDialog;
