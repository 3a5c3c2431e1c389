import { FacebookFilled, GoogleOutlined } from "@ant-design/icons";
import { WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { AUTH_PATHS, navigateTo, useAuthProviders } from "../../../queries/auth";

/** Google and Facebook, each enabled only when the server has it configured. */
export const SocialButtons = () => {
  const { data: providers } = useAuthProviders();
  return (
    <div className="social-buttons">
      <Button
        size="large"
        block
        icon={<GoogleOutlined />}
        disabled={!providers?.google}
        onClick={() => navigateTo(AUTH_PATHS.provider("google"))}
      >
        {WEB_TEXTS.login.google}
      </Button>
      <Button
        size="large"
        block
        icon={<FacebookFilled />}
        disabled={!providers?.facebook}
        onClick={() => navigateTo(AUTH_PATHS.provider("facebook"))}
      >
        {WEB_TEXTS.login.facebook}
      </Button>
    </div>
  );
};
