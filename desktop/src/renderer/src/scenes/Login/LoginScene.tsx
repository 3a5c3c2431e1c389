import { ArrowLeftOutlined } from "@ant-design/icons";
import { WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { Link, useSearchParams } from "react-router";
import { Logo } from "../../components/AppShell/Logo";
import { usePageTitle } from "../../lib/usePageTitle";
import { RegisterForm } from "./components/RegisterForm";
import { SignInForm } from "./components/SignInForm";
import { SocialButtons } from "./components/SocialButtons";
import "./login.css";

const t = WEB_TEXTS.login;

/** /login: sign in, or create an account (`?mode=register`). */
export const LoginScene = () => {
  const [params, setParams] = useSearchParams();
  const registering = params.get("mode") === "register";
  usePageTitle(registering ? t.register : t.submit);

  return (
    <div className="auth-page">
      <section className="panel auth-card" aria-labelledby="auth-title">
        <div className="auth-heading">
          <span className="auth-logo">
            <Logo />
          </span>
          <h1 id="auth-title">{registering ? t.registerTitle : t.title}</h1>
          <p className="muted">{registering ? t.registerSubtitle : t.subtitle}</p>
        </div>
        {registering ? <RegisterForm /> : <SignInForm />}
        <SocialButtons />
        <Button type="link" block onClick={() => setParams(registering ? {} : { mode: "register" }, { replace: true })}>
          {registering ? t.toLogin : t.toRegister}
        </Button>
        <Link to="/" className="auth-back">
          <ArrowLeftOutlined aria-hidden /> {t.backHome}
        </Link>
      </section>
    </div>
  );
};

export default LoginScene;
