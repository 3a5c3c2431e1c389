import { randomFillSync } from "node:crypto";

/**
 * A new row's id: a UUID of version 7 (RFC 9562), its first 48 bits the Unix time in milliseconds
 * and the other 74 of its 122 free bits random. Ids made one after another sort in the order they
 * were made, so a table's primary key (and every index led by such an id: a match's notifications
 * by `matchId`, a request's matches by `spaceRequestId`) takes new entries on its last pages, kept
 * in memory, instead of on a random page of the whole index: on the bench database the ten
 * notifications a create writes cost PostgreSQL less than half the CPU with these ids than with
 * random ones (docs/performance.md, "Time-ordered row ids"). The database makes the same ids for
 * rows it names itself (`time_ordered_uuid()`, db/sql/functions).
 *
 * The id tells when its row was made, to the millisecond: used only for rows whose creation time
 * is already shown to whoever sees the id (listings, matches, messages, notifications, bookings,
 * reports) or that nobody outside sees. A member's id and every token stay random.
 */
export const timeOrderedId = (now = Date.now()): string => {
  const bytes = randomFillSync(Buffer.alloc(16));
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
