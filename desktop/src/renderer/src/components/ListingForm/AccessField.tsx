import { ACCESS_FEATURES, ACCESS_TEXTS } from "@kindred/contract";
import type { ReactNode } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { ChoiceGroups } from "./ChoiceGroups";
import { fieldMessages } from "./formErrors";

/** The field of each side, worded when it renders. */
const groups = () =>
  ({
    offer: [
      {
        key: "accessFeatures",
        label: ACCESS_TEXTS.offerField,
        description: ACCESS_TEXTS.offerFieldHelp,
        options: ACCESS_FEATURES,
      },
    ],
    request: [
      {
        key: "accessNeeds",
        label: ACCESS_TEXTS.requestField,
        description: ACCESS_TEXTS.requestFieldHelp,
        options: ACCESS_FEATURES,
      },
    ],
  }) as const;

interface AccessFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** An offer's features or a request's needs: the same list, worded for each. */
  kind: keyof ReturnType<typeof groups>;
  id: string;
  badge?: ReactNode;
}

/** The access picker of both listing forms (`accessFeatures` of an offer, `accessNeeds` of a request). */
export const AccessField = <T extends FieldValues, TOut>({ control, kind, id, badge }: AccessFieldProps<T, TOut>) => {
  const [group] = groups()[kind];
  return (
    <Controller
      control={control}
      name={group.key as Path<T>}
      render={({ field, fieldState }) => (
        <ChoiceGroups
          idPrefix={id}
          groups={groups()[kind]}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          focusRef={field.ref}
          badge={badge}
          errorsByGroup={{ [group.key]: fieldMessages(fieldState.error) }}
        />
      )}
    />
  );
};
