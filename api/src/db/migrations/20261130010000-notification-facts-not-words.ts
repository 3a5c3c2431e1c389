import { type Migration, runSql } from "../migrate";

/** The English month names a suspension's end was written with (`to_date`'s `Month`). */
const ENGLISH_DAY = `'^(January|February|March|April|May|June|July|August|September|October|November|December) [0-9]{1,2}, [0-9]{4}$'`;

/**
 * Notifications keep facts, never words (DESIGN 11.5): the words some facts still held, in English,
 * become the values they were made from, worded when read in the reader's language.
 * - `match_update`: `subject` (`"Title"`, a space's name, or "your listing") becomes the request's
 *   title and the space's name.
 * - `new_message` whose message a moderator removed: the placeholder the preview was replaced
 *   with becomes `removed` (and an empty preview).
 * - a suspension's `moderation_notice`: the end, "December 4, 2026", becomes that day (noon UTC)
 *   with the zone it is told in; a new notice holds the exact end and the server's zone.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `UPDATE notifications SET "facts" = ("facts" - 'subject') || CASE
         WHEN "facts"->>'subject' = 'your listing' THEN jsonb_build_object('requestTitle', NULL::text, 'spaceName', NULL::text)
         WHEN "facts"->>'subject' ~ '^".*"$' THEN jsonb_build_object(
           'requestTitle', substr("facts"->>'subject', 2, length("facts"->>'subject') - 2), 'spaceName', NULL::text)
         ELSE jsonb_build_object('requestTitle', NULL::text, 'spaceName', "facts"->>'subject') END
      WHERE "type" = 'match_update' AND "facts" ? 'subject';

     UPDATE notifications n SET "facts" = n."facts" || '{"preview": "", "removed": true}'::jsonb
      WHERE n."type" = 'new_message'
        AND n."facts"->>'preview' IN ('Removed by a moderator', 'Eliminado por un moderador')
        AND EXISTS (SELECT 1 FROM messages m WHERE m."matchId" = n."matchId" AND m."removedAt" IS NOT NULL);

     UPDATE notifications SET "facts" = "facts" || jsonb_build_object(
         'until', to_char(to_date("facts"->>'until', 'FMMonth FMDD, YYYY'), 'YYYY-MM-DD') || 'T12:00:00.000Z')
      WHERE "type" = 'moderation_notice' AND "facts"->>'action' = 'suspension' AND "facts"->>'until' ~ ${ENGLISH_DAY};
     UPDATE notifications SET "facts" = "facts" || '{"timeZone": "UTC"}'::jsonb
      WHERE "type" = 'moderation_notice' AND "facts"->>'action' = 'suspension' AND NOT "facts" ? 'timeZone';`,
  );

/** Back to English words, as the server wrote them before. */
export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `UPDATE notifications SET "facts" = ("facts" - 'requestTitle' - 'spaceName') || jsonb_build_object('subject',
         CASE WHEN "facts"->>'requestTitle' IS NOT NULL THEN '"' || ("facts"->>'requestTitle') || '"'
              ELSE coalesce("facts"->>'spaceName', 'your listing') END)
      WHERE "type" = 'match_update' AND "facts" ? 'requestTitle';

     UPDATE notifications SET "facts" = ("facts" - 'removed') || '{"preview": "Removed by a moderator"}'::jsonb
      WHERE "type" = 'new_message' AND ("facts"->>'removed')::boolean;

     UPDATE notifications SET "facts" = ("facts" - 'timeZone') || jsonb_build_object('until',
         to_char(("facts"->>'until')::timestamptz AT TIME ZONE ("facts"->>'timeZone'), 'FMMonth FMDD, YYYY'))
      WHERE "type" = 'moderation_notice' AND "facts"->>'action' = 'suspension' AND "facts" ? 'timeZone';`,
  );
