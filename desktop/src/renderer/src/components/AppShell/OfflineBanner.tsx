import { DESKTOP_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useState } from "react";
import { useReconnect } from "../../hooks/useReconnect";
import { useConnectionStore } from "../../stores/connectionStore";

const t = DESKTOP_TEXTS.offline;

/**
 * "Can't reach {server}. Retrying…" with a Retry button while the server is out of reach.
 * What was loaded stays on screen; writes are disabled until the server answers again.
 */
export const OfflineBanner = () => {
  const { reachable, retryNow } = useReconnect();
  const server = useConnectionStore((state) => state.server);
  const [retrying, setRetrying] = useState(false);
  if (reachable) return null;
  const retry = async () => {
    setRetrying(true);
    await retryNow();
    setRetrying(false);
  };
  return (
    <div className="offline-banner" role="alert">
      <span>{t.banner(server)}</span>
      <Button size="small" onClick={retry} loading={retrying}>
        {t.retry}
      </Button>
    </div>
  );
};
