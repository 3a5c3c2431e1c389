import { zodResolver } from "@hookform/resolvers/zod";
import { type RegisterInput, registerInput, WEB_TEXTS } from "@kindred/contract";
import { Button, Input } from "antd";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { FormField } from "../../../components/FormField";
import { isStatus, serverMessage } from "../../../lib/api";
import { useRegister } from "../../../queries/auth";
import { CredentialFields } from "./CredentialFields";

const t = WEB_TEXTS.login;
type RegisterOutput = z.output<typeof registerInput>;

/** Sign-up (docs/http-api.md "Deliberate deviations"): same email and password rules; new members go on to profile setup. */
export const RegisterForm = () => {
  const navigate = useNavigate();
  const register = useRegister();
  const { control, handleSubmit, setError } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerInput),
    defaultValues: { email: "", password: "", firstName: "", lastName: "" },
  });

  const onSubmit = handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => navigate("/profile-setup"),
      onError: (error) => {
        if (isStatus(error, 409))
          setError("email", { message: serverMessage(error, t.registerFailed) }, { shouldFocus: true });
        else setError("password", { message: serverMessage(error, t.registerFailed) });
      },
    }),
  );

  const nameField = (name: "firstName" | "lastName", label: string, autoComplete: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={`register-${name}`} label={`${label} ${t.optional}`} error={fieldState.error?.message}>
          {(aria) => <Input {...aria} {...field} value={field.value ?? ""} size="large" autoComplete={autoComplete} />}
        </FormField>
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="stacked-form" aria-label={t.register}>
      <div className="form-row">
        {nameField("firstName", t.firstName, "given-name")}
        {nameField("lastName", t.lastName, "family-name")}
      </div>
      <CredentialFields control={control} idPrefix="register" passwordAutoComplete="new-password" />
      <Button type="primary" size="large" htmlType="submit" block loading={register.isPending}>
        {register.isPending ? t.registering : t.register}
      </Button>
    </form>
  );
};
