import { type ChoiceGroup, LISTING_TEXTS, SCREEN_TEXTS } from "@kindred/contract";
import type { ReactNode } from "react";
import { type Control, Controller, type FieldError, type FieldValues, type Path } from "react-hook-form";
import { ChoiceGroups, UpdatedBadge } from "./ChoiceGroups";
import { TextField } from "./fieldControls";
import { fieldMessages } from "./formErrors";

const f = LISTING_TEXTS.fields;

/** Ids (`<idPrefix>-<name>`) and 'updated' badges (edit screen) of one listing form's fields. */
export const fieldDecor = <T extends FieldValues>(idPrefix: string, updated?: ReadonlySet<string>) => ({
  id: (name: string) => `${idPrefix}-${name}`,
  badge: (name: keyof T & string) =>
    updated?.has(name) ? <UpdatedBadge label={SCREEN_TEXTS.updatedBadge} /> : undefined,
});

interface ContactValues extends FieldValues {
  contactName: string;
  contactEmail: string;
}

interface ContactFieldsProps<T extends ContactValues, TOut> {
  control: Control<T, unknown, TOut>;
  id: (name: string) => string;
  badge: (name: "contactName" | "contactEmail") => ReactNode;
}

/** Contact name and email, side by side: the last row of both listing forms. */
export const ContactFields = <T extends ContactValues, TOut>({ control, id, badge }: ContactFieldsProps<T, TOut>) => (
  <div className="form-row">
    <TextField
      control={control}
      name={"contactName" as Path<T>}
      id={id("contact-name")}
      label={f.contactName}
      autoComplete="name"
      badge={badge("contactName")}
    />
    <TextField
      control={control}
      name={"contactEmail" as Path<T>}
      id={id("contact-email")}
      label={f.contactEmail}
      type="email"
      autoComplete="email"
      badge={badge("contactEmail")}
    />
  </div>
);

/** Heading levels the choice fields' titles take. */
export type HeadingLevel = 2 | 3;

interface TitledChoiceFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** Id of the pickers; the title's id is `<id>-label`. */
  id: string;
  title: string;
  help: string;
  badge: ReactNode;
  groups: readonly ChoiceGroup[];
  /** The title's heading level: one below the form's own heading (h2 in a dialog, h1 on a page). */
  headingLevel: HeadingLevel;
  /** Where the field's messages show, by group key. */
  errorsByGroup: (messages: string[]) => Partial<Record<string, string[]>>;
}

/** One stored list of choices shown as several titled groups (request values, offer causes). */
export const TitledChoiceField = <T extends FieldValues, TOut>({
  control,
  name,
  id,
  title,
  help,
  badge,
  groups,
  headingLevel,
  errorsByGroup,
}: TitledChoiceFieldProps<T, TOut>) => {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <section className="choice-field" aria-labelledby={`${id}-label`}>
          <Heading id={`${id}-label`} className="choice-field-title">
            {title}
            {badge}
          </Heading>
          <p className="form-help">{help}</p>
          <ChoiceGroups
            idPrefix={id}
            groups={groups}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            errorsByGroup={errorsByGroup(fieldMessages(fieldState.error as FieldError | undefined))}
          />
        </section>
      )}
    />
  );
};
