import type { SpaceOfferInput, SpaceRequestInput } from "@kindred/contract";
import type { Page } from "@playwright/test";
import {
  offerInput as communityOfferInput,
  requestInput as communityRequestInput,
  postOffer,
  postRequest,
} from "./communityFixtures";

export { seriousViolations, signedIn, toastWith as toast } from "./communityFixtures";

/**
 * The listings specs' data. Their listings never match anyone's (matching runs on the shared test
 * server): requests ask for more people than any test space holds, and offers support a mission no
 * other journey uses.
 */
export const UNMATCHABLE_PARTICIPANTS = 5000;

/** Community fixtures' listings made unmatchable, with subjects of their own. */
export const requestInput = (overrides: Partial<SpaceRequestInput> = {}): SpaceRequestInput =>
  communityRequestInput({
    title: "Tenant rights clinic",
    description: "Saturday mornings for neighbours learning their rights as renters.",
    spaceType: "office",
    participants: UNMATCHABLE_PARTICIPANTS,
    values: ["social-justice", "skill-share", "skill-building", "environmental-action"],
    ...overrides,
  });

export const offerInput = (overrides: Partial<SpaceOfferInput> = {}): SpaceOfferInput =>
  communityOfferInput({
    spaceName: "Sunny Office on Larimer",
    description: "A bright office with a meeting table for fifteen.",
    spaceType: "office",
    supportedCauses: ["social-justice", "mentorship", "sliding-scale"],
    ...overrides,
  });

export const createRequest = (page: Page, overrides: Partial<SpaceRequestInput> = {}) =>
  postRequest(page, requestInput(overrides));

export const createOffer = (page: Page, overrides: Partial<SpaceOfferInput> = {}) =>
  postOffer(page, offerInput(overrides));
