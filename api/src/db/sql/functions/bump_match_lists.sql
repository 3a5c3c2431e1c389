CREATE OR REPLACE FUNCTION public.bump_match_lists(members uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
      INSERT INTO match_list_versions AS v ("memberId", "version")
      SELECT DISTINCT member, 1 FROM unnest(members) AS member WHERE member IS NOT NULL ORDER BY member
      ON CONFLICT ("memberId") DO UPDATE SET "version" = v."version" + 1
    $function$;
