CREATE OR REPLACE FUNCTION public.search_ranked(ids uuid[], scores real[], times timestamp with time zone[], more_ids uuid[], more_scores real[], more_times timestamp with time zone[], hit_limit integer)
 RETURNS TABLE(id uuid, score real)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
        -- search_hits' ranking of one kind: its candidates matching in the name (ids, scores and
        -- creation times), then those matching anywhere, best first, at most hit_limit. A row in
        -- both lists was scored alike in each (the same vector, the same ranking), so it is
        -- counted once: a plain concatenation without the second list's ids in the first, where a
        -- UNION sorted both lists to drop the duplicates. Inlined into the caller's statement.
        SELECT c."id", c."score"
          FROM (SELECT s."id", s."score", s."createdAt"
                  FROM unnest(ids, scores, times) AS s("id", "score", "createdAt")
                UNION ALL
                SELECT s."id", s."score", s."createdAt"
                  FROM unnest(more_ids, more_scores, more_times) AS s("id", "score", "createdAt")
                 WHERE s."id" <> ALL (coalesce(ids, '{}'))) AS c
         ORDER BY c."score" DESC, c."createdAt" DESC, c."id"
         LIMIT hit_limit
      $function$
