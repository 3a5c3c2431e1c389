import { ACCESS_FEATURES, type AccessFeature } from "./accessFeatures";
import {
  AVAILABILITY_SLOTS,
  type AvailabilitySlot,
  COMMUNITY_INVESTMENTS,
  type CommunityInvestment,
  DURATIONS,
  type Duration,
  IMPACTS,
  type Impact,
  LOCATION_AREAS,
  type LocationArea,
  MISSIONS,
  type Mission,
  PROJECT_TYPES,
  type ProjectType,
  SPACE_TYPES,
  type SpaceType,
} from "./choices";
import { localized } from "./i18n/catalog";

/**
 * The human label of every choice id (DESIGN 11.8): the UI, mails, CSV files and calendar feeds
 * show these; the API keeps the ids. One record per list, so a new id without a label does not
 * compile; an id on two lists ("workshop", "flexible") reads the same on both.
 */
const MISSION_LABELS_EN: Record<Mission, string> = {
  "community-education": "Community education",
  "youth-development": "Youth development",
  "creative-arts": "Creative arts",
  "wellness-healing": "Wellness & healing",
  "environmental-action": "Environmental action",
  "social-justice": "Social justice",
  entrepreneurship: "Entrepreneurship",
  "community-building": "Community building",
  "affordable-access": "Affordable access",
  "cultural-preservation": "Cultural preservation",
};

const PROJECT_TYPE_LABELS_EN: Record<ProjectType, string> = {
  workshop: "Workshop",
  "support-group": "Support group",
  "creative-studio": "Creative studio",
  "community-meeting": "Community meeting",
  "skill-share": "Skill share",
  "wellness-session": "Wellness session",
  performance: "Performance",
  collaboration: "Collaboration",
  mentorship: "Mentorship",
  "study-group": "Study group",
};

const IMPACT_LABELS_EN: Record<Impact, string> = {
  "accessible-pricing": "Accessible pricing",
  "underserved-populations": "Underserved populations",
  "skill-building": "Skill building",
  "healing-trauma": "Healing trauma",
  "environmental-benefit": "Environmental benefit",
  intergenerational: "Intergenerational",
  "cultural-bridge": "Cultural bridge",
  "economic-empowerment": "Economic empowerment",
  "mental-health": "Mental health",
  "creative-expression": "Creative expression",
};

const AVAILABILITY_LABELS_EN: Record<AvailabilitySlot, string> = {
  "weekday-morning": "Weekday mornings (6am–12pm)",
  "weekday-afternoon": "Weekday afternoons (12pm–6pm)",
  "weekday-evening": "Weekday evenings (6pm–10pm)",
  "weekend-morning": "Weekend mornings",
  "weekend-afternoon": "Weekend afternoons",
  "weekend-evening": "Weekend evenings",
  flexible: "Flexible",
  "by-arrangement": "By arrangement",
};

const COMMUNITY_INVESTMENT_LABELS_EN: Record<CommunityInvestment, string> = {
  "free-community": "Free for community use",
  "sliding-scale": "Sliding scale",
  "skills-exchange": "Skills exchange",
  "partial-cost": "Partial cost",
  "nonprofit-free": "Free for nonprofits",
  "underserved-free": "Free for underserved groups",
  "time-banking": "Time banking",
  reciprocal: "Reciprocal",
};

const SPACE_TYPE_LABELS_EN: Record<SpaceType, string> = {
  classroom: "Classroom",
  workshop: "Workshop",
  studio: "Studio",
  gallery: "Gallery",
  storefront: "Storefront",
  office: "Office",
  outdoor: "Outdoor",
  other: "Other",
};

const LOCATION_AREA_LABELS_EN: Record<LocationArea, string> = {
  downtown: "Downtown",
  rino: "RiNo",
  highlands: "Highlands",
  "cap-hill": "Capitol Hill",
  "cherry-creek": "Cherry Creek",
  "denver-tech": "Denver Tech Center",
  suburbs: "Suburbs",
  flexible: "Flexible",
};

const DURATION_LABELS_EN: Record<Duration, string> = {
  "2-4-hours": "2–4 hours",
  "half-day": "Half day",
  "full-day": "Full day",
  weekly: "Weekly",
  monthly: "Monthly",
  ongoing: "Ongoing",
};

const ACCESS_FEATURE_LABELS_EN: Record<AccessFeature, string> = {
  "step-free-entry": "Step-free entry",
  "accessible-toilet": "Accessible toilet",
  elevator: "Elevator",
  "quiet-room": "Quiet room",
  "hearing-loop": "Hearing loop",
  parking: "Parking",
  "public-transit": "Near public transit",
  "gender-neutral-toilet": "Gender-neutral toilet",
  "childcare-space": "Childcare space",
  kitchen: "Kitchen",
};

/** Every label in English; `CHOICE_LABEL_TEXTS` reads them in the active language. */
const CHOICE_LABELS = {
  missions: MISSION_LABELS_EN,
  projectTypes: PROJECT_TYPE_LABELS_EN,
  impacts: IMPACT_LABELS_EN,
  availability: AVAILABILITY_LABELS_EN,
  communityInvestments: COMMUNITY_INVESTMENT_LABELS_EN,
  spaceTypes: SPACE_TYPE_LABELS_EN,
  locationAreas: LOCATION_AREA_LABELS_EN,
  durations: DURATION_LABELS_EN,
  accessFeatures: ACCESS_FEATURE_LABELS_EN,
};

export type ChoiceLabelCatalog = typeof CHOICE_LABELS;
export const CHOICE_LABEL_TEXTS = localized("choiceLabels", CHOICE_LABELS);

/** Each list's labels, read in the language active when a label is read. */
export const MISSION_LABELS: Record<Mission, string> = CHOICE_LABEL_TEXTS.missions;
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = CHOICE_LABEL_TEXTS.projectTypes;
export const IMPACT_LABELS: Record<Impact, string> = CHOICE_LABEL_TEXTS.impacts;
export const AVAILABILITY_LABELS: Record<AvailabilitySlot, string> = CHOICE_LABEL_TEXTS.availability;
export const COMMUNITY_INVESTMENT_LABELS: Record<CommunityInvestment, string> = CHOICE_LABEL_TEXTS.communityInvestments;
export const SPACE_TYPE_LABELS: Record<SpaceType, string> = CHOICE_LABEL_TEXTS.spaceTypes;
export const LOCATION_AREA_LABELS: Record<LocationArea, string> = CHOICE_LABEL_TEXTS.locationAreas;
export const DURATION_LABELS: Record<Duration, string> = CHOICE_LABEL_TEXTS.durations;
export const ACCESS_FEATURE_LABELS: Record<AccessFeature, string> = CHOICE_LABEL_TEXTS.accessFeatures;

/** Every choice list with its labels, for the completeness test and the lookup below. */
export const CHOICE_LABEL_LISTS = [
  { ids: MISSIONS, labels: MISSION_LABELS },
  { ids: PROJECT_TYPES, labels: PROJECT_TYPE_LABELS },
  { ids: IMPACTS, labels: IMPACT_LABELS },
  { ids: AVAILABILITY_SLOTS, labels: AVAILABILITY_LABELS },
  { ids: COMMUNITY_INVESTMENTS, labels: COMMUNITY_INVESTMENT_LABELS },
  { ids: SPACE_TYPES, labels: SPACE_TYPE_LABELS },
  { ids: LOCATION_AREAS, labels: LOCATION_AREA_LABELS },
  { ids: DURATIONS, labels: DURATION_LABELS },
  { ids: ACCESS_FEATURES, labels: ACCESS_FEATURE_LABELS },
] as const;

/** Which list's labels name each id (an id on two lists reads the same on both). */
const labelsById = new Map<string, Readonly<Record<string, string>>>(
  CHOICE_LABEL_LISTS.flatMap(({ ids, labels }) =>
    ids.map((id): [string, Readonly<Record<string, string>>] => [id, labels]),
  ),
);

/** The label of a choice id; anything else (a member's own interest, say) reads as written. */
export const choiceLabel = (id: string): string => labelsById.get(id)?.[id] ?? id;

/** Several ids as labels, in their order. */
export const choiceLabels = (ids: readonly string[]): string[] => ids.map(choiceLabel);
