/** Writing iCalendar (RFC 5545) text: escaping, content lines, folding, CRLF. */

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (section 3.3.11). */
export const escapeText = (text: string): string =>
  text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");

const encoder = new TextEncoder();
const MAX_OCTETS = 75;

/**
 * Folds one content line at 75 octets (section 3.1): the break goes between UTF-8 characters,
 * never inside one, and each continuation starts with a space (which counts toward its 75).
 */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
};

/** Content lines joined with CRLF and ended with one, each folded. */
export const icsDocument = (lines: readonly string[]): string => `${lines.map(foldLine).join("\r\n")}\r\n`;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A UTC DATE-TIME (`20270305T140000Z`). */
export const utcStamp = (date: Date): string =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

/** A local DATE-TIME from a `YYYY-MM-DD` day and a time of day (`20270305T060000`). */
export const localStamp = (day: string, hour: number, minute = 0): string =>
  `${day.replaceAll("-", "")}T${pad(hour)}${pad(minute)}00`;

/** A UTC offset in minutes as iCalendar writes it (`+0100`, `-0330`). */
export const offsetText = (minutes: number): string => {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
};
