import { type BookingFacts, CALENDAR_TEXTS, type NotificationContent } from "@kindred/contract";
import { localTimeOf } from "../bookings/wallClock";
import { escapeText, icsDocument, localStamp, utcStamp } from "./icalendar";
import { vtimezone } from "./vtimezone";

type BookingNotification = Extract<
  NotificationContent,
  { type: "booking_proposed" | "booking_update" | "booking_reminder" }
>;

const zoned = (at: string, timeZone: string) => {
  const local = localTimeOf(new Date(at), timeZone);
  return localStamp(local.date, local.hour, local.minute);
};

/** Whether the booking (or its date) still stands once this notification happened. */
const eventStatus = (notification: BookingNotification) => {
  if (notification.type === "booking_proposed") return "TENTATIVE";
  if (notification.type === "booking_reminder") return "CONFIRMED";
  const { change } = notification.facts;
  if (change === "reschedule_proposed") return "TENTATIVE";
  return ["declined", "withdrawn", "cancelled", "expired"].includes(change) ? "CANCELLED" : "CONFIRMED";
};

/**
 * The `.ics` a booking mail carries: the booking (or the one date it is about) as an event in its
 * zone, with the UID the member's private feed uses, so a calendar app that imports it and also
 * subscribes to the feed shows one event.
 */
export const bookingInvite = (
  notification: BookingNotification,
  { host, now }: { host: string; now: Date },
): string => {
  const facts: BookingFacts = notification.facts;
  const zone = facts.timeZone;
  const single = notification.type === "booking_update" && notification.facts.occurrence !== null;
  const summary =
    notification.type === "booking_reminder"
      ? CALENDAR_TEXTS.bookingSummary(facts.spaceName, notification.facts.otherName)
      : CALENDAR_TEXTS.bookingSummary(facts.spaceName, notification.facts.actorName ?? "");
  return icsDocument([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kindred Spaces//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...vtimezone(zone, new Date(facts.startsAt).getUTCFullYear()),
    "BEGIN:VEVENT",
    `UID:booking-${facts.bookingId}${single ? `-${facts.startsAt.slice(0, 10)}` : ""}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${zone}:${zoned(facts.startsAt, zone)}`,
    `DTEND;TZID=${zone}:${zoned(facts.endsAt, zone)}`,
    ...(facts.dates > 1 && !single ? [`RRULE:FREQ=WEEKLY;COUNT=${facts.dates}`] : []),
    `SUMMARY:${escapeText(summary)}`,
    `STATUS:${eventStatus(notification)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
};

export const isBookingNotification = (notification: NotificationContent): notification is BookingNotification =>
  notification.type === "booking_proposed" ||
  notification.type === "booking_update" ||
  notification.type === "booking_reminder";
