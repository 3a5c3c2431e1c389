import { PASSWORD_RESET_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { LanguageSwitch } from "../../components/LanguageSwitch/LanguageSwitch";
import { RegisterForm } from "./components/RegisterForm";
import { SignInForm } from "./components/SignInForm";
import { SocialButtons } from "./components/SocialButtons";
import "./login.css";

const t = WEB_TEXTS.login;

/** /login: sign in, or create an account (`?mode=register`). */
export const LoginScene = () => {
  const [params, setParams] = useSearchParams();
  const registering = params.get("mode") === "register";

  return (
    <AuthCard
      title={registering ? t.registerTitle : t.title}
      intro={registering ? t.registerSubtitle : t.subtitle}
      pageTitle={registering ? t.register : t.submit}
      back={{ to: "/", label: t.backHome }}
    >
      {registering ? <RegisterForm /> : <SignInForm />}
      {!registering && (
        <Link to="/forgot-password" className="auth-forgot">
          {PASSWORD_RESET_TEXTS.forgotLink}
        </Link>
      )}
      <SocialButtons />
      <Button type="link" block onClick={() => setParams(registering ? {} : { mode: "register" }, { replace: true })}>
        {registering ? t.toLogin : t.toRegister}
      </Button>
      <LanguageSwitch />
    </AuthCard>
  );
};

export default LoginScene;
