import { type Migration, runSql } from "../migrate";

/**
 * The tables whose new rows the database names with a time-ordered id (`time_ordered_uuid()`,
 * db/sql/functions; the API's `timeOrderedId` for rows it names itself): every table whose id
 * tells nothing its rows do not already show to whoever sees it. Members (`users`), the tokens
 * (`password_resets`, `email_verifications`, `account_deletion_tokens`, `desktop_sign_ins`) and
 * stored files keep random ids.
 */
const TIME_ORDERED_TABLES = [
  "audit_log",
  "blocks",
  "booking_occurrences",
  "favorites",
  "feedback",
  "login_attempts",
  "mail_outbox",
  "matches",
  "member_references",
  "messages",
  "notifications",
  "reports",
  "search_outbox",
  "space_offers",
  "space_requests",
] as const;

/**
 * New rows' ids sort in the order they were made, so each table's primary key (and the indexes
 * led by another such id) takes new entries on its last pages instead of a random page of the
 * whole index (docs/performance.md, "Time-ordered row ids"). Rows already there keep their ids.
 * The function is written here as this migration needs it (a default must name a function that
 * exists); its file is its current text, which the repeatable step applies after.
 */
const FUNCTION = `
  CREATE OR REPLACE FUNCTION public.time_ordered_uuid() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
    SELECT encode(set_bit(set_bit(
             overlay(uuid_send(gen_random_uuid())
                     PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
                     FROM 1 FOR 6),
             52, 1), 53, 1), 'hex')::uuid
  $$;`;

const defaults = (expression: string) =>
  TIME_ORDERED_TABLES.map((table) => `ALTER TABLE ${table} ALTER COLUMN "id" SET DEFAULT ${expression};`).join("\n");

export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(sequelize, `${FUNCTION}\n${defaults("time_ordered_uuid()")}`);

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `${defaults("gen_random_uuid()")}
     DROP FUNCTION public.time_ordered_uuid();
     DELETE FROM sql_definitions WHERE "name" = 'functions/time_ordered_uuid.sql';`,
  );
