import { choiceLabel } from "./choiceLabels";
import { MISSIONS, PROJECT_TYPES } from "./choices";

/**
 * What a match was made of, stored on the match when the engine makes it. Its reasons are worded
 * from these facts when read, for the member reading them.
 */
export interface MatchFacts {
  /** Ids the request's `values` share with the offer's `supportedCauses`, in the request's order. */
  sharedIds: string[];
  requestType: string;
  offerType: string;
  /** The request's head count; null when it gave none. */
  participants: number | null;
  capacity: number;
  sponsored: boolean;
  /**
   * The request's access needs, all met by the offer (needs are hard filters). Left out when the
   * request has none, so matches made before access needs existed read the same.
   */
  accessNeeds?: string[];
}

/** Who reads a match: the request's owner (seeker) or the offer's owner (host). */
export type MatchViewer = "seeker" | "host";

const article = (word: string) => (/^[aeiou]/.test(word) ? "an" : "a");

/** Ids as their labels (DESIGN 11.8), e.g. "Creative arts, Community building". */
const labels = (ids: readonly string[]) => ids.map(choiceLabel).join(", ");
/** A space type inside a sentence: "workshop", "outdoor". */
const typeWord = (id: string) => choiceLabel(id).toLowerCase();

export const MATCH_REASON_TEXTS = {
  sharedMissions: (ids: readonly string[]) => `Shared missions: ${labels(ids)}`,
  sharedActivities: (ids: readonly string[]) => `Shared activities: ${labels(ids)}`,
  sharedValues: (ids: readonly string[]) => `Shared values: ${labels(ids)}`,
  sameSpaceType: (type: string) => `Both want ${article(typeWord(type))} ${typeWord(type)} space`,
  flexibleSpaceType: (requestType: string, offerType: string) =>
    `Flexible space type (${typeWord(requestType)} / ${typeWord(offerType)})`,
  room: (capacity: number) => `Room for ${capacity}`,
  /** The seeker reads the space's room against their group. */
  roomForYourGroup: (capacity: number, participants: number) => `Room for ${capacity} (you need ${participants})`,
  /** The host reads the group against their space's room. */
  groupInYourSpace: (capacity: number, participants: number) => `Room for ${participants} of your ${capacity}`,
  partnerSpace: "Partner space",
  accessNeedsMet: (ids: readonly string[]) => `Access needs met: ${labels(ids)}`,
} as const;

const missionSet = new Set<string>(MISSIONS);
const projectTypeSet = new Set<string>(PROJECT_TYPES);

/** The shared ids by kind, each in the request's order. */
export const splitSharedIds = (sharedIds: readonly string[]) => ({
  missions: sharedIds.filter((id) => missionSet.has(id)),
  projectTypes: sharedIds.filter((id) => projectTypeSet.has(id)),
  other: sharedIds.filter((id) => !missionSet.has(id) && !projectTypeSet.has(id)),
});

/** Why a pair matched, worded for `viewer`: shared values by kind, space type, room, access needs met, partner space. */
export const matchReasons = (facts: MatchFacts, viewer: MatchViewer): string[] => {
  const T = MATCH_REASON_TEXTS;
  const shared = splitSharedIds(facts.sharedIds);
  const reasons: string[] = [];
  if (shared.missions.length > 0) reasons.push(T.sharedMissions(shared.missions));
  if (shared.projectTypes.length > 0) reasons.push(T.sharedActivities(shared.projectTypes));
  if (shared.other.length > 0) reasons.push(T.sharedValues(shared.other));
  reasons.push(
    facts.requestType === facts.offerType
      ? T.sameSpaceType(facts.requestType)
      : T.flexibleSpaceType(facts.requestType, facts.offerType),
  );
  if (facts.participants === null) reasons.push(T.room(facts.capacity));
  else if (viewer === "seeker") reasons.push(T.roomForYourGroup(facts.capacity, facts.participants));
  else reasons.push(T.groupInYourSpace(facts.capacity, facts.participants));
  if (facts.accessNeeds && facts.accessNeeds.length > 0) reasons.push(T.accessNeedsMet(facts.accessNeeds));
  if (facts.sponsored) reasons.push(T.partnerSpace);
  return reasons;
};
