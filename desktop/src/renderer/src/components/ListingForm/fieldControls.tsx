import { choiceLabel, LISTING_TEXTS } from "@kindred/contract";
import { Input } from "antd";
import type { ReactNode } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { FormField } from "../FormField";

const f = LISTING_TEXTS.fields;

interface BaseProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  id: string;
  label: string;
  badge?: ReactNode;
  help?: ReactNode;
}

/** A one-line text box (also numbers, typed as text so a cleared box stays ""). */
export const TextField = <T extends FieldValues, TOut>({
  control,
  name,
  id,
  label,
  badge,
  help,
  placeholder,
  type = "text",
  autoComplete,
}: BaseProps<T, TOut> & { placeholder?: string; type?: "text" | "email" | "number"; autoComplete?: string }) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <FormField id={id} label={label} error={fieldState.error?.message} badge={badge} help={help}>
        {(aria) => (
          <Input
            {...aria}
            {...field}
            value={field.value ?? ""}
            type={type}
            inputMode={type === "number" ? "numeric" : undefined}
            min={type === "number" ? 1 : undefined}
            placeholder={placeholder}
            autoComplete={autoComplete}
            status={fieldState.error && "error"}
          />
        )}
      </FormField>
    )}
  />
);

export const TextAreaField = <T extends FieldValues, TOut>({
  control,
  name,
  id,
  label,
  badge,
  placeholder,
}: BaseProps<T, TOut> & { placeholder?: string }) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <FormField id={id} label={label} error={fieldState.error?.message} badge={badge}>
        {(aria) => (
          <Input.TextArea
            {...aria}
            {...field}
            value={field.value ?? ""}
            rows={4}
            placeholder={placeholder}
            status={fieldState.error && "error"}
          />
        )}
      </FormField>
    )}
  />
);

/** A native select (light, keyboard and screen-reader friendly), dressed like antd's inputs. */
export const SelectField = <T extends FieldValues, TOut>({
  control,
  name,
  id,
  label,
  badge,
  options,
  blankLabel = f.choose,
}: BaseProps<T, TOut> & { options: readonly string[]; blankLabel?: string }) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <FormField id={id} label={label} error={fieldState.error?.message} badge={badge}>
        {(aria) => (
          <select
            {...aria}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            className={fieldState.error ? "native-select native-select-error" : "native-select"}
          >
            <option value="">{blankLabel}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {choiceLabel(option)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    )}
  />
);
