import { z } from "zod";
import { ACCESS_FEATURES } from "../accessFeatures";
import { DURATIONS, isMission, isProjectType, LOCATION_AREAS, REQUEST_VALUE_IDS, SPACE_TYPES } from "../choices";
import { FIELD_MAX, PHOTO_LIMITS } from "../constants";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { choice, choiceList, emailField, isoDate, requiredText, storedPhotoPath, updateOf, uuid } from "./common";
import { userSummary } from "./user";
import { optionalWholeNumber } from "./wholeNumber";

export const REQUEST_STATUSES = ["pending", "matched", "accepted", "completed"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

// One message per way of being wrong, so the member knows what to change.
const participants = optionalWholeNumber({
  min: 1,
  max: FIELD_MAX.participants,
  message: () => V.wholeNumber,
  minMessage: () => V.participantsMin,
  maxMessage: () => V.participantsMax(FIELD_MAX.participants),
});

/** Each value list must name a mission and a project type (docs/product.md section 5). Checked on the field, so
 * the messages appear together with the other fields' errors. */
const requestValues = choiceList(REQUEST_VALUE_IDS).superRefine((values, ctx) => {
  if (!values.some(isMission)) ctx.addIssue({ code: "custom", message: V.missionRequired });
  if (!values.some(isProjectType)) ctx.addIssue({ code: "custom", message: V.projectTypeRequired });
});
/** Optional; a blank select ("") means no duration, like a blank participants field. */
const duration = z
  .union([z.literal(""), choice(DURATIONS)], { error: () => V.unknownChoice })
  .nullish()
  .transform((value) => (value ? value : null));
const requestPhotos = z.array(storedPhotoPath).max(PHOTO_LIMITS.request, {
  error: () => V.tooManyPhotos(PHOTO_LIMITS.request),
});

const requestFields = {
  title: requiredText(FIELD_MAX.title),
  description: requiredText(FIELD_MAX.description),
  spaceType: choice(SPACE_TYPES),
  location: choice(LOCATION_AREAS),
  participants,
  duration,
  values: requestValues,
  contactName: requiredText(FIELD_MAX.name),
  contactEmail: emailField,
  imageUrls: requestPhotos.default([]),
  accessNeeds: choiceList(ACCESS_FEATURES).default([]),
};

/** `POST /api/space-requests`. `userId` and `status` are server-set and stripped. */
export const spaceRequestInput = z.object(requestFields);
export type SpaceRequestInput = z.input<typeof spaceRequestInput>;

/** The Submit Space Request form: the payload plus the terms box. */
export const spaceRequestForm = z.object({
  ...requestFields,
  agreeToTerms: z.literal(true, { error: () => V.agreeToTerms }),
});
export type SpaceRequestFormValues = z.input<typeof spaceRequestForm>;

/** `PUT /api/space-requests/{id}`: changed fields only, or `imageUrls` alone. */
export const spaceRequestUpdate = updateOf(requestFields);
export type SpaceRequestUpdate = z.input<typeof spaceRequestUpdate>;

/** Read shape. `contactEmail` is present only for the owner and matched counterparts. */
export const spaceRequest = z.object({
  id: uuid,
  userId: uuid,
  title: z.string(),
  description: z.string(),
  spaceType: z.string(),
  location: z.string(),
  participants: z.number().nullable(),
  duration: z.string().nullable(),
  values: z.array(z.string()),
  contactName: z.string(),
  contactEmail: z.string().optional(),
  imageUrls: z.array(z.string()),
  status: z.enum(REQUEST_STATUSES),
  /** Start of its current open window ("Still looking?" after 30 days, paused after 45). */
  openSince: isoDate,
  /** Set while paused: no new matches until the owner keeps it open. */
  pausedAt: isoDate.nullable(),
  accessNeeds: z.array(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
  user: userSummary,
});
export type SpaceRequest = z.infer<typeof spaceRequest>;

/**
 * `GET /api/space-requests/{id}`: the request and, for the viewer, whether one of their own active
 * spaces fits it by matching's hard rules (docs/matching.md "Fit"); false for a visitor and the owner.
 */
export const spaceRequestDetail = spaceRequest.extend({ yourSpaceFits: z.boolean() });
export type SpaceRequestDetail = z.infer<typeof spaceRequestDetail>;
