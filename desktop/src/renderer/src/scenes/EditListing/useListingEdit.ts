import { LISTING_TEXTS } from "@kindred/contract";
import { useMemo, useState } from "react";
import { type DefaultValues, type FieldValues, type Resolver, useForm, useWatch } from "react-hook-form";
import { changedFields, hasChanges } from "../../components/ListingForm/changedFields";
import { reportListingError } from "../../components/ListingForm/reportListingError";
import { toast } from "../../stores/toastStore";
import { useSuccessBanner } from "./components";

/** The update call of one kind of listing (useUpdateSpaceRequest, useUpdateSpaceOffer). */
interface ListingUpdate<Listing, Changes> {
  mutate(
    input: { id: string; changes: Changes },
    callbacks: { onSuccess: (next: Listing) => void; onError: (error: unknown) => void },
  ): void;
  isPending: boolean;
}

interface ListingEditOptions<Listing, Values extends FieldValues, Output> {
  listing: Listing;
  resolver: Resolver<Values, unknown, Output>;
  /** The form's values for a saved listing (at the start and after each save). */
  formValues: (listing: Listing) => Values;
  update: ListingUpdate<Listing, Partial<Output>>;
  /** The fields a server issue may point at. */
  fields: readonly string[];
  /** The toast's text when the server says nothing more. */
  fallback: string;
}

/**
 * An edit screen's save flow (docs/product.md section 5): only the changed fields are sent, lists compared
 * ignoring order, nothing when none changed. A field differing from the saved listing wears its
 * Updated badge while it is edited; after a save the form holds the saved listing, so the badges
 * clear, and the success banner shows.
 */
export const useListingEdit = <
  Listing extends { id: string },
  Values extends FieldValues,
  Output extends Record<string, unknown>,
>({
  listing,
  resolver,
  formValues,
  update,
  fields,
  fallback,
}: ListingEditOptions<Listing, Values, Output>) => {
  const [saved, setSaved] = useState(listing);
  const banner = useSuccessBanner();
  const { control, handleSubmit, setError, reset } = useForm<Values, unknown, Output>({
    resolver,
    // A generic Values is not seen as its own deep partial.
    defaultValues: formValues(listing) as DefaultValues<Values>,
    criteriaMode: "all",
  });
  const values = useWatch({ control });
  const updated: ReadonlySet<string> = useMemo(
    () => new Set(Object.keys(changedFields(saved, values as Record<string, unknown>))),
    [saved, values],
  );

  const onSubmit = handleSubmit((values) => {
    const changes = changedFields(saved, values);
    if (!hasChanges(changes)) {
      toast({ title: LISTING_TEXTS.edit.noChanges });
      return;
    }
    update.mutate(
      { id: listing.id, changes },
      {
        onSuccess: (next) => {
          setSaved(next);
          reset(formValues(next));
          banner.show();
        },
        onError: (error) => reportListingError(error, { fields, setError, fallback }),
      },
    );
  });

  return { control, updated, onSubmit, bannerVisible: banner.visible, saving: update.isPending };
};
