/**
 * Choice lists of docs/product.md section 3. The API stores and answers the ids; people read their
 * labels (choiceLabels.ts, DESIGN 11.8).
 * Groups say which picker a list belongs to; `values` and `supportedCauses` combine several.
 */
import { localized } from "./i18n/catalog";

export const MISSIONS = [
  "community-education",
  "youth-development",
  "creative-arts",
  "wellness-healing",
  "environmental-action",
  "social-justice",
  "entrepreneurship",
  "community-building",
  "affordable-access",
  "cultural-preservation",
] as const;

/** Project types of a request; on an offer the same list reads as "activities welcomed". */
export const PROJECT_TYPES = [
  "workshop",
  "support-group",
  "creative-studio",
  "community-meeting",
  "skill-share",
  "wellness-session",
  "performance",
  "collaboration",
  "mentorship",
  "study-group",
] as const;

export const ACTIVITIES = PROJECT_TYPES;

export const IMPACTS = [
  "accessible-pricing",
  "underserved-populations",
  "skill-building",
  "healing-trauma",
  "environmental-benefit",
  "intergenerational",
  "cultural-bridge",
  "economic-empowerment",
  "mental-health",
  "creative-expression",
] as const;

export const AVAILABILITY_SLOTS = [
  "weekday-morning",
  "weekday-afternoon",
  "weekday-evening",
  "weekend-morning",
  "weekend-afternoon",
  "weekend-evening",
  "flexible",
  "by-arrangement",
] as const;

/** Hours of the slots that have them (docs/product.md section 3); the slots' labels include them. */
export const AVAILABILITY_HINTS: Partial<Record<AvailabilitySlot, string>> = {
  "weekday-morning": "6am-12pm",
  "weekday-afternoon": "12pm-6pm",
  "weekday-evening": "6pm-10pm",
};

export const COMMUNITY_INVESTMENTS = [
  "free-community",
  "sliding-scale",
  "skills-exchange",
  "partial-cost",
  "nonprofit-free",
  "underserved-free",
  "time-banking",
  "reciprocal",
] as const;

export const SPACE_TYPES = [
  "classroom",
  "workshop",
  "studio",
  "gallery",
  "storefront",
  "office",
  "outdoor",
  "other",
] as const;

export const LOCATION_AREAS = [
  "downtown",
  "rino",
  "highlands",
  "cap-hill",
  "cherry-creek",
  "denver-tech",
  "suburbs",
  "flexible",
] as const;

export const DURATIONS = ["2-4-hours", "half-day", "full-day", "weekly", "monthly", "ongoing"] as const;

export type Mission = (typeof MISSIONS)[number];
export type ProjectType = (typeof PROJECT_TYPES)[number];
export type Impact = (typeof IMPACTS)[number];
export type AvailabilitySlot = (typeof AVAILABILITY_SLOTS)[number];
export type CommunityInvestment = (typeof COMMUNITY_INVESTMENTS)[number];
export type SpaceType = (typeof SPACE_TYPES)[number];
export type LocationArea = (typeof LOCATION_AREAS)[number];
export type Duration = (typeof DURATIONS)[number];

/** Ids a request's `values` may hold: missions, project types and impacts. */
export const REQUEST_VALUE_IDS: readonly string[] = [...MISSIONS, ...PROJECT_TYPES, ...IMPACTS];

/** Ids an offer's `supportedCauses` may hold: missions, activities and community investments. */
export const OFFER_CAUSE_IDS: readonly string[] = [...MISSIONS, ...ACTIVITIES, ...COMMUNITY_INVESTMENTS];

export interface ChoiceGroup {
  key: string;
  label: string;
  description: string;
  options: readonly string[];
}

/** The pickers' headings and questions, in the language being read. */
const CHOICE_GROUPS = {
  request: {
    missions: { label: "Mission", description: "Which missions does your project serve?" },
    projectTypes: { label: "Project Type", description: "What kind of project is it?" },
    impacts: { label: "Community Impact", description: "What impact will it have?" },
  },
  offer: {
    missions: { label: "Missions You Support", description: "Which missions would you like your space to serve?" },
    activities: { label: "Activities Welcome", description: "What activities are welcome in your space?" },
    investments: { label: "Community Investment", description: "How would you like hosting to work?" },
  },
} as const;

export type ChoiceGroupsCatalog = typeof CHOICE_GROUPS;
const GROUP_TEXTS = localized("choiceGroups", CHOICE_GROUPS);

/** A picker whose heading and question are read when shown. */
const choiceGroup = (
  words: { readonly label: string; readonly description: string },
  key: string,
  options: readonly string[],
): ChoiceGroup => ({
  key,
  get label() {
    return words.label;
  },
  get description() {
    return words.description;
  },
  options,
});

/** Pickers of the Submit Space Request form, in the order they appear. */
export const REQUEST_VALUE_GROUPS: readonly ChoiceGroup[] = [
  choiceGroup(GROUP_TEXTS.request.missions, "missions", MISSIONS),
  choiceGroup(GROUP_TEXTS.request.projectTypes, "projectTypes", PROJECT_TYPES),
  choiceGroup(GROUP_TEXTS.request.impacts, "impacts", IMPACTS),
];

/** Pickers of the Offer Your Space form, in the order they appear. */
export const OFFER_CAUSE_GROUPS: readonly ChoiceGroup[] = [
  choiceGroup(GROUP_TEXTS.offer.missions, "missions", MISSIONS),
  choiceGroup(GROUP_TEXTS.offer.activities, "activities", ACTIVITIES),
  choiceGroup(GROUP_TEXTS.offer.investments, "investments", COMMUNITY_INVESTMENTS),
];

const missionSet = new Set<string>(MISSIONS);
const projectTypeSet = new Set<string>(PROJECT_TYPES);

export const isMission = (id: string): boolean => missionSet.has(id);
export const isProjectType = (id: string): boolean => projectTypeSet.has(id);
