/** Booking times as the member reads and types them: their own device's zone. */

// Made on first use, not as the module loads: each costs a few milliseconds of the task that
// evaluates the module, and pages that import this one may show no booking.
let dateTime: Intl.DateTimeFormat | undefined;
let timeOnly: Intl.DateTimeFormat | undefined;

/** "Tue, Dec 8, 6:00 PM" */
export const formatWhen = (iso: string) => {
  dateTime ??= new Intl.DateTimeFormat(undefined, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return dateTime.format(new Date(iso));
};

/** "18:00–20:00" */
export const formatSpan = (startsAt: string, endsAt: string) => {
  timeOnly ??= new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit", hour12: false });
  return `${timeOnly.format(new Date(startsAt))}–${timeOnly.format(new Date(endsAt))}`;
};

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
