import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CurrentUser,
  FIELD_MAX,
  LISTING_TEXTS,
  OFFER_CAUSE_IDS,
  REQUEST_VALUE_IDS,
  type SpaceOffer,
  type SpaceRequest,
  spaceOfferForm,
  spaceOfferInput,
  spaceRequestForm,
  spaceRequestInput,
  VALIDATION_MESSAGES,
} from "@kindred/contract";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import type {
  OfferDialogValues,
  OfferEditValues,
  OfferFieldValues,
  RequestDialogValues,
  RequestFieldValues,
} from "../../lib/listingFormValues";

export const REQUEST_FIELDS = [
  "title",
  "description",
  "spaceType",
  "location",
  "participants",
  "duration",
  "values",
  "contactName",
  "contactEmail",
  "accessNeeds",
] as const satisfies readonly (keyof RequestFieldValues)[];

export const OFFER_FIELDS = [
  "spaceName",
  "description",
  "spaceType",
  "address",
  "capacity",
  "availability",
  "supportedCauses",
  "contactName",
  "contactEmail",
  "accessFeatures",
] as const satisfies readonly (keyof OfferFieldValues)[];

/** The dialogs validate with the contract's form schemas (payload plus the terms box). */
export type RequestDialogOutput = z.output<typeof spaceRequestForm>;
export type OfferDialogOutput = z.output<typeof spaceOfferForm>;
export const requestDialogResolver = zodResolver(spaceRequestForm) as unknown as Resolver<
  RequestDialogValues,
  unknown,
  RequestDialogOutput
>;
export const offerDialogResolver = zodResolver(spaceOfferForm) as unknown as Resolver<
  OfferDialogValues,
  unknown,
  OfferDialogOutput
>;

/** The edit screens: the same fields, no terms box, photos managed elsewhere; offers add Active. */
const requestEditSchema = spaceRequestInput.omit({ imageUrls: true });
const offerEditSchema = spaceOfferInput.omit({ imageUrls: true }).extend({ isActive: z.boolean() });
export type RequestEditOutput = z.output<typeof requestEditSchema>;
export type OfferEditOutput = z.output<typeof offerEditSchema>;
export const requestEditResolver = zodResolver(requestEditSchema) as unknown as Resolver<
  RequestFieldValues,
  unknown,
  RequestEditOutput
>;
export const offerEditResolver = zodResolver(offerEditSchema) as unknown as Resolver<
  OfferEditValues,
  unknown,
  OfferEditOutput
>;

const contactOf = (user: Pick<CurrentUser, "firstName" | "lastName" | "email"> | null) => ({
  contactName: [user?.firstName, user?.lastName].filter(Boolean).join(" "),
  contactEmail: user?.email ?? "",
});

/** A blank Submit Space Request form, the contact prefilled from the member. */
export const emptyRequestForm = (user: CurrentUser | null): RequestDialogValues => ({
  title: "",
  description: "",
  spaceType: "",
  location: "",
  participants: "",
  duration: "",
  values: [],
  accessNeeds: [],
  ...contactOf(user),
  agreeToTerms: false,
});

/** A blank Offer Your Space form, the contact prefilled from the member. */
export const emptyOfferForm = (user: CurrentUser | null): OfferDialogValues => ({
  spaceName: "",
  description: "",
  spaceType: "",
  address: "",
  capacity: "",
  availability: [],
  supportedCauses: [],
  accessFeatures: [],
  ...contactOf(user),
  agreeToTerms: false,
});

export const requestFormValues = (request: SpaceRequest): RequestFieldValues => ({
  title: request.title,
  description: request.description,
  spaceType: request.spaceType,
  location: request.location,
  participants: request.participants === null ? "" : String(request.participants),
  duration: request.duration ?? "",
  values: [...request.values],
  contactName: request.contactName,
  contactEmail: request.contactEmail ?? "",
  accessNeeds: [...request.accessNeeds],
});

export const offerFormValues = (offer: SpaceOffer): OfferFieldValues => ({
  spaceName: offer.spaceName,
  description: offer.description,
  spaceType: offer.spaceType,
  address: offer.address,
  capacity: String(offer.capacity),
  availability: [...offer.availability],
  supportedCauses: [...offer.supportedCauses],
  contactName: offer.contactName,
  contactEmail: offer.contactEmail ?? "",
  accessFeatures: [...offer.accessFeatures],
});

/**
 * Duplicate (My Spaces): a new offer prefilled from an existing one, the terms box unticked. The
 * contact stays the member's own when the offer's email was not returned.
 */
export const duplicateOfferForm = (offer: SpaceOffer, user: CurrentUser | null): OfferDialogValues => {
  const values = offerFormValues(offer);
  return {
    ...values,
    contactEmail: values.contactEmail || contactOf(user).contactEmail,
    agreeToTerms: false,
  };
};

/**
 * "Request this space" (an offer page): a new request prefilled from the offer — its space type
 * and the causes a request can hold; what the group needs and how many come is the member's to say.
 */
export const requestDraftFromOffer = (offer: SpaceOffer, user: CurrentUser | null): RequestDialogValues => ({
  ...emptyRequestForm(user),
  title: LISTING_TEXTS.detail.requestTitleFor(offer.spaceName).slice(0, FIELD_MAX.title),
  spaceType: offer.spaceType,
  values: offer.supportedCauses.filter((id) => REQUEST_VALUE_IDS.includes(id)),
});

/**
 * "I can host this" (a request page): a new offer prefilled from the request — its space type,
 * the values an offer can support, its access needs as features and room for its group.
 */
export const offerDraftFromRequest = (request: SpaceRequest, user: CurrentUser | null): OfferDialogValues => ({
  ...emptyOfferForm(user),
  spaceType: request.spaceType,
  capacity: request.participants === null ? "" : String(request.participants),
  supportedCauses: request.values.filter((id) => OFFER_CAUSE_IDS.includes(id)),
  accessFeatures: [...request.accessNeeds],
});

/** The request's value messages go under the group they are about; anything else under the first. */
export const requestValueErrorsByGroup = (messages: string[]): Partial<Record<string, string[]>> => ({
  missions: messages.filter((message) => message !== VALIDATION_MESSAGES.projectTypeRequired),
  projectTypes: messages.filter((message) => message === VALIDATION_MESSAGES.projectTypeRequired),
});
