import { DURATIONS, LISTING_TEXTS, LOCATION_AREAS, REQUEST_VALUE_GROUPS, SPACE_TYPES } from "@kindred/contract";
import type { Control } from "react-hook-form";
import type { RequestFieldValues } from "../../lib/listingFormValues";
import { AccessField } from "./AccessField";
import { SelectField, TextAreaField, TextField } from "./fieldControls";
import { requestValueErrorsByGroup } from "./listingForms";
import { ContactFields, fieldDecor, type HeadingLevel, TitledChoiceField } from "./sharedFields";

const f = LISTING_TEXTS.fields;

interface RequestFieldsProps<TOut> {
  control: Control<RequestFieldValues, unknown, TOut>;
  idPrefix: string;
  /** Fields to mark 'updated' (edit screen). */
  updated?: ReadonlySet<string>;
  /** Level of the choice fields' titles: 3 under a dialog's h2 (the default), 2 under a page's h1. */
  headingLevel?: HeadingLevel;
}

/** Every field of the request form (docs/product.md section 5), shared by the dialog and the edit screen. */
export const RequestFields = <TOut,>({ control, idPrefix, updated, headingLevel = 3 }: RequestFieldsProps<TOut>) => {
  const { id, badge } = fieldDecor<RequestFieldValues>(idPrefix, updated);
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
      <TitledChoiceField
        control={control}
        headingLevel={headingLevel}
        name="values"
        id={id("values")}
        title={f.values}
        help={f.valuesHelp}
        badge={badge("values")}
        groups={REQUEST_VALUE_GROUPS}
        errorsByGroup={requestValueErrorsByGroup}
      />
      <AccessField control={control} kind="request" id={id("access")} badge={badge("accessNeeds")} />
      <ContactFields control={control} id={id} badge={badge} />
    </>
  );
};
