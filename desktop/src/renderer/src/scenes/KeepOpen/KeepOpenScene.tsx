import { LIVE_REQUEST_TEXTS, SCREEN_TEXTS } from "@kindred/contract";
import { Alert, Button } from "antd";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { isStatus } from "../../lib/api";
import { useKeepRequestOpenByToken } from "../../queries/liveRequests";

const t = LIVE_REQUEST_TEXTS;
/** Back home; its label is read when the page renders, in the language on screen. */
const home = () => ({ to: "/", label: SCREEN_TEXTS.returnHome });

/**
 * /keep-open?token=…: where the "Still looking?" email links. It acts on the button, not on
 * opening the page, so a mail scanner following links keeps nothing open by itself.
 */
export const KeepOpenScene = () => {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const keepOpen = useKeepRequestOpenByToken();
  const gone = keepOpen.isError && isStatus(keepOpen.error, 410);

  if (!token || gone) {
    return (
      <AuthCard title={t.page.title} back={home()}>
        <Alert type="warning" showIcon role="alert" message={token ? t.page.invalidToken : t.page.missingToken} />
      </AuthCard>
    );
  }
  if (keepOpen.data) {
    return (
      <AuthCard title={t.page.title} back={home()}>
        <Alert type="success" showIcon role="status" message={t.keptOpen} />
        <Link to={`/space-request/${keepOpen.data.requestId}`}>{t.viewRequest}</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.page.title} intro={t.page.intro} back={home()}>
      {keepOpen.isError && <Alert type="error" showIcon role="alert" message={t.keepOpenFailed} />}
      <Button type="primary" block loading={keepOpen.isPending} onClick={() => keepOpen.mutate(token)}>
        {t.keepOpen}
      </Button>
    </AuthCard>
  );
};

export default KeepOpenScene;
