import { LIVE_REQUEST_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useKeepRequestOpen } from "../../queries/liveRequests";
import { toast } from "../../stores/toastStore";

/** One click keeps the owner's request open for 30 more days (and resumes it when paused). */
export const KeepOpenButton = ({ requestId, size }: { requestId: string; size?: "small" | "middle" }) => {
  const keepOpen = useKeepRequestOpen();
  return (
    <Button
      type="primary"
      size={size}
      loading={keepOpen.isPending}
      onClick={() =>
        keepOpen.mutate(requestId, {
          onSuccess: () => toast({ title: LIVE_REQUEST_TEXTS.keptOpen, variant: "success" }),
          onError: () => toast({ title: LIVE_REQUEST_TEXTS.keepOpenFailed, variant: "destructive" }),
        })
      }
    >
      {LIVE_REQUEST_TEXTS.keepOpen}
    </Button>
  );
};
