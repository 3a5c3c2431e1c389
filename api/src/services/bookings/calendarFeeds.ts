import { createHmac, timingSafeEqual } from "node:crypto";
import { displayName } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { database } from "../../db/database";
import type { FeedBooking } from "../calendar/memberFeed";

/**
 * A member's private feed address: `{userId hex}_{generation}_{signature}`, an HMAC under the
 * session keys (the first signs, any verifies). Only the generation is stored, so rotating
 * (`generation + 1`) makes every older address answer 404, and nothing secret sits in the database.
 */
const signature = (key: string, userId: string, generation: number) =>
  createHmac("sha256", key).update(`calendar:${userId}:${generation}`).digest("base64url").slice(0, 32);

const tokenOf = (keys: readonly string[], userId: string, generation: number) =>
  `${userId.replaceAll("-", "")}_${generation}_${signature(keys[0] ?? "", userId, generation)}`;

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

/** The member's current token, making the feed on first call. */
export const calendarToken = async (keys: readonly string[], userId: string): Promise<string> => {
  const [row] = await database().query<{ generation: number }>(
    `INSERT INTO calendar_feeds ("userId") VALUES (:userId)
     ON CONFLICT ("userId") DO UPDATE SET "generation" = calendar_feeds."generation"
     RETURNING "generation"`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return tokenOf(keys, userId, row?.generation ?? 1);
};

/** A new token; the old one stops working. */
export const rotateCalendarToken = async (keys: readonly string[], userId: string): Promise<string> => {
  const [row] = await database().query<{ generation: number }>(
    `INSERT INTO calendar_feeds ("userId", "generation") VALUES (:userId, 2)
     ON CONFLICT ("userId") DO UPDATE SET "generation" = calendar_feeds."generation" + 1, "updatedAt" = now()
     RETURNING "generation"`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return tokenOf(keys, userId, row?.generation ?? 2);
};

/** The member a token names, when it is their current one and signed by one of `keys`; else null. */
export const memberOfToken = async (keys: readonly string[], token: string): Promise<string | null> => {
  const match = /^([0-9a-f]{32})_(\d{1,9})_([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, hex = "", generationText, given = ""] = match;
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const generation = Number(generationText);
  const givenBytes = Buffer.from(given);
  const signed = keys.some((key) => {
    const expected = Buffer.from(signature(key, userId, generation));
    return expected.length === givenBytes.length && timingSafeEqual(expected, givenBytes);
  });
  if (!signed) return null;
  const [row] = await database().query<{ generation: number }>(
    `SELECT "generation" FROM calendar_feeds WHERE "userId" = :userId`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return row?.generation === generation ? userId : null;
};

/** What the member's feed shows: their confirmed and cancelled bookings, each date in series order. */
export const feedBookings = async (userId: string): Promise<FeedBooking[]> => {
  const rows = await database().query<
    Omit<FeedBooking, "otherPartyName"> & { otherFirstName: string | null; otherLastName: string | null }
  >(
    `SELECT b."id", o."spaceName", b."timeZone", b."startsAt", b."endsAt", b."note", b."updatedAt",
            u."firstName" AS "otherFirstName", u."lastName" AS "otherLastName",
            (SELECT json_agg(json_build_object('startsAt', x."startsAt", 'endsAt', x."endsAt",
                    'originalStartsAt', x."originalStartsAt", 'status', x."status") ORDER BY x."originalStartsAt")
               FROM booking_occurrences x WHERE x."bookingId" = b."id") AS "occurrences"
       FROM bookings b JOIN matches m ON m."id" = b."matchId"
       LEFT JOIN space_offers o ON o."id" = b."spaceOfferId"
       LEFT JOIN users u ON u."id" = CASE WHEN m."hostId" = :userId THEN m."seekerId" ELSE m."hostId" END
      WHERE (m."hostId" = :userId OR m."seekerId" = :userId) AND b."status" IN ('confirmed', 'cancelled')
      ORDER BY b."startsAt"`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return rows.map(({ otherFirstName, otherLastName, occurrences, ...row }) => ({
    ...row,
    otherPartyName: displayName({ firstName: otherFirstName, lastName: otherLastName }),
    occurrences: (occurrences as unknown as Array<Record<string, string>>).map((o) => ({
      startsAt: new Date(o.startsAt ?? ""),
      endsAt: new Date(o.endsAt ?? ""),
      originalStartsAt: new Date(o.originalStartsAt ?? ""),
      status: o.status ?? "",
    })),
  }));
};
