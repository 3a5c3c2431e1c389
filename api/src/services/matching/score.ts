import { MATCHING, MISSIONS, PROJECT_TYPES } from "@kindred/contract";

/** The fields of a request the matching rule reads. */
export interface RequestForMatching {
  userId: string;
  spaceType: string;
  participants: number | null;
  values: readonly string[];
}

/** The fields of an offer the matching rule reads. */
export interface OfferForMatching {
  userId: string;
  spaceType: string;
  capacity: number;
  supportedCauses: readonly string[];
  isActive: boolean;
  isSponsored: boolean;
}

export interface PairScore {
  /** Whether the pair becomes a match at all (candidate filter and threshold). */
  qualifies: boolean;
  score: number;
  reasons: string[];
}

const missionSet = new Set<string>(MISSIONS);
const projectTypeSet = new Set<string>(PROJECT_TYPES);

/** Whether two space types fit: equal, or `other` on either side. */
export const spaceTypesFit = (requestType: string, offerType: string) =>
  requestType === offerType || requestType === "other" || offerType === "other";

/**
 * The reasons stored on a match, in the order the SQL of `matchMaker.ts` writes them. Both build
 * the same strings; `score.test.ts` checks they agree.
 */
export const reasonsFor = (parts: {
  sharedMissions: readonly string[];
  sharedProjectTypes: readonly string[];
  sharedOther: readonly string[];
  requestType: string;
  offerType: string;
  participants: number | null;
  capacity: number;
  sponsored: boolean;
}): string[] => {
  const reasons: string[] = [];
  if (parts.sharedMissions.length > 0) reasons.push(`Shared missions: ${parts.sharedMissions.join(", ")}`);
  if (parts.sharedProjectTypes.length > 0) reasons.push(`Shared activities: ${parts.sharedProjectTypes.join(", ")}`);
  if (parts.sharedOther.length > 0) reasons.push(`Shared values: ${parts.sharedOther.join(", ")}`);
  reasons.push(
    parts.requestType === parts.offerType
      ? `Both want ${/^[aeiou]/.test(parts.requestType) ? "an" : "a"} ${parts.requestType} space`
      : `Flexible space type (${parts.requestType} / ${parts.offerType})`,
  );
  reasons.push(
    parts.participants === null
      ? `Room for ${parts.capacity}`
      : `Room for ${parts.capacity} (you need ${parts.participants})`,
  );
  if (parts.sponsored) reasons.push("Partner space");
  return reasons;
};

/**
 * DESIGN.md section 4 "Matching" as a pure function; `matchMaker.ts` computes the same in SQL.
 * Shared ids are the intersection of the request's `values` with the offer's `supportedCauses`,
 * in the request's order: 3 per mission, 2 per project type / activity, 1 per any other shared id.
 * A request's impacts and an offer's community investments are different lists, so in practice
 * that last term is 0; it is implemented literally, "1 per other shared id".
 */
export const scorePair = (request: RequestForMatching, offer: OfferForMatching): PairScore => {
  const none: PairScore = { qualifies: false, score: 0, reasons: [] };
  if (!offer.isActive || request.userId === offer.userId) return none;
  if (request.participants !== null && offer.capacity < request.participants) return none;
  if (!spaceTypesFit(request.spaceType, offer.spaceType)) return none;

  const causes = new Set(offer.supportedCauses);
  const shared = [...new Set(request.values)].filter((id) => causes.has(id));
  const sharedMissions = shared.filter((id) => missionSet.has(id));
  const sharedProjectTypes = shared.filter((id) => projectTypeSet.has(id));
  const sharedOther = shared.filter((id) => !missionSet.has(id) && !projectTypeSet.has(id));
  const sameType = request.spaceType === offer.spaceType;
  const score =
    sharedMissions.length * MATCHING.missionWeight +
    sharedProjectTypes.length * MATCHING.projectTypeWeight +
    sharedOther.length * MATCHING.impactWeight +
    (sameType ? MATCHING.sameSpaceTypeBonus : 0) +
    (offer.isSponsored ? MATCHING.sponsoredBonus : 0);
  const qualifies = sharedMissions.length > 0 && score >= MATCHING.minScore;
  if (!qualifies) return { qualifies, score, reasons: [] };
  return {
    qualifies,
    score,
    reasons: reasonsFor({
      sharedMissions,
      sharedProjectTypes,
      sharedOther,
      requestType: request.spaceType,
      offerType: offer.spaceType,
      participants: request.participants,
      capacity: offer.capacity,
      sponsored: offer.isSponsored,
    }),
  };
};
