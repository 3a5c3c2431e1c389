import { type ListingSide, splitSharedIds } from "@kindred/contract";
import { scoreSql } from "../matching/scoring";

/** The listing a `sort=score` page is scored against: one of the viewer's own, of the other kind. */
export interface ScoreSource {
  spaceType: string;
  /** A request's `values` or an offer's `supportedCauses`. */
  ids: readonly string[];
  /** Only an offer can be sponsored; a request source leaves it to each offer row. */
  isSponsored: boolean;
}

/**
 * The candidate row `p` that `scoreSql` reads, for a browsed listing `l` against `source`.
 * The source's few ids are known before the query, so each shared count is a sum of
 * "is this id in the row's list" tests: a plain expression per row, no subquery, which keeps
 * scoring every open listing cheap. Ids are split by kind exactly as the definition does
 * (`splitSharedIds`), so the score is `scorePair`'s.
 */
export const scoreCandidateSql = (side: ListingSide, source: ScoreSource, rowIds: string) => {
  const ids = [...new Set(source.ids)];
  const split = splitSharedIds(ids);
  const replacements: Record<string, unknown> = { sourceType: source.spaceType, sourceSponsored: source.isSponsored };
  const count = (kind: keyof typeof split) => {
    const terms = split[kind].map((id, i) => {
      replacements[`${kind}${i}`] = id;
      return `(:${kind}${i} = ANY(${rowIds}))::int`;
    });
    return terms.length > 0 ? terms.join(" + ") : "0";
  };
  const types =
    side === "offer"
      ? `:sourceType AS "requestType", l."spaceType" AS "offerType", l."isSponsored"`
      : `l."spaceType" AS "requestType", :sourceType AS "offerType", :sourceSponsored AS "isSponsored"`;
  const candidate = `CROSS JOIN LATERAL (
      SELECT ${count("missions")} AS "missionCount", ${count("projectTypes")} AS "projectTypeCount",
             ${count("other")} AS "otherCount", ${types}
    ) p`;
  return { candidate, score: scoreSql("p"), replacements };
};
