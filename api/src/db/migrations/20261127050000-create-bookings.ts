import { type Migration, runSql } from "../migrate";

/**
 * Bookings: a time agreed in an accepted match, one date or weekly until a date. Each date is an
 * occurrence row carrying the offer, so PostgreSQL itself keeps two confirmed occurrences of one
 * offer from overlapping (an exclusion constraint over the offer and the time range, which needs
 * btree_gist for the uuid equality), however concurrent the accepts are. A weekly series keeps
 * its zone, so its dates keep their wall-clock time across daylight-saving changes.
 * `remindedAt` is claimed by the reminder sweep (one process sends each reminder).
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    CREATE EXTENSION IF NOT EXISTS btree_gist;

    CREATE TABLE bookings (
      "id" uuid PRIMARY KEY,
      "matchId" uuid NOT NULL REFERENCES matches ("id") ON DELETE CASCADE,
      "spaceOfferId" uuid REFERENCES space_offers ("id") ON DELETE SET NULL,
      "proposedBy" uuid REFERENCES users ("id") ON DELETE SET NULL,
      "status" text NOT NULL
        CHECK ("status" IN ('proposed', 'confirmed', 'declined', 'withdrawn', 'expired', 'cancelled')),
      "startsAt" timestamptz NOT NULL,
      "endsAt" timestamptz NOT NULL,
      "repeatUntil" date,
      "timeZone" text NOT NULL,
      "participants" integer CHECK ("participants" IS NULL OR "participants" >= 1),
      "note" text,
      "outsideAvailability" boolean NOT NULL DEFAULT false,
      "reason" text,
      "expiresAt" timestamptz NOT NULL,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now(),
      CHECK ("endsAt" > "startsAt")
    );
    CREATE INDEX bookings_match ON bookings ("matchId", "createdAt" DESC);
    CREATE INDEX bookings_offer ON bookings ("spaceOfferId");
    CREATE INDEX bookings_unanswered ON bookings ("expiresAt") WHERE "status" = 'proposed';

    CREATE TABLE booking_occurrences (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "bookingId" uuid NOT NULL REFERENCES bookings ("id") ON DELETE CASCADE,
      "spaceOfferId" uuid REFERENCES space_offers ("id") ON DELETE SET NULL,
      "date" date NOT NULL,
      "startsAt" timestamptz NOT NULL,
      "endsAt" timestamptz NOT NULL,
      -- Where the series put it: a moved date is still that instance of the series (RECURRENCE-ID).
      "originalStartsAt" timestamptz NOT NULL,
      "status" text NOT NULL
        CHECK ("status" IN ('proposed', 'confirmed', 'declined', 'withdrawn', 'expired', 'cancelled')),
      "late" boolean NOT NULL DEFAULT false,
      "cancelledBy" uuid REFERENCES users ("id") ON DELETE SET NULL,
      "cancelReason" text,
      "cancelledAt" timestamptz,
      "rescheduleStartsAt" timestamptz,
      "rescheduleEndsAt" timestamptz,
      "rescheduleBy" uuid REFERENCES users ("id") ON DELETE SET NULL,
      "rescheduleExpiresAt" timestamptz,
      "remindedAt" timestamptz,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("bookingId", "date"),
      CHECK ("endsAt" > "startsAt"),
      CHECK (("rescheduleStartsAt" IS NULL) = ("rescheduleEndsAt" IS NULL)),
      CONSTRAINT booking_occurrences_no_overlap
        EXCLUDE USING gist ("spaceOfferId" WITH =, tstzrange("startsAt", "endsAt") WITH &&)
        WHERE ("status" = 'confirmed')
    );
    CREATE INDEX booking_occurrences_offer_time ON booking_occurrences ("spaceOfferId", "startsAt");
    CREATE INDEX booking_occurrences_booking ON booking_occurrences ("bookingId", "startsAt");
    CREATE INDEX booking_occurrences_reminders ON booking_occurrences ("startsAt")
      WHERE "status" = 'confirmed' AND "remindedAt" IS NULL;
    CREATE INDEX booking_occurrences_reschedules ON booking_occurrences ("rescheduleExpiresAt")
      WHERE "rescheduleExpiresAt" IS NOT NULL;

    -- A member's private calendar feed: its URL is signed with this generation, so a new one
    -- (a rotation) makes the old URL answer 404.
    CREATE TABLE calendar_feeds (
      "userId" uuid PRIMARY KEY REFERENCES users ("id") ON DELETE CASCADE,
      "generation" integer NOT NULL DEFAULT 1,
      "updatedAt" timestamptz NOT NULL DEFAULT now()
    );
    `,
  );

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, `DROP TABLE calendar_feeds; DROP TABLE booking_occurrences; DROP TABLE bookings;`);
