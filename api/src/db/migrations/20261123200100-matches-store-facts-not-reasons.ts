import { MISSIONS, PROJECT_TYPES } from "@kindred/contract";
import { type Migration, runSql } from "../migrate";

/**
 * A match keeps the facts it was made of (shared ids, space types, head count, capacity, partner
 * space) and its reasons are worded from them when read, for the member reading them: the host and
 * the seeker read the capacity fit differently. Existing rows get their facts back out of the
 * reasons this server wrote until now; what a reason does not say comes from the listings.
 */
export const up: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    String.raw`
    ALTER TABLE matches ADD COLUMN "facts" jsonb;
    UPDATE matches m SET "facts" = jsonb_build_object(
      'sharedIds', to_jsonb(ARRAY(
        SELECT id
          FROM unnest(m."reasons") WITH ORDINALITY AS t(reason, k)
          CROSS JOIN LATERAL unnest(string_to_array(
            (regexp_match(reason, '^Shared (?:missions|activities|values): (.*)$'))[1], ', ')
          ) WITH ORDINALITY AS s(id, n)
         ORDER BY k, n)),
      'requestType', coalesce(
        (SELECT coalesce(p[1], p[2]) FROM unnest(m."reasons") reason
           CROSS JOIN LATERAL regexp_match(reason, '^(?:Both want an? (\S+) space|Flexible space type \((\S+) / \S+\))$') p
          WHERE p IS NOT NULL LIMIT 1),
        (SELECT r."spaceType" FROM space_requests r WHERE r."id" = m."spaceRequestId"), 'other'),
      'offerType', coalesce(
        (SELECT coalesce(p[1], p[2]) FROM unnest(m."reasons") reason
           CROSS JOIN LATERAL regexp_match(reason, '^(?:Both want an? (\S+) space|Flexible space type \(\S+ / (\S+)\))$') p
          WHERE p IS NOT NULL LIMIT 1),
        (SELECT o."spaceType" FROM space_offers o WHERE o."id" = m."spaceOfferId"), 'other'),
      'participants', (SELECT p[1]::int FROM unnest(m."reasons") reason
                         CROSS JOIN LATERAL regexp_match(reason, '^Room for \d+ \(you need (\d+)\)$') p
                        WHERE p IS NOT NULL LIMIT 1),
      'capacity', coalesce(
        (SELECT p[1]::int FROM unnest(m."reasons") reason
           CROSS JOIN LATERAL regexp_match(reason, '^Room for (\d+)') p
          WHERE p IS NOT NULL LIMIT 1),
        (SELECT o."capacity" FROM space_offers o WHERE o."id" = m."spaceOfferId"), 1),
      'sponsored', 'Partner space' = ANY(m."reasons"));
    ALTER TABLE matches ALTER COLUMN "facts" SET NOT NULL, DROP COLUMN "reasons";
    `,
  );

const sharedOfKind = (label: string, condition: string) =>
  `(SELECT '${label}: ' || string_agg(id, ', ' ORDER BY n)
      FROM jsonb_array_elements_text(m."facts"->'sharedIds') WITH ORDINALITY AS t(id, n)
     WHERE ${condition})`;

/** The reasons back, worded for the seeker as they were when this migration was written. */
export const down: Migration = async ({ context: { sequelize } }) =>
  sequelize.transaction(async (transaction) => {
    await sequelize.query(
      `
      ALTER TABLE matches ADD COLUMN "reasons" text[] NOT NULL DEFAULT '{}';
      UPDATE matches m SET "reasons" = array_remove(ARRAY[
        ${sharedOfKind("Shared missions", "id = ANY(ARRAY[:missions]::text[])")},
        ${sharedOfKind("Shared activities", "id = ANY(ARRAY[:projectTypes]::text[])")},
        ${sharedOfKind("Shared values", "id <> ALL(ARRAY[:missions]::text[]) AND id <> ALL(ARRAY[:projectTypes]::text[])")},
        CASE WHEN m."facts"->>'requestType' = m."facts"->>'offerType'
             THEN 'Both want ' || CASE WHEN left(m."facts"->>'requestType', 1) IN ('a', 'e', 'i', 'o', 'u') THEN 'an ' ELSE 'a ' END
                  || (m."facts"->>'requestType') || ' space'
             ELSE 'Flexible space type (' || (m."facts"->>'requestType') || ' / ' || (m."facts"->>'offerType') || ')' END,
        'Room for ' || (m."facts"->>'capacity')
          || coalesce(' (you need ' || (m."facts"->>'participants') || ')', ''),
        CASE WHEN (m."facts"->>'sponsored')::boolean THEN 'Partner space' END
      ], NULL);
      ALTER TABLE matches DROP COLUMN "facts";
      `,
      { replacements: { missions: [...MISSIONS], projectTypes: [...PROJECT_TYPES] }, transaction },
    );
  });
