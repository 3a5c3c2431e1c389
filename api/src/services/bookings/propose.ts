import type { proposeBookingInput } from "@kindred/contract";
import { BOOKING_RULES, BOOKING_TEXTS, type ProposeBookingInput } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import type { z } from "zod";
import { database } from "../../db/database";
import type { Match, User } from "../../db/models";
import { ConflictError, ValidationError } from "../../errors";
import { timeOrderedId } from "../../lib/rowIds";
import { partiesOf } from "../matching/findMatch";
import { refuseWhilePaused } from "../moderation/suspension";
import { type BookingRow, findBooking } from "./bookingStore";
import { noticeProposal } from "./notices";
import { outsideAvailability, type PlannedOccurrence, planOccurrences, unavailableDateAmong } from "./plan";

type ProposeInput = z.output<typeof proposeBookingInput>;

export type { ProposeBookingInput };

const HOUR = 60 * 60_000;

/** Whether a confirmed occurrence of the offer overlaps any of `occurrences`. */
export const overlapsConfirmed = async (
  spaceOfferId: string,
  occurrences: ReadonlyArray<Pick<PlannedOccurrence, "startsAt" | "endsAt">>,
  transaction?: Transaction,
  exceptOccurrenceId?: string,
): Promise<boolean> => {
  const [row] = await database().query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM booking_occurrences x
         JOIN unnest(:starts::timestamptz[], :ends::timestamptz[]) AS wanted("startsAt", "endsAt")
           ON tstzrange(x."startsAt", x."endsAt") && tstzrange(wanted."startsAt", wanted."endsAt")
        WHERE x."spaceOfferId" = :spaceOfferId AND x."status" = 'confirmed'
          AND x."id" IS DISTINCT FROM :except::uuid) AS "found"`,
    {
      replacements: {
        spaceOfferId,
        starts: `{${occurrences.map((o) => o.startsAt.toISOString()).join(",")}}`,
        ends: `{${occurrences.map((o) => o.endsAt.toISOString()).join(",")}}`,
        except: exceptOccurrenceId ?? null,
      },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return row?.found ?? false;
};

/**
 * A party's proposal in an accepted match: 30 minutes to 14 hours (the schema), starting in the
 * future, at most 26 weekly dates, no more participants than the space holds, none of its dates on
 * an unavailable day or over a confirmed booking (409s). A time outside the weekly slots is kept
 * but marked. It expires 48 hours later unanswered, or when its first date starts if sooner.
 */
export const proposeBooking = async (
  {
    match,
    actor,
    input,
    now,
    timeZone,
  }: { match: Match; actor: User; input: ProposeInput; now: Date; timeZone: string },
  transaction?: Transaction,
): Promise<BookingRow> => {
  const offer = match.spaceOffer;
  if (match.status !== "accepted") throw ConflictError(BOOKING_TEXTS.matchNotAccepted);
  if (!offer) throw ConflictError(BOOKING_TEXTS.spaceGone);
  await refuseWhilePaused(partiesOf(match), transaction);
  if (input.startsAt.getTime() <= now.getTime()) {
    throw ValidationError(undefined, [{ path: "startsAt", message: BOOKING_TEXTS.notInFuture }]);
  }
  if (input.participants !== null && input.participants > offer.capacity) {
    throw ValidationError(undefined, [
      { path: "participants", message: BOOKING_TEXTS.participantsOverCapacity(offer.capacity) },
    ]);
  }
  const until = input.repeatWeekly?.until ?? null;
  const occurrences = planOccurrences({ startsAt: input.startsAt, endsAt: input.endsAt, until }, timeZone);
  const closed = unavailableDateAmong(occurrences, offer.unavailableDates, timeZone);
  if (closed) throw ConflictError(BOOKING_TEXTS.unavailableOn(closed));
  if (await overlapsConfirmed(offer.id, occurrences, transaction)) throw ConflictError(BOOKING_TEXTS.alreadyBooked);

  const id = timeOrderedId();
  const expiresAt = new Date(
    Math.min(now.getTime() + BOOKING_RULES.answerWithinHours * HOUR, input.startsAt.getTime()),
  );
  await database().query(
    `INSERT INTO bookings ("id", "matchId", "spaceOfferId", "proposedBy", "status", "startsAt", "endsAt", "repeatUntil",
       "timeZone", "participants", "note", "outsideAvailability", "expiresAt", "createdAt", "updatedAt")
     VALUES (:id, :matchId, :spaceOfferId, :proposedBy, 'proposed', :startsAt, :endsAt, :until, :timeZone,
       :participants, :note, :outside, :expiresAt, :now, :now)`,
    {
      replacements: {
        id,
        matchId: match.id,
        spaceOfferId: offer.id,
        proposedBy: actor.id,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        until,
        timeZone,
        participants: input.participants,
        note: input.note,
        outside: outsideAvailability(occurrences, offer.availability, timeZone),
        expiresAt,
        now,
      },
      transaction,
    },
  );
  await database().query(
    `INSERT INTO booking_occurrences ("bookingId", "spaceOfferId", "date", "startsAt", "endsAt", "originalStartsAt", "status")
     SELECT :id, :spaceOfferId, d, s, e, s, 'proposed'
       FROM unnest(:dates::date[], :starts::timestamptz[], :ends::timestamptz[]) AS t(d, s, e)`,
    {
      replacements: {
        id,
        spaceOfferId: offer.id,
        dates: `{${occurrences.map((o) => o.date).join(",")}}`,
        starts: `{${occurrences.map((o) => o.startsAt.toISOString()).join(",")}}`,
        ends: `{${occurrences.map((o) => o.endsAt.toISOString()).join(",")}}`,
      },
      transaction,
    },
  );
  const booking = await findBooking(id, { transaction });
  await noticeProposal(booking, actor, transaction);
  return booking;
};
