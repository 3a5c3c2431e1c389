import { type ListingSide, splitSharedIds } from "@kindred/contract";
import { booleanLiteral, textArrayLiteral, textLiteral } from "../../db/sqlLiteral";
import { scoreSql } from "../matching/scoring";

/** The listing a `sort=score` page is scored against: one of the viewer's own, of the other kind. */
export interface ScoreSource {
  spaceType: string;
  /** A request's `values` or an offer's `supportedCauses`. */
  ids: readonly string[];
  /** Only an offer can be sponsored; a request source leaves it to each offer row. */
  isSponsored: boolean;
}

/** The browsed row's shared-id list, as text and as the bits of `listing_id_bits` (migration 20261125010000). */
export interface RowIds {
  ids: string;
  bits: string;
}

/** The bit `listing_id_bits` sets for an id outside its list. */
const OUTSIDE_THE_LIST = "(1::bigint << 62)";

/**
 * The candidate row `p` that `scoreSql` reads, for a browsed listing `l` against `source`.
 * Ids are split by kind exactly as the definition does (`splitSharedIds`), so the score is
 * `scorePair`'s. A shared count is the bits the row and the source's ids of that kind have in
 * common: a few integer operations a row, read from the narrow explore-score index. When the
 * source holds an id `listing_id_bits` does not know, no bit stands for it, so the count is
 * instead a sum of "is this id in the row's list" tests. The source's ids are constants, so
 * PostgreSQL decides between the two when it plans the query and the other is never evaluated
 * (they are written in as literals, `db/sqlLiteral.ts`).
 * `shares` is whether the row shares any id with the source, the same way.
 */
export const scoreCandidateSql = (side: ListingSide, source: ScoreSource, row: RowIds) => {
  const ids = [...new Set(source.ids)];
  const split = splitSharedIds(ids);
  const sourceIds = textArrayLiteral(ids);
  const sourceType = textLiteral(source.spaceType);
  const bitsKnowEveryId = ids.length === 0 ? "true" : `(listing_id_bits(${sourceIds}) & ${OUTSIDE_THE_LIST}) = 0`;
  const count = (kind: keyof typeof split) => {
    if (split[kind].length === 0) return "0";
    const tests = split[kind].map((id) => `(${textLiteral(id)} = ANY(${row.ids}))::int`);
    const common = `(${row.bits} & listing_id_bits(${textArrayLiteral(split[kind])}))`;
    // One id is one bit: testing it is cheaper than counting (bit_count needs a bit string).
    const bits = split[kind].length === 1 ? `(${common} <> 0)::int` : `bit_count(${common}::bit(64))::int`;
    return `CASE WHEN ${bitsKnowEveryId} THEN ${bits} ELSE ${tests.join(" + ")} END`;
  };
  const types =
    side === "offer"
      ? `${sourceType} AS "requestType", l."spaceType" AS "offerType", l."isSponsored"`
      : `l."spaceType" AS "requestType", ${sourceType} AS "offerType", ${booleanLiteral(source.isSponsored)} AS "isSponsored"`;
  const shares =
    ids.length === 0
      ? "false"
      : `CASE WHEN ${bitsKnowEveryId}
          THEN (${row.bits} & listing_id_bits(${sourceIds})) <> 0
          ELSE ${row.ids} && ${sourceIds} END`;
  const candidate = `CROSS JOIN LATERAL (
      SELECT ${count("missions")} AS "missionCount", ${count("projectTypes")} AS "projectTypeCount",
             ${count("other")} AS "otherCount", ${types}
    ) p`;
  return { candidate, score: scoreSql("p"), shares };
};
