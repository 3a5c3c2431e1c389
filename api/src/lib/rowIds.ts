import { randomUUID } from "node:crypto";

/**
 * A new row's id: a UUID of version 7 (RFC 9562), its first 48 bits the Unix time in milliseconds
 * and 74 of its other bits random. Ids made one after another sort in the order they were made,
 * so a table's primary key (and every index led by such an id: a match's notifications by
 * `matchId`, a request's matches by `spaceRequestId`) takes new entries on its last pages, kept in
 * memory, instead of on a random page of the whole index: on the bench database the ten
 * notifications a create writes cost PostgreSQL less than half the CPU with these ids than with
 * random ones (docs/performance.md, "Time-ordered row ids"). The database makes the same ids for
 * rows it names itself (`time_ordered_uuid()`, db/sql/functions).
 *
 * The id tells when its row was made, to the millisecond: used only for rows whose creation time
 * is already shown to whoever sees the id (listings, matches, messages, notifications, bookings,
 * reports) or that nobody outside sees. A member's id and every token stay random.
 */
export const timeOrderedId = (now = Date.now()): string => {
  // A random UUID (version 4: 122 random bits, from Node's cache of random bytes, which costs a
  // fraction of drawing 16 bytes each time) with its first 48 bits replaced by the time and its
  // version digit by 7; its variant bits are already RFC 9562's.
  const random = randomUUID();
  const time = now.toString(16).padStart(12, "0");
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
};
