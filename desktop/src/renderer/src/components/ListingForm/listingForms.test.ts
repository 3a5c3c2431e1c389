import {
  type CurrentUser,
  type SpaceOffer,
  spaceOfferForm,
  spaceRequestForm,
  VALIDATION_MESSAGES,
} from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { duplicateOfferForm, emptyOfferForm, emptyRequestForm, requestValueErrorsByGroup } from "./listingForms";

const member = {
  id: "8b9c1d2e-0000-4000-8000-000000000001",
  firstName: "Maya",
  lastName: "Okafor",
  email: "maya@example.test",
} as CurrentUser;

const offer = {
  id: "8b9c1d2e-0000-4000-8000-000000000002",
  spaceName: "Maple Hall",
  description: "A quiet hall.",
  spaceType: "classroom",
  address: "12 Maple Ave",
  capacity: 40,
  availability: ["weekday-morning"],
  supportedCauses: ["community-education"],
  contactName: "Maya Okafor",
  imageUrls: [],
  isActive: true,
  accessFeatures: ["kitchen"],
} as unknown as SpaceOffer;

describe("listing forms", () => {
  it("prefills the contact from the member and leaves the terms unticked", () => {
    expect(emptyRequestForm(member)).toMatchObject({
      contactName: "Maya Okafor",
      contactEmail: "maya@example.test",
      agreeToTerms: false,
      values: [],
    });
    expect(emptyOfferForm(null)).toMatchObject({ contactName: "", contactEmail: "", capacity: "" });
  });

  it("duplicates an offer with its values, the member's email when the offer hid it, terms unticked", () => {
    expect(duplicateOfferForm(offer, member)).toMatchObject({
      spaceName: "Maple Hall",
      capacity: "40",
      contactEmail: "maya@example.test",
      agreeToTerms: false,
      accessFeatures: ["kitchen"],
    });
  });

  it("puts each value message under the group it is about", () => {
    const both = [VALIDATION_MESSAGES.missionRequired, VALIDATION_MESSAGES.projectTypeRequired];
    expect(requestValueErrorsByGroup(both)).toEqual({
      missions: [VALIDATION_MESSAGES.missionRequired],
      projectTypes: [VALIDATION_MESSAGES.projectTypeRequired],
    });
  });

  it("validates a blank dialog with the spec's messages", () => {
    const request = spaceRequestForm.safeParse(emptyRequestForm(member));
    const requestMessages = request.error?.issues.map((issue) => issue.message) ?? [];
    expect(requestMessages).toEqual(
      expect.arrayContaining([
        VALIDATION_MESSAGES.agreeToTerms,
        VALIDATION_MESSAGES.missionRequired,
        VALIDATION_MESSAGES.projectTypeRequired,
      ]),
    );
    const offerResult = spaceOfferForm.safeParse({ ...emptyOfferForm(member), capacity: "0" });
    const offerMessages = offerResult.error?.issues.map((issue) => issue.message) ?? [];
    expect(offerMessages).toEqual(
      expect.arrayContaining([
        VALIDATION_MESSAGES.capacityMin,
        VALIDATION_MESSAGES.availabilityRequired,
        VALIDATION_MESSAGES.missionOrActivityRequired,
      ]),
    );
  });
});
