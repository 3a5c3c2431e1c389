import { VALIDATION_MESSAGES } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { profileFormSchema, toProfileFormValues } from "./profileForm";

const base = { firstName: "Ada", lastName: "Lovelace", location: "", bio: "" };

describe("profile form", () => {
  it("splits interests on commas, trims them and drops empty entries and duplicates", () => {
    const result = profileFormSchema.parse({ ...base, interests: " pottery, youth mentoring,, ,Pottery , gardening " });
    expect(result.interests).toEqual(["pottery", "youth mentoring", "gardening"]);
  });

  it("reads a blank interests field as no interests", () => {
    expect(profileFormSchema.parse({ ...base, interests: "  " }).interests).toEqual([]);
  });

  it("turns blank optional fields into null and trims names", () => {
    const result = profileFormSchema.parse({ ...base, firstName: "  Ada ", interests: "" });
    expect(result).toMatchObject({ firstName: "Ada", location: null, bio: null });
  });

  it("requires first and last name with the spec's messages", () => {
    const result = profileFormSchema.safeParse({ ...base, firstName: " ", lastName: "", interests: "" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(VALIDATION_MESSAGES.firstNameRequired);
    expect(messages).toContain(VALIDATION_MESSAGES.lastNameRequired);
  });

  it("shows a member's interests as one comma-separated text", () => {
    const values = toProfileFormValues({
      firstName: "Ada",
      lastName: null,
      bio: null,
      location: "Denver, CO",
      interests: ["pottery", "gardening"],
    });
    expect(values).toEqual({
      firstName: "Ada",
      lastName: "",
      location: "Denver, CO",
      bio: "",
      interests: "pottery, gardening",
    });
  });
});
