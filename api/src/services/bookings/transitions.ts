import { BOOKING_RULES, BOOKING_TEXTS, type bookingActionInput } from "@kindred/contract";
import type { Transaction } from "sequelize";
import type { z } from "zod";
import { database } from "../../db/database";
import type { User } from "../../db/models";
import { ConflictError, ValidationError } from "../../errors";
import { refuseWhilePaused } from "../moderation/suspension";
import { type BookingRow, EXCLUSION_VIOLATION, type OccurrenceRow, sqlState, UNIQUE_VIOLATION } from "./bookingStore";
import { unavailableDateAmong } from "./plan";
import { localDateOf } from "./wallClock";

type ActionInput = z.output<typeof bookingActionInput>;

const HOUR = 60 * 60_000;

/** What changed, for the notifications: the action, and the date it was about when one. */
export interface BookingChange {
  action: ActionInput["action"];
  occurrence: string | null;
  /** Whether a cancellation came less than 24 hours before a date it cancelled. */
  late: boolean;
}

const notAllowed = (action: string, status: string) =>
  ConflictError(BOOKING_TEXTS.transitionNotAllowed(action, status));

/** Runs a write whose overlap or date clash PostgreSQL refuses, turning those refusals into 409s. */
const guarded = async (write: () => Promise<unknown>, clashMessage: string): Promise<void> => {
  try {
    await write();
  } catch (error) {
    const state = sqlState(error);
    if (state === EXCLUSION_VIOLATION) throw ConflictError(BOOKING_TEXTS.alreadyBooked);
    if (state === UNIQUE_VIOLATION) throw ConflictError(clashMessage);
    throw error;
  }
};

const setBooking = (id: string, fields: string, replacements: Record<string, unknown>, transaction?: Transaction) =>
  database().query(`UPDATE bookings SET ${fields}, "updatedAt" = :now WHERE "id" = :id`, {
    replacements: { id, ...replacements },
    transaction,
  });

/** The proposal itself: the other party accepts or declines, its proposer withdraws it. */
const answerProposal = async (
  booking: BookingRow,
  actor: User,
  input: ActionInput,
  now: Date,
  transaction?: Transaction,
): Promise<void> => {
  const { action } = input;
  if (booking.status !== "proposed") throw notAllowed(action, booking.status);
  if (booking.expiresAt.getTime() <= now.getTime()) throw notAllowed(action, "expired");
  const byProposer = actor.id === booking.proposedBy;
  if ((action === "withdraw") !== byProposer) throw ConflictError(BOOKING_TEXTS.notYourTurn(action));
  if (action === "accept") {
    if (booking.matchStatus !== "accepted") throw ConflictError(BOOKING_TEXTS.matchNotAccepted);
    if (!booking.spaceOfferId) throw ConflictError(BOOKING_TEXTS.spaceGone);
    const closed = unavailableDateAmong(booking.occurrences, booking.unavailableDates, booking.timeZone);
    if (closed) throw ConflictError(BOOKING_TEXTS.unavailableOn(closed));
    // The exclusion constraint is the judge: of two overlapping accepts racing, one commits.
    await guarded(
      () =>
        database().query(`UPDATE booking_occurrences SET "status" = 'confirmed' WHERE "bookingId" = :id`, {
          replacements: { id: booking.id },
          transaction,
        }),
      BOOKING_TEXTS.alreadyBooked,
    );
    await setBooking(booking.id, `"status" = 'confirmed'`, { now }, transaction);
    return;
  }
  const status = action === "decline" ? "declined" : "withdrawn";
  const reason = input.action === "decline" ? input.reason : null;
  await database().query(`UPDATE booking_occurrences SET "status" = :status WHERE "bookingId" = :id`, {
    replacements: { id: booking.id, status },
    transaction,
  });
  await setBooking(booking.id, `"status" = :status, "reason" = :reason`, { now, status, reason }, transaction);
};

const isLate = (occurrence: Pick<OccurrenceRow, "startsAt">, now: Date) =>
  occurrence.startsAt.getTime() - now.getTime() < BOOKING_RULES.lateCancelHours * HOUR;

/** Cancels the confirmed dates not yet started (one, or all of the series), each marked late when it is. */
const cancel = async (
  booking: BookingRow,
  actor: User,
  input: Extract<ActionInput, { action: "cancel" }>,
  now: Date,
  transaction?: Transaction,
): Promise<boolean> => {
  if (booking.status !== "confirmed") throw notAllowed("cancel", booking.status);
  const targets = input.occurrence
    ? [occurrenceOn(booking, input.occurrence)]
    : booking.occurrences.filter((o) => o.status === "confirmed" && o.startsAt > now);
  for (const target of targets) {
    if (target.status !== "confirmed") throw ConflictError(BOOKING_TEXTS.occurrenceNotConfirmed(target.date));
    if (target.startsAt <= now) throw ConflictError(BOOKING_TEXTS.occurrenceEnded);
  }
  if (targets.length === 0) throw ConflictError(BOOKING_TEXTS.occurrenceEnded);
  const late = targets.filter((target) => isLate(target, now)).map((target) => target.id);
  await database().query(
    `UPDATE booking_occurrences SET "status" = 'cancelled', "cancelledBy" = :actorId, "cancelReason" = :reason,
       "cancelledAt" = :now, "late" = "id" = ANY(:late::uuid[]),
       "rescheduleStartsAt" = NULL, "rescheduleEndsAt" = NULL, "rescheduleBy" = NULL, "rescheduleExpiresAt" = NULL
     WHERE "id" = ANY(:ids::uuid[])`,
    {
      replacements: {
        actorId: actor.id,
        reason: input.reason,
        now,
        late: `{${late.join(",")}}`,
        ids: `{${targets.map((target) => target.id).join(",")}}`,
      },
      transaction,
    },
  );
  if (!input.occurrence) {
    await setBooking(
      booking.id,
      `"status" = 'cancelled', "reason" = :reason`,
      { now, reason: input.reason },
      transaction,
    );
  }
  return late.length > 0;
};

const occurrenceOn = (booking: BookingRow, date: string): OccurrenceRow => {
  const found = booking.occurrences.find((o) => o.date === date);
  if (!found) throw ConflictError(BOOKING_TEXTS.noSuchOccurrence(date));
  return found;
};

/** A new time for one confirmed date, for the other party to answer. */
const reschedule = async (
  booking: BookingRow,
  actor: User,
  input: Extract<ActionInput, { action: "reschedule" }>,
  now: Date,
  transaction?: Transaction,
): Promise<void> => {
  if (booking.status !== "confirmed") throw notAllowed("reschedule", booking.status);
  const target = occurrenceOn(booking, input.occurrence);
  if (target.status !== "confirmed") throw ConflictError(BOOKING_TEXTS.occurrenceNotConfirmed(target.date));
  if (target.startsAt <= now) throw ConflictError(BOOKING_TEXTS.occurrenceEnded);
  if (target.rescheduleStartsAt) throw ConflictError(BOOKING_TEXTS.rescheduleOnOtherDate);
  if (input.startsAt <= now)
    throw ValidationError(undefined, [{ path: "startsAt", message: BOOKING_TEXTS.notInFuture }]);
  const newDate = localDateOf(input.startsAt, booking.timeZone);
  if (newDate !== target.date && booking.occurrences.some((o) => o.date === newDate)) {
    throw ConflictError(BOOKING_TEXTS.dateTaken(newDate));
  }
  const closed = unavailableDateAmong([input], booking.unavailableDates, booking.timeZone);
  if (closed) throw ConflictError(BOOKING_TEXTS.unavailableOn(closed));
  const expiresAt = new Date(
    Math.min(
      now.getTime() + BOOKING_RULES.answerWithinHours * HOUR,
      input.startsAt.getTime(),
      target.startsAt.getTime(),
    ),
  );
  await database().query(
    `UPDATE booking_occurrences SET "rescheduleStartsAt" = :startsAt, "rescheduleEndsAt" = :endsAt,
       "rescheduleBy" = :actorId, "rescheduleExpiresAt" = :expiresAt WHERE "id" = :id`,
    {
      replacements: { id: target.id, startsAt: input.startsAt, endsAt: input.endsAt, actorId: actor.id, expiresAt },
      transaction,
    },
  );
};

/** The answer to a date's proposed new time: accepting moves the date, declining or withdrawing keeps it. */
const answerReschedule = async (
  booking: BookingRow,
  actor: User,
  input: ActionInput & { occurrence: string },
  now: Date,
  transaction?: Transaction,
): Promise<void> => {
  const { action } = input;
  if (booking.status !== "confirmed") throw notAllowed(action, booking.status);
  const target = occurrenceOn(booking, input.occurrence);
  if (
    target.status !== "confirmed" ||
    !target.rescheduleStartsAt ||
    !target.rescheduleEndsAt ||
    (target.rescheduleExpiresAt && target.rescheduleExpiresAt <= now)
  ) {
    throw ConflictError(BOOKING_TEXTS.noReschedule(target.date));
  }
  if ((action === "withdraw") !== (actor.id === target.rescheduleBy)) {
    throw ConflictError(BOOKING_TEXTS.notYourTurn(action));
  }
  const clear = `"rescheduleStartsAt" = NULL, "rescheduleEndsAt" = NULL, "rescheduleBy" = NULL, "rescheduleExpiresAt" = NULL`;
  if (action !== "accept") {
    await database().query(`UPDATE booking_occurrences SET ${clear} WHERE "id" = :id`, {
      replacements: { id: target.id },
      transaction,
    });
    return;
  }
  const moved = { startsAt: target.rescheduleStartsAt, endsAt: target.rescheduleEndsAt };
  const closed = unavailableDateAmong([moved], booking.unavailableDates, booking.timeZone);
  if (closed) throw ConflictError(BOOKING_TEXTS.unavailableOn(closed));
  const date = localDateOf(moved.startsAt, booking.timeZone);
  await guarded(
    () =>
      database().query(
        `UPDATE booking_occurrences SET "startsAt" = :startsAt, "endsAt" = :endsAt, "date" = :date, "remindedAt" = NULL, ${clear}
         WHERE "id" = :id`,
        { replacements: { id: target.id, date, ...moved }, transaction },
      ),
    BOOKING_TEXTS.dateTaken(date),
  );
};

/**
 * One party's step on a locked booking (`findBooking(..., { lock: true })`), exactly the
 * transitions of docs/bookings.md; anything else is a 409.
 */
export const applyBookingAction = async (
  { booking, actor, input, now }: { booking: BookingRow; actor: User; input: ActionInput; now: Date },
  transaction?: Transaction,
): Promise<BookingChange> => {
  const occurrence = input.occurrence ?? null;
  // Accepting or moving a time is a step forward, refused while the match is paused.
  if (input.action === "accept" || input.action === "reschedule") await refuseWhilePaused(booking, transaction);
  switch (input.action) {
    case "cancel":
      return { action: "cancel", occurrence, late: await cancel(booking, actor, input, now, transaction) };
    case "reschedule":
      await reschedule(booking, actor, input, now, transaction);
      return { action: "reschedule", occurrence, late: false };
    default:
      if (input.occurrence)
        await answerReschedule(booking, actor, { ...input, occurrence: input.occurrence }, now, transaction);
      else await answerProposal(booking, actor, input, now, transaction);
      return { action: input.action, occurrence, late: false };
  }
};
