import { BOOKING_TEXTS } from "@kindred/contract";
import { Button, Input, Space } from "antd";
import { useCalendarFeed, useRotateCalendarFeed } from "../../queries/bookings";
import { toast } from "../../stores/toastStore";

const t = BOOKING_TEXTS.calendar;

/** The private feed's address, to copy into a calendar app, and a new one when it leaked. */
export const CalendarFeed = () => {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const url = feed.data?.url ?? "";
  return (
    <section className="calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t.feedTitle}</h2>
      <p className="muted" id="calendar-feed-hint">
        {t.feedHint}
      </p>
      <Space.Compact className="calendar-feed-row">
        <Input readOnly value={url} aria-label={t.feedTitle} aria-describedby="calendar-feed-hint" />
        <Button
          disabled={!url}
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(() => toast({ title: t.copied, variant: "success" }))
          }
        >
          {t.copy}
        </Button>
        <Button
          loading={rotate.isPending}
          onClick={() =>
            rotate.mutate(undefined, { onSuccess: () => toast({ title: t.newAddressDone, variant: "success" }) })
          }
        >
          {t.newAddress}
        </Button>
      </Space.Compact>
    </section>
  );
};
