import { CalendarOutlined } from "@ant-design/icons";
import { BOOKING_TEXTS, type Booking, type MatchStatus } from "@kindred/contract";
import { Alert, Button, Spin } from "antd";
import { useState } from "react";
import { BookingCard } from "../../../components/Bookings/BookingCard";
import { ProposeBookingDialog } from "../../../components/Bookings/ProposeBookingDialog";
import { useMatchBookings } from "../../../queries/bookings";

const t = BOOKING_TEXTS;

/**
 * Whether the match's bookings allow "Mark as completed": none is confirmed, or the last confirmed
 * date has ended.
 */
export const bookingsAllowCompletion = (bookings: readonly Booking[] | undefined, now = Date.now()) =>
  !(bookings ?? []).some((booking) =>
    booking.occurrences.some((occurrence) => occurrence.status === "confirmed" && Date.parse(occurrence.endsAt) > now),
  );

/** The match's bookings with their actions, and "Propose a time" while the match is accepted. */
export const BookingPanel = ({
  matchId,
  status,
  viewerId,
}: {
  matchId: string;
  status: MatchStatus;
  viewerId: string;
}) => {
  const bookings = useMatchBookings(matchId);
  const [proposing, setProposing] = useState(false);
  const canPropose = status === "accepted";
  if (!canPropose && (bookings.data?.length ?? 0) === 0) return null;
  return (
    <section className="booking-panel" aria-labelledby={`bookings-${matchId}`}>
      <div className="booking-panel-head">
        <h3 id={`bookings-${matchId}`}>{t.bookings}</h3>
        {canPropose && (
          <Button icon={<CalendarOutlined aria-hidden />} onClick={() => setProposing(true)}>
            {t.proposeTitle}
          </Button>
        )}
      </div>
      {bookings.isLoading && (
        <div role="status">
          <Spin size="small" /> <span>{t.loading}</span>
        </div>
      )}
      {bookings.error && (
        <Alert
          type="error"
          showIcon
          title={t.loadFailed}
          action={
            <Button size="small" onClick={() => void bookings.refetch()}>
              {t.retry}
            </Button>
          }
        />
      )}
      {bookings.data?.length === 0 && <p className="muted">{t.noBookings}</p>}
      {bookings.data?.map((booking) => (
        <BookingCard key={booking.id} booking={booking} viewerId={viewerId} />
      ))}
      {canPropose && <ProposeBookingDialog matchId={matchId} open={proposing} onClose={() => setProposing(false)} />}
    </section>
  );
};
