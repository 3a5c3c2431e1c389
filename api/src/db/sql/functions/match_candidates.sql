CREATE OR REPLACE FUNCTION public.match_candidates(side text, listing_id uuid, candidate_window integer, missions text[], project_types text[], suspended uuid[])
 RETURNS TABLE("spaceRequestId" uuid, "spaceOfferId" uuid, "candidateCreatedAt" timestamp with time zone, "requestType" text, "offerType" text, "isSponsored" boolean, "missionCount" integer, "projectTypeCount" integer, "otherCount" integer)
 LANGUAGE plpgsql
 STABLE
 SET enable_seqscan TO 'off'
 SET enable_bitmapscan TO 'off'
 SET enable_sort TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
      -- The candidates of one listing (services/matching/matchMaker.ts, docs/matching.md "How far
      -- it looks"): the other side's listings that fit it (open, of another member, a fitting space
      -- type and capacity, every access need among the offer's features, at least one shared
      -- mission, neither owner blocking the other nor suspended, `suspended` being the members
      -- suspended now), newest first, at most `candidate_window` of them, each as the pair's ids,
      -- the candidate's creation time and what the score reads: both space types, whether the
      -- offer is sponsored, and how many of the source's missions, project types and other ids the
      -- candidate holds. Nothing else: the statement that scores them keeps a few, and reads the
      -- rest of those few (owners, head count, capacity, their lists) by id. Carrying the lists of
      -- every candidate through the merge, the limit and the result cost more than scanning them.
      --
      -- A function so that each statement is planned once per connection, with the settings above:
      -- the planner cannot know how soon the window fills (it guesses a handful of candidates in
      -- all), so left alone it reads every listing and sorts them. With seq scans, bitmaps and
      -- sorts off, the newest-first indexes are its one way in and the scan stops when the window
      -- is full. A source whose type is not `other` reads the candidates of its type and those of
      -- type `other` (the only ones that fit it) from the per-type newest-first index
      -- (`space_offers_matching_by_type`, `space_requests_matching_by_type`), each type's scan
      -- newest first and the two merged newest first under one limit (a Merge Append); a source of
      -- type `other` fits every type and reads the one newest-first index of open listings
      -- (`space_offers_matching`, `space_requests_matching`). A source of another type whose
      -- missions all have a bit among bits 0-9 (`byMission`: the contract's missions) reads
      -- instead only listings that share one of them: for each mission one index of the open
      -- listings holding it, by type and newest first (`space_offers_matching_by_mission_<bit>`,
      -- `space_requests_matching_by_mission_<bit>`), its two fitting types' scans for each of its
      -- missions merged newest first, a listing found under two missions kept once (`DISTINCT ON`
      -- over the merged order). Each case is in each statement and the source's type and missions
      -- switch the others off before they run (one-time filters: an arm per mission and type, off
      -- for the missions the source does not hold), so the one kept (generic) plan serves all of
      -- them.
      --
      -- The conditions are one `IS TRUE` expression so that no other index serves them, the cheap
      -- comparisons first: every entry the scan passes is tested, most fail, and AND stops at the
      -- first that does. Most fail on the missions, so a shared mission is first tested on the
      -- entry's id bits (`causeBits`, `valueBits`) against the source's mission bits, an integer
      -- AND; when the source holds an id the bits do not know that test is skipped. The arrays'
      -- own overlap (`&&`) stays after it, so the conditions are the same. In the by-mission scans
      -- the entry's bit of one of the source's missions is the index's condition, which is the
      -- overlap (the bits are generated from the lists), so there only the capacity and the access
      -- needs are tested, each entry in its own scan before the merge. A source's ids count as
      -- bits (`listing_id_bits`) unless it holds an id the bits do not know; then the candidate's
      -- list is read by id and counted against the source's short lists. Who blocks whom is read
      -- once per source (`blockedIds`, both ways), not probed per candidate.
      #variable_conflict use_column
      BEGIN
        IF side = 'request' THEN
          RETURN QUERY
          WITH source AS MATERIALIZED (
            SELECT s.*, listing_id_bits(s."missionIds") AS "missionBits",
                   listing_id_bits(s."projectTypeIds") AS "projectTypeBits",
                   listing_id_bits(s."otherIds") AS "otherBits",
                   listing_id_bits(s."missionIds" || s."projectTypeIds" || s."otherIds") & (1::bigint << 62) = 0 AS "bitsSayAll",
                   listing_id_bits(s."missionIds") & ~1023::bigint = 0 AS "byMission"
              FROM (
                SELECT r."id", r."userId", r."spaceType", r."accessNeeds",
                       ARRAY(SELECT DISTINCT v FROM unnest(r."values") v WHERE v = ANY(missions)) AS "missionIds",
                       ARRAY(SELECT DISTINCT v FROM unnest(r."values") v WHERE v = ANY(project_types)) AS "projectTypeIds",
                       ARRAY(SELECT DISTINCT v FROM unnest(r."values") v
                              WHERE v <> ALL(missions) AND v <> ALL(project_types)) AS "otherIds",
                       coalesce(r."participants", 1) AS "minCapacity",
                       ARRAY(SELECT b."blockedId" FROM blocks b WHERE b."blockerId" = r."userId"
                             UNION ALL SELECT b."blockerId" FROM blocks b WHERE b."blockedId" = r."userId") AS "blockedIds"
                  FROM space_requests r WHERE r."id" = listing_id AND r."pausedAt" IS NULL
              ) s
          )
          SELECT r."id", o."id", o."createdAt", r."spaceType", o."spaceType", o."isSponsored",
                 CASE WHEN r."bitsSayAll" THEN bit_count((o."causeBits" & r."missionBits")::bit(64))::int
                      ELSE (SELECT count(*) FROM space_offers x, unnest(r."missionIds") v
                             WHERE x."id" = o."id" AND v = ANY(x."supportedCauses"))::int END,
                 CASE WHEN r."bitsSayAll" THEN bit_count((o."causeBits" & r."projectTypeBits")::bit(64))::int
                      ELSE (SELECT count(*) FROM space_offers x, unnest(r."projectTypeIds") v
                             WHERE x."id" = o."id" AND v = ANY(x."supportedCauses"))::int END,
                 CASE WHEN r."bitsSayAll" THEN bit_count((o."causeBits" & r."otherBits")::bit(64))::int
                      ELSE (SELECT count(*) FROM space_offers x, unnest(r."otherIds") v
                             WHERE x."id" = o."id" AND v = ANY(x."supportedCauses"))::int END
            FROM source r
            CROSS JOIN LATERAL ((
              SELECT DISTINCT ON (s."createdAt", s."id") s.*
                FROM (
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 1::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 1::bigint) <> 0 AND c."spaceType" = r."spaceType"
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 1::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 1::bigint) <> 0 AND c."spaceType" = 'other'
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 2::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 2::bigint) <> 0 AND c."spaceType" = r."spaceType"
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 2::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 2::bigint) <> 0 AND c."spaceType" = 'other'
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 4::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 4::bigint) <> 0 AND c."spaceType" = r."spaceType"
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 4::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 4::bigint) <> 0 AND c."spaceType" = 'other'
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 8::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 8::bigint) <> 0 AND c."spaceType" = r."spaceType"
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 8::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 8::bigint) <> 0 AND c."spaceType" = 'other'
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 16::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 16::bigint) <> 0 AND c."spaceType" = r."spaceType"
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 16::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 16::bigint) <> 0 AND c."spaceType" = 'other'
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 32::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 32::bigint) <> 0 AND c."spaceType" = r."spaceType"
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 32::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 32::bigint) <> 0 AND c."spaceType" = 'other'
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 64::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 64::bigint) <> 0 AND c."spaceType" = r."spaceType"
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 64::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 64::bigint) <> 0 AND c."spaceType" = 'other'
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 128::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 128::bigint) <> 0 AND c."spaceType" = r."spaceType"
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 128::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 128::bigint) <> 0 AND c."spaceType" = 'other'
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 256::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 256::bigint) <> 0 AND c."spaceType" = r."spaceType"
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 256::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 256::bigint) <> 0 AND c."spaceType" = 'other'
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 512::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 512::bigint) <> 0 AND c."spaceType" = r."spaceType"
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits" FROM space_offers c
                  WHERE (r."missionBits" & 512::bigint) <> 0 AND c."isActive" AND (c."causeBits" & 512::bigint) <> 0 AND c."spaceType" = 'other'
                    AND (c."capacity" >= r."minCapacity" AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
              ) s
              WHERE r."spaceType" <> 'other' AND r."byMission"
                AND s."userId" <> r."userId" AND s."userId" <> ALL(suspended) AND r."userId" <> ALL(suspended)
                AND s."userId" <> ALL(r."blockedIds")
              ORDER BY s."createdAt" DESC, s."id" DESC
              LIMIT candidate_window
            ) UNION ALL (
              SELECT * FROM (
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits"
                   FROM space_offers c
                  WHERE c."isActive" AND c."spaceType" = r."spaceType"
                    AND ((NOT r."bitsSayAll" OR (c."causeBits" & r."missionBits") <> 0) AND c."capacity" >= r."minCapacity" AND c."supportedCauses" && r."missionIds"
                         AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                    AND c."userId" <> r."userId" AND c."userId" <> ALL(suspended) AND r."userId" <> ALL(suspended)
                    AND c."userId" <> ALL(r."blockedIds")
                  ORDER BY c."createdAt" DESC, c."id" DESC
                  LIMIT candidate_window)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits"
                   FROM space_offers c
                  WHERE c."isActive" AND c."spaceType" = 'other'
                    AND ((NOT r."bitsSayAll" OR (c."causeBits" & r."missionBits") <> 0) AND c."capacity" >= r."minCapacity" AND c."supportedCauses" && r."missionIds"
                         AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                    AND c."userId" <> r."userId" AND c."userId" <> ALL(suspended) AND r."userId" <> ALL(suspended)
                    AND c."userId" <> ALL(r."blockedIds")
                  ORDER BY c."createdAt" DESC, c."id" DESC
                  LIMIT candidate_window)
              ) typed
              WHERE r."spaceType" <> 'other' AND NOT r."byMission"
              ORDER BY typed."createdAt" DESC, typed."id" DESC
              LIMIT candidate_window
            ) UNION ALL (
              SELECT c."id", c."createdAt", c."userId", c."spaceType", c."isSponsored", c."causeBits"
                   FROM space_offers c
                  WHERE r."spaceType" = 'other' AND c."isActive"
                    AND ((NOT r."bitsSayAll" OR (c."causeBits" & r."missionBits") <> 0) AND c."capacity" >= r."minCapacity" AND c."supportedCauses" && r."missionIds"
                         AND c."accessFeatures" @> r."accessNeeds") IS TRUE
                    AND c."userId" <> r."userId" AND c."userId" <> ALL(suspended) AND r."userId" <> ALL(suspended)
                    AND c."userId" <> ALL(r."blockedIds")
                  ORDER BY c."createdAt" DESC, c."id" DESC
                  LIMIT candidate_window
            )) o;
        ELSE
          RETURN QUERY
          WITH source AS MATERIALIZED (
            SELECT s.*, listing_id_bits(s."missionIds") AS "missionBits",
                   listing_id_bits(s."projectTypeIds") AS "projectTypeBits",
                   listing_id_bits(s."otherIds") AS "otherBits",
                   listing_id_bits(s."missionIds" || s."projectTypeIds" || s."otherIds") & (1::bigint << 62) = 0 AS "bitsSayAll",
                   listing_id_bits(s."missionIds") & ~1023::bigint = 0 AS "byMission"
              FROM (
                SELECT o."id", o."userId", o."spaceType", o."capacity", o."isSponsored", o."accessFeatures",
                       ARRAY(SELECT DISTINCT v FROM unnest(o."supportedCauses") v WHERE v = ANY(missions)) AS "missionIds",
                       ARRAY(SELECT DISTINCT v FROM unnest(o."supportedCauses") v WHERE v = ANY(project_types)) AS "projectTypeIds",
                       ARRAY(SELECT DISTINCT v FROM unnest(o."supportedCauses") v
                              WHERE v <> ALL(missions) AND v <> ALL(project_types)) AS "otherIds",
                       ARRAY(SELECT b."blockedId" FROM blocks b WHERE b."blockerId" = o."userId"
                             UNION ALL SELECT b."blockerId" FROM blocks b WHERE b."blockedId" = o."userId") AS "blockedIds"
                  FROM space_offers o WHERE o."id" = listing_id AND o."isActive"
              ) s
          )
          SELECT r."id", o."id", r."createdAt", r."spaceType", o."spaceType", o."isSponsored",
                 CASE WHEN o."bitsSayAll" THEN bit_count((r."valueBits" & o."missionBits")::bit(64))::int
                      ELSE (SELECT count(*) FROM space_requests x, unnest(o."missionIds") v
                             WHERE x."id" = r."id" AND v = ANY(x."values"))::int END,
                 CASE WHEN o."bitsSayAll" THEN bit_count((r."valueBits" & o."projectTypeBits")::bit(64))::int
                      ELSE (SELECT count(*) FROM space_requests x, unnest(o."projectTypeIds") v
                             WHERE x."id" = r."id" AND v = ANY(x."values"))::int END,
                 CASE WHEN o."bitsSayAll" THEN bit_count((r."valueBits" & o."otherBits")::bit(64))::int
                      ELSE (SELECT count(*) FROM space_requests x, unnest(o."otherIds") v
                             WHERE x."id" = r."id" AND v = ANY(x."values"))::int END
            FROM source o
            CROSS JOIN LATERAL ((
              SELECT DISTINCT ON (s."createdAt", s."id") s.*
                FROM (
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 1::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 1::bigint) <> 0 AND c."spaceType" = o."spaceType"
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 1::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 1::bigint) <> 0 AND c."spaceType" = 'other'
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 2::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 2::bigint) <> 0 AND c."spaceType" = o."spaceType"
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 2::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 2::bigint) <> 0 AND c."spaceType" = 'other'
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 4::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 4::bigint) <> 0 AND c."spaceType" = o."spaceType"
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 4::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 4::bigint) <> 0 AND c."spaceType" = 'other'
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 8::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 8::bigint) <> 0 AND c."spaceType" = o."spaceType"
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 8::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 8::bigint) <> 0 AND c."spaceType" = 'other'
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 16::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 16::bigint) <> 0 AND c."spaceType" = o."spaceType"
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 16::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 16::bigint) <> 0 AND c."spaceType" = 'other'
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 32::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 32::bigint) <> 0 AND c."spaceType" = o."spaceType"
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 32::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 32::bigint) <> 0 AND c."spaceType" = 'other'
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 64::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 64::bigint) <> 0 AND c."spaceType" = o."spaceType"
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 64::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 64::bigint) <> 0 AND c."spaceType" = 'other'
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 128::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 128::bigint) <> 0 AND c."spaceType" = o."spaceType"
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 128::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 128::bigint) <> 0 AND c."spaceType" = 'other'
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 256::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 256::bigint) <> 0 AND c."spaceType" = o."spaceType"
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 256::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 256::bigint) <> 0 AND c."spaceType" = 'other'
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 512::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 512::bigint) <> 0 AND c."spaceType" = o."spaceType"
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits" FROM space_requests c
                  WHERE (o."missionBits" & 512::bigint) <> 0 AND c."pausedAt" IS NULL AND (c."valueBits" & 512::bigint) <> 0 AND c."spaceType" = 'other'
                    AND ((c."participants" IS NULL OR o."capacity" >= c."participants") AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                  ORDER BY c."createdAt" DESC, c."id" DESC)
              ) s
              WHERE o."spaceType" <> 'other' AND o."byMission"
                AND s."userId" <> o."userId" AND s."userId" <> ALL(suspended) AND o."userId" <> ALL(suspended)
                AND s."userId" <> ALL(o."blockedIds")
              ORDER BY s."createdAt" DESC, s."id" DESC
              LIMIT candidate_window
            ) UNION ALL (
              SELECT * FROM (
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits"
                   FROM space_requests c
                  WHERE c."pausedAt" IS NULL AND c."spaceType" = o."spaceType"
                    AND ((NOT o."bitsSayAll" OR (c."valueBits" & o."missionBits") <> 0)
                         AND (c."participants" IS NULL OR o."capacity" >= c."participants")
                         AND c."values" && o."missionIds" AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                    AND c."userId" <> o."userId" AND c."userId" <> ALL(suspended) AND o."userId" <> ALL(suspended)
                    AND c."userId" <> ALL(o."blockedIds")
                  ORDER BY c."createdAt" DESC, c."id" DESC
                  LIMIT candidate_window)
                UNION ALL
                (SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits"
                   FROM space_requests c
                  WHERE c."pausedAt" IS NULL AND c."spaceType" = 'other'
                    AND ((NOT o."bitsSayAll" OR (c."valueBits" & o."missionBits") <> 0)
                         AND (c."participants" IS NULL OR o."capacity" >= c."participants")
                         AND c."values" && o."missionIds" AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                    AND c."userId" <> o."userId" AND c."userId" <> ALL(suspended) AND o."userId" <> ALL(suspended)
                    AND c."userId" <> ALL(o."blockedIds")
                  ORDER BY c."createdAt" DESC, c."id" DESC
                  LIMIT candidate_window)
              ) typed
              WHERE o."spaceType" <> 'other' AND NOT o."byMission"
              ORDER BY typed."createdAt" DESC, typed."id" DESC
              LIMIT candidate_window
            ) UNION ALL (
              SELECT c."id", c."createdAt", c."userId", c."spaceType", c."valueBits"
                   FROM space_requests c
                  WHERE o."spaceType" = 'other' AND c."pausedAt" IS NULL
                    AND ((NOT o."bitsSayAll" OR (c."valueBits" & o."missionBits") <> 0)
                         AND (c."participants" IS NULL OR o."capacity" >= c."participants")
                         AND c."values" && o."missionIds" AND c."accessNeeds" <@ o."accessFeatures") IS TRUE
                    AND c."userId" <> o."userId" AND c."userId" <> ALL(suspended) AND o."userId" <> ALL(suspended)
                    AND c."userId" <> ALL(o."blockedIds")
                  ORDER BY c."createdAt" DESC, c."id" DESC
                  LIMIT candidate_window
            )) r;
        END IF;
      END
    $function$
