import { z } from "zod";
import { calendarDate } from "./calendar";
import { FIELD_MAX } from "./constants";
import { localized, msg } from "./i18n/catalog";
import { isoDate, optionalText, requiredText, uuid } from "./schemas/common";
import { text } from "./schemas/storableText";
import { optionalWholeNumber } from "./schemas/wholeNumber";
import { VALIDATION_MESSAGES as V } from "./specTexts";

/** The rules of a booking (a match's agreed time in its space). */
export const BOOKING_RULES = {
  minMinutes: 30,
  maxHours: 14,
  /** The most weekly occurrences one series holds. */
  maxOccurrences: 26,
  /** A proposal (or a reschedule) not answered within this many hours expires: the guidelines' reply time. */
  answerWithinHours: 48,
  /** A cancellation closer than this to an occurrence's start is recorded as late. */
  lateCancelHours: 24,
  /** The reminder goes this many hours before each confirmed occurrence. */
  reminderHours: 24,
  /** The widest `from`–`to` window a calendar read takes. */
  maxRangeDays: 400,
  noteMax: 1_000,
  reasonMax: 500,
} as const;

/**
 * A booking's status: a proposal is answered (confirmed or declined), withdrawn by its proposer or
 * expires; a confirmed booking may be cancelled as a whole. An occurrence carries its booking's
 * status, or `cancelled` when only that one was.
 */
export const BOOKING_STATUSES = ["proposed", "confirmed", "declined", "withdrawn", "expired", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_ACTIONS = ["accept", "decline", "withdraw", "cancel", "reschedule"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/**
 * The rules' numbers are written into these texts (a catalog holds no code); `bookings.test.ts`
 * checks they agree with BOOKING_RULES.
 */
const BOOKINGS = {
  proposeTitle: "Propose a time",
  propose: "Propose",
  startsAt: "Starts",
  endsAt: "Ends",
  repeatWeekly: "Repeat weekly",
  until: "Until",
  participants: "Participants",
  note: "Note",
  reason: "Reason",
  accept: "Accept",
  decline: "Decline",
  withdraw: "Withdraw",
  cancel: "Cancel",
  cancelOne: "Cancel this date",
  cancelSeries: "Cancel the series",
  reschedule: "Reschedule",
  rescheduleTitle: "A new time for this date",
  rescheduleNow: msg<[when: string]>("Now: {when}", "when"),
  rescheduleHint: "The other party accepts the new time or keeps the old one; until then the date stays as it is.",
  rescheduleSend: "Propose new time",
  rescheduleSent: "New time proposed",
  outsideAvailability: "Outside the space's usual hours",
  late: "Cancelled late",
  statusLabels: {
    proposed: "Proposed",
    confirmed: "Confirmed",
    declined: "Declined",
    withdrawn: "Withdrawn",
    expired: "Expired",
    cancelled: "Cancelled",
  } satisfies Record<BookingStatus, string>,
  date: "Date",
  from: "From",
  to: "To",
  weeklyUntil: "Weekly until",
  bookings: "Bookings",
  noBookings: "No bookings yet. Propose a time when you are ready.",
  loading: "Loading bookings…",
  loadFailed: "Bookings could not be loaded.",
  retry: "Try again",
  proposed: "Proposal sent",
  actionDone: "Booking updated",
  actionFailed: "The booking could not be updated",
  proposeFailed: "The time could not be proposed",
  reasonTitle: msg<[action: string]>("{action, select, decline {Why decline?} other {Why cancel?}}", "action"),
  reasonHint: "The other party sees this reason.",
  confirm: "Confirm",
  close: "Close",
  newTimeProposed: msg<[when: string]>("New time proposed: {when}", "when"),
  acceptNewTime: "Accept new time",
  declineNewTime: "Keep the old time",
  withdrawNewTime: "Withdraw new time",
  proposedByYou: "Waiting for the other party to answer.",
  expiresAt: msg<[when: string]>("Answer by {when}", "when"),
  dates: msg<[count: number]>("{count, plural, one {# date} other {# dates}}", "count"),
  /** The host calendar at /calendar. */
  calendar: {
    title: "Calendar",
    intro: "Every booking of your spaces and your own, by week or by month.",
    week: "Week",
    month: "Month",
    previous: "Previous",
    next: "Next",
    today: "Today",
    hint: "Arrows move between days, Enter opens a day, A accepts and D declines its proposal.",
    gridLabel: msg<[range: string]>("Bookings, {range}", "range"),
    dayLabel: msg<[day: string, count: number]>(
      "{day}: {count, plural, =0 {nothing booked} one {# booking} other {# bookings}}",
      "day",
      "count",
    ),
    proposals: "Proposals to answer",
    noProposals: "No proposals are waiting for you.",
    empty: "Nothing is booked in this period.",
    spaces: "Spaces",
    asSeeker: "You book",
    feedTitle: "Your calendar feed",
    feedHint: "Subscribe to this private address in your calendar app to see your bookings there.",
    copy: "Copy address",
    copied: "Address copied",
    newAddress: "New address",
    newAddressDone: "The old address no longer works.",
    signInPrompt: "Sign in to see your calendar.",
    exportCsv: "Export CSV of my bookings",
    dayTitle: msg<[day: string]>("{day}", "day"),
    nothingThatDay: "Nothing booked on this day.",
    with: msg<[name: string]>("with {name}", "name"),
  },
  booked: "Booked",
  /** Field messages. */
  invalidTime: "Use a date and time with its offset, e.g. 2027-03-05T18:00:00+01:00",
  endsBeforeStart: "The end must come after the start",
  tooShort: "A booking lasts at least 30 minutes",
  tooLong: "A booking lasts at most 14 hours",
  notInFuture: "The start must be in the future",
  untilBeforeStart: "The last date must be on or after the first",
  tooManyOccurrences: "At most 26 weekly dates",
  participantsOverCapacity: msg<[capacity: number]>("At most {capacity} participants fit this space", "capacity"),
  invalidRange: "Use from and to as YYYY-MM-DD, at most 400 days apart",
  /** 409s. */
  alreadyBooked: "That time is already booked.",
  unavailableOn: msg<[date: string]>("The space is unavailable on {date}.", "date"),
  matchNotAccepted: "A booking can only be proposed in an accepted match.",
  spaceGone: "This space is no longer listed.",
  transitionNotAllowed: msg<[action: string, status: string]>(
    "A booking that is {status} cannot be {action, select, accept {accepted} decline {declined} withdraw {withdrawn} cancel {cancelled} reschedule {rescheduled} other {{action}}}.",
    "action",
    "status",
  ),
  notYourTurn: msg<[action: string]>(
    "{action, select, withdraw {Only the proposer can withdraw a proposal.} other {Only the other party can answer a proposal.}}",
    "action",
  ),
  noSuchOccurrence: msg<[date: string]>("This booking has no date {date}.", "date"),
  occurrenceNotConfirmed: msg<[date: string]>("The booking's {date} is not confirmed.", "date"),
  noReschedule: msg<[date: string]>("Nothing is proposed for {date}.", "date"),
  rescheduleOnOtherDate: "A new time for this date is already proposed.",
  dateTaken: msg<[date: string]>("This booking already has {date}.", "date"),
  occurrenceEnded: "That date has already started.",
} as const;

export type BookingCatalog = typeof BOOKINGS;
export const BOOKING_TEXTS = localized("bookings", BOOKINGS);

/** ISO 8601 with an offset (`Z` or `±hh:mm`): an instant, never a floating local time. */
const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

const invalidTime = { error: () => BOOKING_TEXTS.invalidTime };
export const offsetDateTime = text(invalidTime)
  .max(40, invalidTime)
  .refine((text) => OFFSET_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)), invalidTime)
  .transform((text) => new Date(text));

const MINUTE = 60_000;

/** 30 minutes to 14 hours, ending after it starts (issues on `endsAt`). */
const checkSpan = (value: { startsAt: Date; endsAt: Date }, ctx: z.RefinementCtx) => {
  // A field that failed its own check is still a string here: it has its message already.
  if (!(value.startsAt instanceof Date && value.endsAt instanceof Date)) return;
  const minutes = (value.endsAt.getTime() - value.startsAt.getTime()) / MINUTE;
  const message =
    minutes <= 0
      ? BOOKING_TEXTS.endsBeforeStart
      : minutes < BOOKING_RULES.minMinutes
        ? BOOKING_TEXTS.tooShort
        : minutes > BOOKING_RULES.maxHours * 60
          ? BOOKING_TEXTS.tooLong
          : null;
  if (message) ctx.addIssue({ code: "custom", path: ["endsAt"], message });
};

/** `POST /api/matches/{id}/bookings`. The future start, the 26 dates and the capacity are checked by the server. */
export const proposeBookingInput = z
  .object({
    startsAt: offsetDateTime,
    endsAt: offsetDateTime,
    repeatWeekly: z.object({ until: calendarDate }).nullish(),
    participants: optionalWholeNumber({
      min: 1,
      max: FIELD_MAX.participants,
      message: () => V.participantsMin,
      maxMessage: () => V.participantsMax(FIELD_MAX.participants),
    }),
    note: optionalText(BOOKING_RULES.noteMax),
  })
  .superRefine(checkSpan);
export type ProposeBookingInput = z.input<typeof proposeBookingInput>;

// Text PostgreSQL cannot store (NUL, half an emoji) is refused by the shared builder under requiredText.
const reason = requiredText(BOOKING_RULES.reasonMax);

/**
 * `PATCH /api/bookings/{id}`. With `occurrence`, accept / decline / withdraw answer that date's
 * proposed new time and cancel cancels that date only; without it they act on the booking.
 */
export const bookingActionInput = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("accept"), occurrence: calendarDate.optional() }),
    z.object({ action: z.literal("withdraw"), occurrence: calendarDate.optional() }),
    z.object({ action: z.literal("decline"), occurrence: calendarDate.optional(), reason }),
    z.object({ action: z.literal("cancel"), occurrence: calendarDate.optional(), reason }),
    z
      .object({
        action: z.literal("reschedule"),
        occurrence: calendarDate,
        startsAt: offsetDateTime,
        endsAt: offsetDateTime,
      })
      .superRefine(checkSpan),
  ],
  { error: () => V.unknownChoice },
);
export type BookingActionInput = z.input<typeof bookingActionInput>;

/** A date of a booking. `date` is its day in the booking's time zone (`YYYY-MM-DD`). */
export const bookingOccurrence = z.object({
  date: z.string(),
  startsAt: isoDate,
  endsAt: isoDate,
  status: z.enum(BOOKING_STATUSES),
  /** Cancelled less than 24 hours before it started. */
  late: z.boolean(),
  cancelReason: z.string().nullable(),
  /** A new time proposed for this date, waiting for the other party. */
  reschedule: z
    .object({ startsAt: isoDate, endsAt: isoDate, proposedBy: uuid.nullable(), expiresAt: isoDate })
    .nullable(),
});
export type BookingOccurrence = z.infer<typeof bookingOccurrence>;

export const booking = z.object({
  id: uuid,
  matchId: uuid,
  spaceOfferId: uuid.nullable(),
  spaceName: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  startsAt: isoDate,
  endsAt: isoDate,
  /** The IANA zone whose wall-clock time a weekly series keeps. */
  timeZone: z.string(),
  repeatWeekly: z.object({ until: z.string() }).nullable(),
  occurrences: z.array(bookingOccurrence),
  participants: z.number().nullable(),
  note: z.string().nullable(),
  proposedBy: uuid.nullable(),
  outsideAvailability: z.boolean(),
  /** Why it was declined or cancelled. */
  reason: z.string().nullable(),
  /** When an unanswered proposal expires. */
  expiresAt: isoDate,
  createdAt: isoDate,
});
export type Booking = z.infer<typeof booking>;

/** `GET /api/bookings/mine`: one date of one of the member's bookings, as seeker or host. */
export const myOccurrence = bookingOccurrence.extend({
  bookingId: uuid,
  matchId: uuid,
  bookingStatus: z.enum(BOOKING_STATUSES),
  role: z.enum(["seeker", "host"]),
  spaceOfferId: uuid.nullable(),
  spaceName: z.string().nullable(),
  otherPartyName: z.string(),
  proposedBy: uuid.nullable(),
  outsideAvailability: z.boolean(),
});
export type MyOccurrence = z.infer<typeof myOccurrence>;

/** `from`/`to` of the calendar reads (`YYYY-MM-DD`, both inclusive). */
export const dateRangeQuery = z.object({ from: calendarDate.optional(), to: calendarDate.optional() });

export const busyRange = z.object({ start: isoDate, end: isoDate });

export const calendarTokenAnswer = z.object({ url: z.string() });

export const calendarTokenParam = z.object({ token: text().regex(/^[A-Za-z0-9_-]{20,120}$/) });
