import {
  type BookingFacts,
  displayName,
  type BookingChange as NoticeChange,
  type NotificationContent,
} from "@kindred/contract";
import type { Transaction } from "sequelize";
import type { User } from "../../db/models";
import { notifyBookings } from "../notifications/notifier";
import type { BookingRow, OccurrenceRow } from "./bookingStore";
import type { BookingChange } from "./transitions";

/** The booking's facts for a notification: its first date (or `occurrence`'s time) and how many dates. */
export const bookingFacts = (
  booking: BookingRow,
  occurrence?: Pick<OccurrenceRow, "startsAt" | "endsAt"> | null,
): BookingFacts => ({
  bookingId: booking.id,
  spaceName: booking.spaceName ?? "",
  startsAt: (occurrence ?? booking).startsAt.toISOString(),
  endsAt: (occurrence ?? booking).endsAt.toISOString(),
  timeZone: booking.timeZone,
  dates: occurrence ? 1 : booking.occurrences.length,
});

const otherParty = (booking: BookingRow, userId: string) =>
  userId === booking.seekerId ? booking.hostId : booking.seekerId;

const nameOf = (actor: User) => displayName({ firstName: actor.firstName, lastName: actor.lastName });

/** `booking_proposed` to the other party of a new proposal. */
export const noticeProposal = async (booking: BookingRow, actor: User, transaction?: Transaction) => {
  const recipient = otherParty(booking, actor.id);
  if (!recipient) return;
  await notifyBookings(
    [
      {
        userId: recipient,
        matchId: booking.matchId,
        content: { type: "booking_proposed", facts: { ...bookingFacts(booking), actorName: nameOf(actor) } },
      },
    ],
    [booking.seekerId, booking.hostId],
    transaction,
  );
};

const CHANGES: Record<BookingChange["action"], { whole: NoticeChange; date: NoticeChange }> = {
  accept: { whole: "accepted", date: "rescheduled" },
  decline: { whole: "declined", date: "reschedule_declined" },
  withdraw: { whole: "withdrawn", date: "reschedule_withdrawn" },
  cancel: { whole: "cancelled", date: "cancelled" },
  reschedule: { whole: "reschedule_proposed", date: "reschedule_proposed" },
};

/**
 * `booking_update` to the other party of a step: `before` and `after` are the booking on either
 * side of it, so a date is found by its row even when it moved (its time in the notice is the
 * new one where there is one: proposed, or accepted).
 */
export const noticeChange = async (
  { before, after, change, actor }: { before: BookingRow; after: BookingRow; change: BookingChange; actor: User },
  transaction?: Transaction,
) => {
  const recipient = otherParty(after, actor.id);
  if (!recipient) return;
  const id = change.occurrence ? before.occurrences.find((o) => o.date === change.occurrence)?.id : undefined;
  const row = id ? after.occurrences.find((o) => o.id === id) : undefined;
  const proposedTime =
    row?.rescheduleStartsAt && row.rescheduleEndsAt
      ? { startsAt: row.rescheduleStartsAt, endsAt: row.rescheduleEndsAt }
      : null;
  const content: NotificationContent = {
    type: "booking_update",
    facts: {
      ...bookingFacts(after, proposedTime ?? row ?? null),
      change: CHANGES[change.action][change.occurrence ? "date" : "whole"],
      actorName: nameOf(actor),
      occurrence: change.occurrence,
      late: change.late,
    },
  };
  await notifyBookings(
    [{ userId: recipient, matchId: after.matchId, content }],
    [after.seekerId, after.hostId],
    transaction,
  );
};
