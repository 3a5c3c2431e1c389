import { localized } from "./i18n/catalog";

/**
 * Access features: what a space has (an offer's `accessFeatures`) and what a group needs (a
 * request's `accessNeeds`), one list for both. Like the other choice lists, people read its labels
 * (choiceLabels.ts).
 * Matching treats a request's needs as hard filters: an offer lacking one is never a candidate.
 */
export const ACCESS_FEATURES = [
  "step-free-entry",
  "accessible-toilet",
  "elevator",
  "quiet-room",
  "hearing-loop",
  "parking",
  "public-transit",
  "gender-neutral-toilet",
  "childcare-space",
  "kitchen",
] as const;

export type AccessFeature = (typeof ACCESS_FEATURES)[number];

/** Labels and help of the access pickers, cards and detail sections. */
const ACCESS = {
  offerField: "Access Features",
  offerFieldHelp: "What does your space have? Requests that need a feature only match spaces that have it.",
  requestField: "Access Needs",
  requestFieldHelp: "What must a space have for your group? Only spaces with every need are matched.",
  offerSection: "Access Features",
  requestSection: "Access Needs",
  noOfferFeatures: "No access features listed.",
  noRequestNeeds: "No access needs listed.",
} as const;

export type AccessCatalog = typeof ACCESS;
export const ACCESS_TEXTS = localized("access", ACCESS);
