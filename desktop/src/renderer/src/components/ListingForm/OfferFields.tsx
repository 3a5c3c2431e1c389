import {
  AVAILABILITY_HINTS,
  AVAILABILITY_SLOTS,
  LISTING_TEXTS,
  OFFER_CAUSE_GROUPS,
  SCREEN_TEXTS,
  SPACE_TYPES,
} from "@kindred/contract";
import { type Control, Controller } from "react-hook-form";
import { ChoiceGroups, UpdatedBadge } from "./ChoiceGroups";
import { SelectField, TextAreaField, TextField } from "./fieldControls";
import { fieldMessages } from "./formErrors";
import type { OfferFieldValues } from "./listingForms";

const f = LISTING_TEXTS.fields;

const AVAILABILITY_GROUP = [
  { key: "availability", label: f.availability, description: f.availabilityHelp, options: AVAILABILITY_SLOTS },
] as const;

interface OfferFieldsProps<TOut> {
  control: Control<OfferFieldValues, unknown, TOut>;
  idPrefix: string;
  updated?: ReadonlySet<string>;
}

/** Every field of the offer form (spec section 5), shared by the dialog and the edit screen. */
export const OfferFields = <TOut,>({ control, idPrefix, updated }: OfferFieldsProps<TOut>) => {
  const badge = (name: keyof OfferFieldValues) =>
    updated?.has(name) ? <UpdatedBadge label={SCREEN_TEXTS.updatedBadge} /> : undefined;
  const id = (name: string) => `${idPrefix}-${name}`;
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
            hints={AVAILABILITY_HINTS}
            badge={badge("availability")}
            errorsByGroup={{ availability: fieldMessages(fieldState.error) }}
          />
        )}
      />
      <Controller
        control={control}
        name="supportedCauses"
        render={({ field, fieldState }) => (
          <section className="choice-field" aria-labelledby={id("causes-label")}>
            <h3 id={id("causes-label")} className="choice-field-title">
              {f.supportedCauses}
              {badge("supportedCauses")}
            </h3>
            <p className="form-help">{f.supportedCausesHelp}</p>
            <ChoiceGroups
              idPrefix={id("causes")}
              groups={OFFER_CAUSE_GROUPS}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              focusRef={field.ref}
              errorsByGroup={{ activities: fieldMessages(fieldState.error) }}
            />
          </section>
        )}
      />
      <div className="form-row">
        <TextField
          control={control}
          name="contactName"
          id={id("contact-name")}
          label={f.contactName}
          autoComplete="name"
          badge={badge("contactName")}
        />
        <TextField
          control={control}
          name="contactEmail"
          id={id("contact-email")}
          label={f.contactEmail}
          type="email"
          autoComplete="email"
          badge={badge("contactEmail")}
        />
      </div>
    </>
  );
};
