import type { Booking, BookingOccurrence } from "@kindred/contract";
import type { BookingRow, OccurrenceRow } from "../services/bookings/bookingStore";

/** A date of a booking as it leaves the server: its times, status, and a proposed new time if one waits. */
export const presentOccurrence = (row: OccurrenceRow): BookingOccurrence => ({
  date: row.date,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  status: row.status,
  late: row.late,
  cancelReason: row.cancelReason,
  reschedule:
    row.rescheduleStartsAt && row.rescheduleEndsAt
      ? {
          startsAt: row.rescheduleStartsAt.toISOString(),
          endsAt: row.rescheduleEndsAt.toISOString(),
          proposedBy: row.rescheduleBy,
          expiresAt: (row.rescheduleExpiresAt ?? row.rescheduleStartsAt).toISOString(),
        }
      : null,
});

/** A booking for its two parties (the only ones who read it): every field, no contact details. */
export const presentBooking = (row: BookingRow): Booking => ({
  id: row.id,
  matchId: row.matchId,
  spaceOfferId: row.spaceOfferId,
  spaceName: row.spaceName,
  status: row.status,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  timeZone: row.timeZone,
  repeatWeekly: row.repeatUntil ? { until: row.repeatUntil } : null,
  occurrences: row.occurrences.map(presentOccurrence),
  participants: row.participants,
  note: row.note,
  proposedBy: row.proposedBy,
  outsideAvailability: row.outsideAvailability,
  reason: row.reason,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});
