import { FacebookFilled, GoogleOutlined } from "@ant-design/icons";
import { DESKTOP_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { Alert, Button } from "antd";
import { useState } from "react";
import { getPlatform } from "../../../platform";
import { AUTH_PATHS, navigateTo, useAuthProviders } from "../../../queries/auth";

const t = WEB_TEXTS.login;

const PROVIDERS = [
  { key: "google", label: t.google, icon: <GoogleOutlined /> },
  { key: "facebook", label: t.facebook, icon: <FacebookFilled /> },
] as const;

/**
 * The "or" divider and a button for each provider the server has configured. An unconfigured
 * provider is left out rather than shown disabled, which would offer nothing and explain nothing;
 * with none configured the whole block is gone.
 */
export const SocialButtons = () => {
  const { data: providers } = useAuthProviders();
  const [inBrowser, setInBrowser] = useState(false);
  const offered = PROVIDERS.filter(({ key }) => providers?.[key]);
  if (offered.length === 0) return null;
  /** On desktop the provider opens in the system browser, never inside the app window. */
  const signInWith = (provider: (typeof PROVIDERS)[number]["key"]) => {
    const { startSocialSignIn } = getPlatform();
    if (!startSocialSignIn) {
      navigateTo(AUTH_PATHS.provider(provider));
      return;
    }
    setInBrowser(true);
    void startSocialSignIn(provider);
  };
  return (
    <>
      <div className="auth-divider">
        <span>{t.or}</span>
      </div>
      <div className="social-buttons">
        {offered.map(({ key, label, icon }) => (
          <Button key={key} size="large" block icon={icon} onClick={() => signInWith(key)}>
            {label}
          </Button>
        ))}
      </div>
      {inBrowser && <Alert role="status" type="info" title={DESKTOP_TEXTS.socialSignIn.continueInBrowser} />}
    </>
  );
};
