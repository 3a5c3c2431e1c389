import {
  DURATIONS,
  LISTING_TEXTS,
  LOCATION_AREAS,
  REQUEST_VALUE_GROUPS,
  SCREEN_TEXTS,
  SPACE_TYPES,
} from "@kindred/contract";
import { type Control, Controller } from "react-hook-form";
import { ChoiceGroups, UpdatedBadge } from "./ChoiceGroups";
import { SelectField, TextAreaField, TextField } from "./fieldControls";
import { fieldMessages } from "./formErrors";
import { type RequestFieldValues, requestValueErrorsByGroup } from "./listingForms";

const f = LISTING_TEXTS.fields;

interface RequestFieldsProps<TOut> {
  control: Control<RequestFieldValues, unknown, TOut>;
  idPrefix: string;
  /** Fields to mark 'updated' (edit screen). */
  updated?: ReadonlySet<string>;
}

/** Every field of the request form (spec section 5), shared by the dialog and the edit screen. */
export const RequestFields = <TOut,>({ control, idPrefix, updated }: RequestFieldsProps<TOut>) => {
  const badge = (name: keyof RequestFieldValues) =>
    updated?.has(name) ? <UpdatedBadge label={SCREEN_TEXTS.updatedBadge} /> : undefined;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <TextField
        control={control}
        name="title"
        id={id("title")}
        label={f.title}
        placeholder={f.titlePlaceholder}
        badge={badge("title")}
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
        <SelectField
          control={control}
          name="location"
          id={id("location")}
          label={f.location}
          options={LOCATION_AREAS}
          badge={badge("location")}
        />
      </div>
      <div className="form-row">
        <TextField
          control={control}
          name="participants"
          id={id("participants")}
          label={`${f.participants} ${f.optional}`}
          type="number"
          badge={badge("participants")}
        />
        <SelectField
          control={control}
          name="duration"
          id={id("duration")}
          label={`${f.duration} ${f.optional}`}
          options={DURATIONS}
          blankLabel={f.noDuration}
          badge={badge("duration")}
        />
      </div>
      <TextAreaField
        control={control}
        name="description"
        id={id("description")}
        label={f.description}
        placeholder={f.requestDescriptionPlaceholder}
        badge={badge("description")}
      />
      <Controller
        control={control}
        name="values"
        render={({ field, fieldState }) => (
          <section className="choice-field" aria-labelledby={id("values-label")}>
            <h3 id={id("values-label")} className="choice-field-title">
              {f.values}
              {badge("values")}
            </h3>
            <p className="form-help">{f.valuesHelp}</p>
            <ChoiceGroups
              idPrefix={id("values")}
              groups={REQUEST_VALUE_GROUPS}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              focusRef={field.ref}
              errorsByGroup={requestValueErrorsByGroup(fieldMessages(fieldState.error))}
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
