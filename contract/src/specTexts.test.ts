import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES, SCREEN_TEXTS, SERVER_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES as V } from "./specTexts";

describe("validation messages (docs/product.md section 5, written out literally)", () => {
  it("has the request form's messages", () => {
    expect(V.agreeToTerms).toBe("You must agree to the terms of service to continue");
    expect(V.missionRequired).toBe(
      "Mission Required: Please select at least one mission that aligns with your project.",
    );
    expect(V.projectTypeRequired).toBe("Project Type Required: Please select at least one project type.");
  });

  it("has the offer form's messages", () => {
    expect(V.capacityMin).toBe("Capacity must be at least 1");
    expect(V.availabilityRequired).toBe(
      "Availability Required: Please select at least one time slot when your space is available.",
    );
    expect(V.missionOrActivityRequired).toBe(
      "Mission or Activity Required: Please select at least one mission you support or activity you welcome.",
    );
  });

  it("has the profile and login messages", () => {
    expect(V.firstNameRequired).toBe("First name is required");
    expect(V.lastNameRequired).toBe("Last name is required");
    expect(V.invalidEmail).toBe("Please enter a valid email address");
    expect(V.passwordTooShort).toBe("Password must be at least 6 characters");
  });

  it("uses the validation library's generic 'Required'", () => {
    expect(V.required).toBe("Required");
  });

  it("formats the bound messages with their limit", () => {
    expect(V.tooLong(5000)).toBe("Must be at most 5000 characters");
    expect(V.tooManyPhotos(3)).toBe("You can add up to 3 photos");
    expect(V.tooManyPhotos(5)).toBe("You can add up to 5 photos");
    expect(V.tooManyItems(30)).toBe("At most 30 entries");
    expect(V.participantsMax(100_000)).toBe("Expected participants must be at most 100,000");
    for (const max of [7, 999, 1000, 25_000, 1_234_567]) {
      expect(V.participantsMax(max)).toBe(`Expected participants must be at most ${max.toLocaleString("en-US")}`);
    }
  });
});

describe("error and success texts (docs/product.md section 8)", () => {
  it("keeps the login and upload errors word for word", () => {
    expect(ERROR_MESSAGES.invalidLogin).toBe("Invalid email or password");
    expect(SERVER_MESSAGES.invalidLogin).toBe(ERROR_MESSAGES.invalidLogin);
    expect(ERROR_MESSAGES.loginFailed).toBe("Login failed. Please try again.");
    expect(ERROR_MESSAGES.uploadUrl).toEqual({
      title: "Upload Error",
      description: "Failed to get upload URL. Please try again.",
    });
    expect(ERROR_MESSAGES.uploadFailed("disk full")).toEqual({
      title: "Upload Failed",
      description: "Upload failed: disk full",
    });
    expect(ERROR_MESSAGES.photoProcessing("bad crop")).toEqual({
      title: "Processing Error",
      description: "Failed to process uploaded photo: bad crop",
    });
    expect(ERROR_MESSAGES.fileTooLarge).toBe("File size must be less than 10MB");
    expect(ERROR_MESSAGES.selectImageFile).toBe("Please select an image file");
  });

  it("keeps the success toasts word for word", () => {
    expect(SUCCESS_MESSAGES.requestSubmitted).toEqual({
      title: "Request Submitted!",
      description: "We'll notify you when we find matching spaces",
    });
    expect(SUCCESS_MESSAGES.spaceOffered).toEqual({
      title: "Space Offered!",
      description: "We'll notify you when we find matching requests",
    });
    expect(SUCCESS_MESSAGES.photosUpdated(2)).toEqual({
      title: "Photos Updated!",
      description: "2 photo(s) saved successfully.",
    });
    expect(SUCCESS_MESSAGES.feedbackSubmitted.description).toBe("Thank you for your feedback! We'll review it soon.");
  });

  it("names anonymous members 'Anonymous User'", () => {
    expect(SCREEN_TEXTS.anonymousUser).toBe("Anonymous User");
    expect(SCREEN_TEXTS.upToPeople(12)).toBe("Up to 12 people");
  });
});
