import { formatDate } from "@kindred/contract";

/**
 * Booking times as the member reads and types them: their own device's zone, in the language on
 * screen. The contract's formatDate makes each formatter on first use and keeps it per language.
 */
const WHEN: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hour12: false };

/** "Tue, Dec 8, 6:00 PM" */
export const formatWhen = (iso: string) => formatDate(new Date(iso), WHEN);

/** "18:00–20:00" */
export const formatSpan = (startsAt: string, endsAt: string) =>
  `${formatDate(new Date(startsAt), TIME)}–${formatDate(new Date(endsAt), TIME)}`;

/** The device-local day of an instant (`YYYY-MM-DD`). */
export const localDay = (iso: string) => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;
};

/** A day and a time typed in the form (device-local) as an instant with its offset (`Z`). */
export const toInstant = (day: string, time: string): string => {
  const at = new Date(`${day}T${time}`);
  return Number.isNaN(at.getTime()) ? `${day}T${time}` : at.toISOString();
};

/** The device-local time of an instant (`HH:mm`), as a time field holds it. */
export const localTime = (iso: string) => {
  const at = new Date(iso);
  return `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
};
