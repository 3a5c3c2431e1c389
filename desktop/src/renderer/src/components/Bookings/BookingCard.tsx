import { BOOKING_TEXTS, type Booking, type BookingActionInput, ERROR_MESSAGES } from "@kindred/contract";
import { Button, Tag } from "antd";
import { serverMessage } from "../../lib/api";
import { useBookingAction } from "../../queries/bookings";
import { toast } from "../../stores/toastStore";
import { formatSpan, formatWhen } from "./bookingTime";
import { type ReasonAsk, useReasonStep } from "./ReasonDialog";
import { canReschedule, useRescheduleStep } from "./RescheduleDialog";
import "./bookings.css";

const t = BOOKING_TEXTS;

/** Runs one booking step and says how it went. */
export const useRunBookingAction = () => {
  const action = useBookingAction();
  const run = (bookingId: string, body: BookingActionInput) =>
    action
      .mutateAsync({ bookingId, body })
      .then(() => toast({ title: t.actionDone, variant: "success" }))
      .catch((error: unknown) =>
        toast({
          title: t.actionFailed,
          description: serverMessage(error, ERROR_MESSAGES.tryAgain),
          variant: "destructive",
        }),
      );
  return { run, pending: action.isPending };
};

const STATUS_COLOURS: Record<Booking["status"], string> = {
  proposed: "gold",
  confirmed: "green",
  declined: "default",
  withdrawn: "default",
  expired: "default",
  cancelled: "red",
};

/** One booking in the conversation: its dates and the steps the viewer may take. */
export const BookingCard = ({ booking, viewerId }: { booking: Booking; viewerId: string }) => {
  const { run, pending } = useRunBookingAction();
  const reasonStep = useReasonStep(run, pending);
  const rescheduleStep = useRescheduleStep();
  const setAsking = (ask: Omit<ReasonAsk, "bookingId">) => reasonStep.ask({ ...ask, bookingId: booking.id });
  const mine = booking.proposedBy === viewerId;
  const now = Date.now();
  const heading = booking.spaceName ?? t.bookings;
  return (
    <article className="booking-card" aria-label={`${heading}: ${t.statusLabels[booking.status]}`}>
      <header className="booking-card-head">
        <strong>{heading}</strong>
        <Tag color={STATUS_COLOURS[booking.status]}>{t.statusLabels[booking.status]}</Tag>
        {booking.outsideAvailability && <Tag color="orange">{t.outsideAvailability}</Tag>}
        <span className="muted">
          {booking.repeatWeekly ? `${t.weeklyUntil} ${booking.repeatWeekly.until} · ` : ""}
          {t.dates(booking.occurrences.length)}
        </span>
      </header>
      {booking.note && <p className="booking-card-note">{booking.note}</p>}
      <ul className="booking-dates">
        {booking.occurrences.map((occurrence) => (
          <li key={occurrence.date} className={`booking-date is-${occurrence.status}`}>
            <span>
              {formatWhen(occurrence.startsAt)} ({formatSpan(occurrence.startsAt, occurrence.endsAt)})
            </span>
            {occurrence.status !== booking.status && (
              <Tag color={STATUS_COLOURS[occurrence.status]}>{t.statusLabels[occurrence.status]}</Tag>
            )}
            {occurrence.late && <Tag color="volcano">{t.late}</Tag>}
            {occurrence.reschedule && (
              <span className="booking-reschedule">
                {t.newTimeProposed(formatWhen(occurrence.reschedule.startsAt))}
                {occurrence.reschedule.proposedBy === viewerId ? (
                  <Button
                    size="small"
                    onClick={() => run(booking.id, { action: "withdraw", occurrence: occurrence.date })}
                  >
                    {t.withdrawNewTime}
                  </Button>
                ) : (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => run(booking.id, { action: "accept", occurrence: occurrence.date })}
                    >
                      {t.acceptNewTime}
                    </Button>
                    <Button size="small" onClick={() => setAsking({ action: "decline", occurrence: occurrence.date })}>
                      {t.declineNewTime}
                    </Button>
                  </>
                )}
              </span>
            )}
            {booking.status === "confirmed" && canReschedule(occurrence, now) && (
              <>
                <Button
                  size="small"
                  onClick={() =>
                    rescheduleStep.ask({
                      bookingId: booking.id,
                      occurrence: occurrence.date,
                      startsAt: occurrence.startsAt,
                      endsAt: occurrence.endsAt,
                    })
                  }
                >
                  {t.reschedule}
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() => setAsking({ action: "cancel", occurrence: occurrence.date })}
                >
                  {t.cancelOne}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="booking-card-actions">
        {booking.status === "proposed" && mine && (
          <>
            <span className="muted">{t.proposedByYou}</span>
            <Button onClick={() => run(booking.id, { action: "withdraw" })} loading={pending}>
              {t.withdraw}
            </Button>
          </>
        )}
        {booking.status === "proposed" && !mine && (
          <>
            <span className="muted">{t.expiresAt(formatWhen(booking.expiresAt))}</span>
            <Button type="primary" onClick={() => run(booking.id, { action: "accept" })} loading={pending}>
              {t.accept}
            </Button>
            <Button danger onClick={() => setAsking({ action: "decline" })}>
              {t.decline}
            </Button>
          </>
        )}
        {booking.status === "confirmed" && booking.occurrences.length > 1 && (
          <Button danger onClick={() => setAsking({ action: "cancel" })}>
            {t.cancelSeries}
          </Button>
        )}
      </div>
      {reasonStep.dialog}
      {rescheduleStep.dialog}
    </article>
  );
};
