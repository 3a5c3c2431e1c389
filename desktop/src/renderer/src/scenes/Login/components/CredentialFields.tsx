import { WEB_TEXTS } from "@kindred/contract";
import { Input } from "antd";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { FormField } from "../../../components/FormField";

const t = WEB_TEXTS.login;

interface CredentialFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** `login` or `register`: the inputs' ids are `{idPrefix}-email` and `{idPrefix}-password`. */
  idPrefix: string;
  /** What the browser may fill the password with: a saved one, or a new one it suggests. */
  passwordAutoComplete: "current-password" | "new-password";
}

/** The email and password boxes of sign-in and sign-up. */
export const CredentialFields = <T extends FieldValues & { email: string; password: string }, TOut>({
  control,
  idPrefix,
  passwordAutoComplete,
}: CredentialFieldsProps<T, TOut>) => (
  <>
    <Controller
      control={control}
      name={"email" as Path<T>}
      render={({ field, fieldState }) => (
        <FormField id={`${idPrefix}-email`} label={t.email} error={fieldState.error?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...field}
              type="email"
              size="large"
              autoComplete="email"
              status={fieldState.error && "error"}
            />
          )}
        </FormField>
      )}
    />
    <Controller
      control={control}
      name={"password" as Path<T>}
      render={({ field, fieldState }) => (
        <FormField id={`${idPrefix}-password`} label={t.password} error={fieldState.error?.message}>
          {(aria) => (
            <Input.Password
              {...aria}
              {...field}
              size="large"
              autoComplete={passwordAutoComplete}
              status={fieldState.error && "error"}
            />
          )}
        </FormField>
      )}
    />
  </>
);
