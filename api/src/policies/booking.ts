import type { Policy } from "./policy";

/** What tells a booking's parties: its match's seeker and host (null once that side is gone). */
export interface BookingParties {
  seekerId: string | null;
  hostId: string | null;
}

const isParty = (actor: { id: string } | undefined, booking: BookingParties) =>
  actor !== undefined && (actor.id === booking.seekerId || actor.id === booking.hostId);

/**
 * Who may do what with a booking: the two parties of its match, admins included in "everyone
 * else" (a booking is as private as the conversation it was agreed in). Which party may take
 * which step (answer, withdraw) is the lifecycle's rule, a 409, not an authorization.
 */
export const bookingPolicy = {
  read: isParty,
  update: isParty,
} satisfies Policy<BookingParties>;
