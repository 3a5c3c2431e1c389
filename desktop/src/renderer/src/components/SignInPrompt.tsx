import { LockOutlined } from "@ant-design/icons";
import { WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { usePageTitle } from "../lib/usePageTitle";
import { AUTH_PATHS, navigateTo } from "../queries/auth";

/** What a visitor sees on a members-only screen: the screen's title and a way to sign in. */
export const SignInPrompt = ({ title, text }: { title: string; text: string }) => {
  usePageTitle(title);
  return (
    <section className="panel centered-panel" aria-labelledby="sign-in-prompt-title">
      <LockOutlined className="panel-icon" aria-hidden />
      <h1 id="sign-in-prompt-title">{title}</h1>
      <p>{text}</p>
      <Button type="primary" size="large" onClick={() => navigateTo(AUTH_PATHS.login)}>
        {WEB_TEXTS.signIn}
      </Button>
    </section>
  );
};
