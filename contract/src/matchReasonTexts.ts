import { choiceLabel } from "./choiceLabels";
import { MISSIONS, PROJECT_TYPES, type SpaceType } from "./choices";
import { localized, msg } from "./i18n/catalog";

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

/** Ids as their labels (DESIGN 11.8), e.g. "Creative arts, Community building". */
const labels = (ids: readonly string[]) => ids.map(choiceLabel).join(", ");
/** A space type inside a sentence: "workshop", "outdoor". */
const typeWord = (id: string) => choiceLabel(id).toLowerCase();

const MATCH_REASONS = {
  sharedMissions: msg<[labels: string]>("Shared missions: {labels}", "labels"),
  sharedActivities: msg<[labels: string]>("Shared activities: {labels}", "labels"),
  sharedValues: msg<[labels: string]>("Shared values: {labels}", "labels"),
  /** `type` is the space type as `spaceTypeInSentence` words it ("a workshop"). */
  sameSpaceType: msg<[type: string]>("Both want {type} space", "type"),
  /** Each space type inside "Both want … space"; another id reads as `otherSpaceType`. */
  spaceTypeInSentence: {
    classroom: "a classroom",
    workshop: "a workshop",
    studio: "a studio",
    gallery: "a gallery",
    storefront: "a storefront",
    office: "an office",
    outdoor: "an outdoor",
    other: "an other",
  } satisfies Record<SpaceType, string>,
  otherSpaceType: msg<[type: string]>("a {type}", "type"),
  flexibleSpaceType: msg<[requestType: string, offerType: string]>(
    "Flexible space type ({requestType} / {offerType})",
    "requestType",
    "offerType",
  ),
  room: msg<[capacity: number]>("Room for {capacity}", "capacity"),
  /** The seeker reads the space's room against their group. */
  roomForYourGroup: msg<[capacity: number, participants: number]>(
    "Room for {capacity} (you need {participants})",
    "capacity",
    "participants",
  ),
  /** The host reads the group against their space's room. */
  groupInYourSpace: msg<[capacity: number, participants: number]>(
    "Room for {participants} of your {capacity}",
    "capacity",
    "participants",
  ),
  partnerSpace: "Partner space",
  accessNeedsMet: msg<[labels: string]>("Access needs met: {labels}", "labels"),
} as const;

export type MatchReasonCatalog = typeof MATCH_REASONS;
/** The words of match reasons; `matchReasons` composes them from a match's facts. */
export const MATCH_REASON_TEXTS = localized("matchReasons", MATCH_REASONS);

const spaceTypeInSentence = (id: string) => {
  const words = MATCH_REASON_TEXTS.spaceTypeInSentence as Record<string, string>;
  return Object.hasOwn(words, id) ? (words[id] as string) : MATCH_REASON_TEXTS.otherSpaceType(typeWord(id));
};

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
  if (shared.missions.length > 0) reasons.push(T.sharedMissions(labels(shared.missions)));
  if (shared.projectTypes.length > 0) reasons.push(T.sharedActivities(labels(shared.projectTypes)));
  if (shared.other.length > 0) reasons.push(T.sharedValues(labels(shared.other)));
  reasons.push(
    facts.requestType === facts.offerType
      ? T.sameSpaceType(spaceTypeInSentence(facts.requestType))
      : T.flexibleSpaceType(typeWord(facts.requestType), typeWord(facts.offerType)),
  );
  if (facts.participants === null) reasons.push(T.room(facts.capacity));
  else if (viewer === "seeker") reasons.push(T.roomForYourGroup(facts.capacity, facts.participants));
  else reasons.push(T.groupInYourSpace(facts.capacity, facts.participants));
  if (facts.accessNeeds && facts.accessNeeds.length > 0) reasons.push(T.accessNeedsMet(labels(facts.accessNeeds)));
  if (facts.sponsored) reasons.push(T.partnerSpace);
  return reasons;
};
