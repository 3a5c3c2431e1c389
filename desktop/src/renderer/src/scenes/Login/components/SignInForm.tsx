import { zodResolver } from "@hookform/resolvers/zod";
import { ERROR_MESSAGES, type LoginInput, loginInput, WEB_TEXTS } from "@kindred/contract";
import { Button, Checkbox } from "antd";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { isStatus, serverMessage } from "../../../lib/api";
import { useSignIn } from "../../../queries/auth";
import { readRememberedEmail, saveRememberedEmail } from "../rememberedEmail";
import { CredentialFields } from "./CredentialFields";

const t = WEB_TEXTS.login;

/** Email and password sign-in; wrong pair and other failures show on the password field (docs/product.md section 8). */
export const SignInForm = () => {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [remembered] = useState(readRememberedEmail);
  const [remember, setRemember] = useState(remembered !== "");
  const { control, handleSubmit, setError } = useForm<z.input<typeof loginInput>, unknown, LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: remembered, password: "" },
  });

  const onSubmit = handleSubmit((values) => {
    saveRememberedEmail(values.email, remember);
    signIn.mutate(values, {
      onSuccess: () => navigate("/"),
      onError: (error) => {
        const message = isStatus(error, 401)
          ? ERROR_MESSAGES.invalidLogin
          : isStatus(error, 429)
            ? serverMessage(error, ERROR_MESSAGES.loginFailed)
            : ERROR_MESSAGES.loginFailed;
        setError("password", { message }, { shouldFocus: true });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stacked-form" aria-label={t.submit}>
      <CredentialFields control={control} idPrefix="login" passwordAutoComplete="current-password" />
      <Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)}>
        {t.rememberEmail}
      </Checkbox>
      <Button type="primary" size="large" htmlType="submit" block loading={signIn.isPending}>
        {signIn.isPending ? t.submitting : t.submit}
      </Button>
    </form>
  );
};
