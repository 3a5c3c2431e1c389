CREATE OR REPLACE FUNCTION public.listing_id_bits(ids text[])
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
        SELECT coalesce(bit_or(coalesce(
                 1::bigint << (array_position(ARRAY['community-education', 'youth-development', 'creative-arts', 'wellness-healing', 'environmental-action', 'social-justice', 'entrepreneurship', 'community-building', 'affordable-access', 'cultural-preservation', 'workshop', 'support-group', 'creative-studio', 'community-meeting', 'skill-share', 'wellness-session', 'performance', 'collaboration', 'mentorship', 'study-group', 'accessible-pricing', 'underserved-populations', 'skill-building', 'healing-trauma', 'environmental-benefit', 'intergenerational', 'cultural-bridge', 'economic-empowerment', 'mental-health', 'creative-expression', 'free-community', 'sliding-scale', 'skills-exchange', 'partial-cost', 'nonprofit-free', 'underserved-free', 'time-banking', 'reciprocal']::text[], id) - 1),
                 1::bigint << 62)), 0)
          FROM unnest(ids) AS id
      $function$;
