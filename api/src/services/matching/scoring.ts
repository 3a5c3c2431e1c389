/**
 * How a match is scored. `scorePair` is the definition; `scoreSql` is the same weighting for the
 * engine's one SQL statement (`matchMaker.ts`). The reasons shown for a match are worded from its
 * facts by `matchReasons` in contract.
 */
import { MATCHING, type MatchFacts, splitSharedIds } from "@kindred/contract";

/** The fields of a request the matching rule reads. */
export interface RequestForMatching {
  userId: string;
  spaceType: string;
  participants: number | null;
  values: readonly string[];
  /** Access feature ids the offer must all have (hard filters). */
  accessNeeds: readonly string[];
}

/** The fields of an offer the matching rule reads. */
export interface OfferForMatching {
  userId: string;
  spaceType: string;
  capacity: number;
  supportedCauses: readonly string[];
  isActive: boolean;
  isSponsored: boolean;
  accessFeatures: readonly string[];
}

export interface PairScore {
  /** Whether the pair becomes a match at all (candidate filter and threshold). */
  qualifies: boolean;
  score: number;
  /** What the match's reasons are worded from (`matchReasons` of contract); null when it does not qualify. */
  facts: MatchFacts | null;
}

/** Whether two space types fit: equal, or `other` on either side. */
export const spaceTypesFit = (requestType: string, offerType: string) =>
  requestType === offerType || requestType === "other" || offerType === "other";

/**
 * The score of a pair from its shared counts by kind: 3 per mission, 2 per project type / activity,
 * 1 per any other shared id, 2 when both want the same space type, 1 for a partner (sponsored) space.
 */
const weighted = (
  counts: { missions: number; projectTypes: number; other: number },
  sameType: boolean,
  sponsored: boolean,
) =>
  counts.missions * MATCHING.missionWeight +
  counts.projectTypes * MATCHING.projectTypeWeight +
  counts.other * MATCHING.impactWeight +
  (sameType ? MATCHING.sameSpaceTypeBonus : 0) +
  (sponsored ? MATCHING.sponsoredBonus : 0);

/**
 * The same score as an SQL expression over a candidate row `p` (`matchMaker.ts`): its shared
 * counts ("missionCount", "projectTypeCount", "otherCount"), "requestType", "offerType" and
 * "isSponsored". `matchMaker.test.ts` checks the engine agrees with `scorePair` on generated pairs.
 */
export const scoreSql = (p: string) => `(${p}."missionCount" * ${MATCHING.missionWeight}
  + ${p}."projectTypeCount" * ${MATCHING.projectTypeWeight}
  + ${p}."otherCount" * ${MATCHING.impactWeight}
  + CASE WHEN ${p}."requestType" = ${p}."offerType" THEN ${MATCHING.sameSpaceTypeBonus} ELSE 0 END
  + CASE WHEN ${p}."isSponsored" THEN ${MATCHING.sponsoredBonus} ELSE 0 END)`;

/**
 * Whether a request and an offer match, and with what score, as a pure function.
 * Shared ids are the intersection of the request's `values` with the offer's `supportedCauses`,
 * in the request's order: 3 per mission, 2 per project type / activity, 1 per any other shared id.
 * A request's impacts and an offer's community investments are different lists, so in practice
 * that last term is 0; it is implemented literally, "1 per other shared id".
 * A request's access needs are hard filters: an offer lacking one is no candidate, and the facts
 * name the needs (all of them met) so the reasons can.
 */
export const scorePair = (request: RequestForMatching, offer: OfferForMatching): PairScore => {
  const none: PairScore = { qualifies: false, score: 0, facts: null };
  if (!offer.isActive || request.userId === offer.userId) return none;
  if (request.participants !== null && offer.capacity < request.participants) return none;
  if (!spaceTypesFit(request.spaceType, offer.spaceType)) return none;
  const needs = [...new Set(request.accessNeeds)];
  const features = new Set(offer.accessFeatures);
  if (!needs.every((need) => features.has(need))) return none;

  const causes = new Set(offer.supportedCauses);
  const sharedIds = [...new Set(request.values)].filter((id) => causes.has(id));
  const shared = splitSharedIds(sharedIds);
  const score = weighted(
    { missions: shared.missions.length, projectTypes: shared.projectTypes.length, other: shared.other.length },
    request.spaceType === offer.spaceType,
    offer.isSponsored,
  );
  const qualifies = shared.missions.length > 0 && score >= MATCHING.minScore;
  if (!qualifies) return { qualifies, score, facts: null };
  return {
    qualifies,
    score,
    facts: {
      sharedIds,
      requestType: request.spaceType,
      offerType: offer.spaceType,
      participants: request.participants,
      capacity: offer.capacity,
      sponsored: offer.isSponsored,
      ...(needs.length > 0 ? { accessNeeds: needs } : {}),
    },
  };
};
