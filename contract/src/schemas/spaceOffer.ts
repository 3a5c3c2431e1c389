import { z } from "zod";
import { ACCESS_FEATURES } from "../accessFeatures";
import { AVAILABILITY_SLOTS, isMission, isProjectType, OFFER_CAUSE_IDS, SPACE_TYPES } from "../choices";
import { FIELD_MAX, MIN_CAPACITY, PHOTO_LIMITS } from "../constants";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { choice, choiceList, emailField, isoDate, requiredText, storedPhotoPath, updateOf, uuid } from "./common";
import { userSummary } from "./user";
import { wholeNumber } from "./wholeNumber";

const capacity = wholeNumber({
  min: MIN_CAPACITY,
  max: FIELD_MAX.capacity,
  message: () => V.capacityMin,
  fractionMessage: () => V.wholeNumber,
});

const availability = choiceList(AVAILABILITY_SLOTS).refine((slots) => slots.length > 0, {
  error: () => V.availabilityRequired,
});
/** An offer must support a mission or welcome an activity (docs/product.md section 5). Checked on the field, so
 * the message appears together with the other fields' errors. */
const supportedCauses = choiceList(OFFER_CAUSE_IDS).refine(
  (causes) => causes.some((id) => isMission(id) || isProjectType(id)),
  { error: () => V.missionOrActivityRequired },
);
const offerPhotos = z.array(storedPhotoPath).max(PHOTO_LIMITS.offer, {
  error: () => V.tooManyPhotos(PHOTO_LIMITS.offer),
});

const offerFields = {
  spaceName: requiredText(FIELD_MAX.title),
  description: requiredText(FIELD_MAX.description),
  spaceType: choice(SPACE_TYPES),
  address: requiredText(FIELD_MAX.shortText),
  capacity,
  availability,
  supportedCauses,
  contactName: requiredText(FIELD_MAX.name),
  contactEmail: emailField,
  imageUrls: offerPhotos.default([]),
  accessFeatures: choiceList(ACCESS_FEATURES).default([]),
};

/** `POST /api/space-offers`. `userId`, `isActive`, `isSponsored`, `partnerId` are server-set. */
export const spaceOfferInput = z.object(offerFields);
export type SpaceOfferInput = z.input<typeof spaceOfferInput>;

/** The Offer Your Space form: the payload plus the terms box. */
export const spaceOfferForm = z.object({
  ...offerFields,
  agreeToTerms: z.literal(true, { error: () => V.agreeToTerms }),
});
export type SpaceOfferFormValues = z.input<typeof spaceOfferForm>;

/** `PUT /api/space-offers/{id}`: changed fields, `imageUrls` alone, or the owner's `isActive`. */
export const spaceOfferUpdate = updateOf({ ...offerFields, isActive: z.boolean() });
export type SpaceOfferUpdate = z.input<typeof spaceOfferUpdate>;

/** Read shape. `contactEmail` is present only for the owner and matched counterparts. */
export const spaceOffer = z.object({
  id: uuid,
  userId: uuid,
  spaceName: z.string(),
  description: z.string(),
  spaceType: z.string(),
  address: z.string(),
  capacity: z.number(),
  availability: z.array(z.string()),
  /** One-off closed days, `YYYY-MM-DD`, sorted. */
  unavailableDates: z.array(z.string()),
  supportedCauses: z.array(z.string()),
  contactName: z.string(),
  contactEmail: z.string().optional(),
  imageUrls: z.array(z.string()),
  isActive: z.boolean(),
  isSponsored: z.boolean(),
  partnerId: z.string().nullable(),
  accessFeatures: z.array(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
  user: userSummary,
});
export type SpaceOffer = z.infer<typeof spaceOffer>;

/**
 * `GET /api/space-offers/{id}`: the offer and, for the viewer, whether one of their own open
 * requests fits it by matching's hard rules (docs/matching.md "Fit"); false for a visitor and the host.
 */
export const spaceOfferDetail = spaceOffer.extend({ yourRequestFits: z.boolean() });
export type SpaceOfferDetail = z.infer<typeof spaceOfferDetail>;

/** `GET /api/favorites` items (docs/product.md section 3 and docs/http-api.md "Favorites"). */
export const favoriteSpace = spaceOffer.extend({
  values: z.array(z.string()),
  supportedMissions: z.array(z.string()),
  hostName: z.string(),
  isPriority: z.boolean(),
  favoritedAt: isoDate,
});
export type FavoriteSpace = z.infer<typeof favoriteSpace>;
