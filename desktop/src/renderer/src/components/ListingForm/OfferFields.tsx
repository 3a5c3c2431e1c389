import { AVAILABILITY_SLOTS, LISTING_TEXTS, OFFER_CAUSE_GROUPS, SPACE_TYPES } from "@kindred/contract";
import { type Control, Controller } from "react-hook-form";
import type { OfferFieldValues } from "../../lib/listingFormValues";
import { AccessField } from "./AccessField";
import { ChoiceGroups } from "./ChoiceGroups";
import { SelectField, TextAreaField, TextField } from "./fieldControls";
import { fieldMessages } from "./formErrors";
import { ContactFields, fieldDecor, type HeadingLevel, TitledChoiceField } from "./sharedFields";

const f = LISTING_TEXTS.fields;

const AVAILABILITY_GROUP = [
  { key: "availability", label: f.availability, description: f.availabilityHelp, options: AVAILABILITY_SLOTS },
] as const;

interface OfferFieldsProps<TOut> {
  control: Control<OfferFieldValues, unknown, TOut>;
  idPrefix: string;
  updated?: ReadonlySet<string>;
  /** Level of the choice fields' titles: 3 under a dialog's h2 (the default), 2 under a page's h1. */
  headingLevel?: HeadingLevel;
}

/** Every field of the offer form (docs/product.md section 5), shared by the dialog and the edit screen. */
export const OfferFields = <TOut,>({ control, idPrefix, updated, headingLevel = 3 }: OfferFieldsProps<TOut>) => {
  const { id, badge } = fieldDecor<OfferFieldValues>(idPrefix, updated);
  return (
    <>
      <TextField
        control={control}
        name="spaceName"
        id={id("space-name")}
        label={f.spaceName}
        placeholder={f.spaceNamePlaceholder}
        badge={badge("spaceName")}
      />
      <div className="form-row">
        <SelectField
          control={control}
          name="spaceType"
          id={id("space-type")}
          label={f.spaceType}
          options={SPACE_TYPES}
          badge={badge("spaceType")}
        />
        <TextField
          control={control}
          name="capacity"
          id={id("capacity")}
          label={f.capacity}
          type="number"
          badge={badge("capacity")}
        />
      </div>
      <TextField
        control={control}
        name="address"
        id={id("address")}
        label={f.address}
        placeholder={f.addressPlaceholder}
        autoComplete="street-address"
        badge={badge("address")}
      />
      <TextAreaField
        control={control}
        name="description"
        id={id("description")}
        label={f.description}
        placeholder={f.offerDescriptionPlaceholder}
        badge={badge("description")}
      />
      <Controller
        control={control}
        name="availability"
        render={({ field, fieldState }) => (
          <ChoiceGroups
            idPrefix={id("availability")}
            groups={AVAILABILITY_GROUP}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            badge={badge("availability")}
            errorsByGroup={{ availability: fieldMessages(fieldState.error) }}
          />
        )}
      />
      <TitledChoiceField
        control={control}
        headingLevel={headingLevel}
        name="supportedCauses"
        id={id("causes")}
        title={f.supportedCauses}
        help={f.supportedCausesHelp}
        badge={badge("supportedCauses")}
        groups={OFFER_CAUSE_GROUPS}
        errorsByGroup={(messages) => ({ activities: messages })}
      />
      <AccessField control={control} kind="offer" id={id("access")} badge={badge("accessFeatures")} />
      <ContactFields control={control} id={id} badge={badge} />
    </>
  );
};
