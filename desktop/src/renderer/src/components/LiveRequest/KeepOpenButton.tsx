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
        // Awaited rather than given to `mutate`: the kept-open request hides the banner this button
        // sits in, which can happen before the refresh after it has ended.
        keepOpen.mutateAsync(requestId).then(
          () => toast({ title: LIVE_REQUEST_TEXTS.keptOpen, variant: "success" }),
          () => toast({ title: LIVE_REQUEST_TEXTS.keepOpenFailed, variant: "destructive" }),
        )
      }
    >
      {LIVE_REQUEST_TEXTS.keepOpen}
    </Button>
  );
};
