import { type Migration, runSql } from "../migrate";

/**
 * A notification keeps its type and facts (names, counts), and its title and message are worded
 * from them when read, so the words live in one place and can change (or be translated) later.
 * Existing rows get their facts back out of the texts this server wrote until now; a row that
 * fits none of those texts leaves `facts` null and stops the migration, so nothing is lost.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    String.raw`
    ALTER TABLE notifications ADD COLUMN "facts" jsonb;
    UPDATE notifications n SET "facts" = CASE
      WHEN n."type" = 'new_message' AND n."title" ~ '^New message from '
        THEN jsonb_build_object('senderName', substr(n."title", length('New message from ') + 1), 'preview', n."message")
      WHEN n."type" = 'new_match' AND n."message" ~ '^Your \S+ request matches .*: \d+ shared values?$'
        THEN (SELECT jsonb_build_object('viewer', 'seeker', 'requestType', p[1], 'spaceName', p[2], 'sharedCount', p[3]::int)
                FROM regexp_match(n."message", '^Your (\S+) request matches (.*): (\d+) shared values?$') p)
      WHEN n."type" = 'new_match' AND n."message" ~ '^.* matches the request ".*": \d+ shared values?$'
        THEN (SELECT jsonb_build_object('viewer', 'host', 'spaceName', p[1], 'requestTitle', p[2], 'sharedCount', p[3]::int)
                FROM regexp_match(n."message", '^(.*?) matches the request "(.*)": (\d+) shared values?$') p)
      WHEN n."type" = 'match_update' THEN (
        SELECT jsonb_build_object('change', t.change, 'actorName', p[1], 'subject', p[2])
          FROM (VALUES
                 (1, 'accept', '^(.*?) accepted the match for (.*)\. Accept too to confirm it\.$'),
                 (2, 'accepted_by_both', '^(.*?) accepted: the match for (.*) is confirmed\.$'),
                 (3, 'complete', '^(.*?) marked the match for (.*) as completed\.$'),
                 (4, 'closed', '^(.*?) removed their listing, so the match for (.*) is closed\.$'),
                 (5, 'decline', '^(.*?) declined the match for (.*)\.$')
               ) t(rank, change, pattern)
          CROSS JOIN LATERAL regexp_match(n."message", t.pattern) p
         WHERE p IS NOT NULL
         ORDER BY t.rank
         LIMIT 1)
    END;
    ALTER TABLE notifications ALTER COLUMN "facts" SET NOT NULL;
    ALTER TABLE notifications DROP COLUMN "title", DROP COLUMN "message";
    `,
  );

/** The texts back, worded as they were when this migration was written. */
export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ALTER TABLE notifications ADD COLUMN "title" text, ADD COLUMN "message" text;
    UPDATE notifications n SET
      "title" = CASE n."type"
        WHEN 'new_match' THEN 'New match!'
        WHEN 'match_update' THEN 'Match update'
        ELSE 'New message from ' || (n."facts"->>'senderName') END,
      "message" = CASE
        WHEN n."type" = 'new_message' THEN n."facts"->>'preview'
        WHEN n."type" = 'new_match' THEN
          (CASE WHEN n."facts"->>'viewer' = 'seeker'
                THEN 'Your ' || (n."facts"->>'requestType') || ' request matches ' || (n."facts"->>'spaceName')
                ELSE (n."facts"->>'spaceName') || ' matches the request "' || (n."facts"->>'requestTitle') || '"' END)
          || ': ' || (n."facts"->>'sharedCount') || ' shared value'
          || CASE WHEN (n."facts"->>'sharedCount')::int = 1 THEN '' ELSE 's' END
        ELSE (n."facts"->>'actorName') || CASE n."facts"->>'change'
          WHEN 'accept' THEN ' accepted the match for ' || (n."facts"->>'subject') || '. Accept too to confirm it.'
          WHEN 'accepted_by_both' THEN ' accepted: the match for ' || (n."facts"->>'subject') || ' is confirmed.'
          WHEN 'decline' THEN ' declined the match for ' || (n."facts"->>'subject') || '.'
          WHEN 'complete' THEN ' marked the match for ' || (n."facts"->>'subject') || ' as completed.'
          ELSE ' removed their listing, so the match for ' || (n."facts"->>'subject') || ' is closed.' END
      END;
    ALTER TABLE notifications ALTER COLUMN "title" SET NOT NULL, ALTER COLUMN "message" SET NOT NULL,
      DROP COLUMN "facts";
    `,
  );
