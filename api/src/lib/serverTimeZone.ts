/** The zone `TZ` sets for this process (the system's when unset): calendars and impact months use it. */
export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
