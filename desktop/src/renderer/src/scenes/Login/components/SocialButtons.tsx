import { FacebookFilled, GoogleOutlined } from "@ant-design/icons";
import { WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
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
  const offered = PROVIDERS.filter(({ key }) => providers?.[key]);
  if (offered.length === 0) return null;
  return (
    <>
      <div className="auth-divider">
        <span>{t.or}</span>
      </div>
      <div className="social-buttons">
        {offered.map(({ key, label, icon }) => (
          <Button key={key} size="large" block icon={icon} onClick={() => navigateTo(AUTH_PATHS.provider(key))}>
            {label}
          </Button>
        ))}
      </div>
    </>
  );
};
