import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
} from "react-hook-form";
import { toast } from "../../stores/toastStore";
import { reportListingError } from "./reportListingError";
import { useTermsGate } from "./useTermsGate";

/** The create call of one kind of listing (useCreateSpaceRequest, useCreateSpaceOffer). */
interface ListingCreate<Input> {
  mutate(input: Input, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
}

interface PostListingOptions<Values extends FieldValues, Output extends { agreeToTerms: unknown }> {
  resolver: Resolver<Values, unknown, Output>;
  defaultValues: Values;
  create: ListingCreate<Omit<Output, "agreeToTerms">>;
  /** The fields a server issue may point at. */
  fields: readonly string[];
  /** The toast's text when the server says nothing more. */
  fallback: string;
  /** The success toast's title and description. */
  success: { title: string; description?: string };
  onClose: () => void;
}

/**
 * A posting dialog's form and submit flow (spec sections 2 and 5): the terms gate first, then the
 * listing without the terms box is sent; success toasts and closes, errors keep everything typed.
 */
export const usePostListing = <
  Values extends FieldValues & { agreeToTerms: boolean },
  Output extends { agreeToTerms: unknown },
>({
  resolver,
  defaultValues,
  create,
  fields,
  fallback,
  success,
  onClose,
}: PostListingOptions<Values, Output>) => {
  const { control, handleSubmit, setError, getValues, setFocus, setValue } = useForm<Values, unknown, Output>({
    resolver,
    // A generic Values is not seen as its own deep partial.
    defaultValues: defaultValues as DefaultValues<Values>,
    criteriaMode: "all",
  });
  const terms = "agreeToTerms" as Path<Values>;

  const submit = handleSubmit(({ agreeToTerms: _agreed, ...input }) =>
    create.mutate(input, {
      onSuccess: () => {
        toast({ ...success, variant: "success" });
        onClose();
      },
      onError: (error) => reportListingError(error, { fields, setError, fallback }),
    }),
  );
  const gate = useTermsGate({
    isAgreed: () => getValues(terms) === true,
    submit,
    focusTerms: () => setFocus(terms),
    agree: () => setValue(terms, true as PathValue<Values, Path<Values>>, { shouldValidate: true, shouldDirty: true }),
  });

  return {
    control,
    onSubmit: gate.onSubmit,
    pending: create.isPending,
    guidelines: { open: gate.guidelinesOpen, onClose: gate.closeGuidelines, onConfirm: gate.confirmGuidelines },
    openGuidelines: gate.openGuidelines,
  };
};
