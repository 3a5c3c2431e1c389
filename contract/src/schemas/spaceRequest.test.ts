import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { FIELD_MAX, PHOTO_LIMITS } from "../constants";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { type SpaceRequestInput, spaceRequestForm, spaceRequestInput, spaceRequestUpdate } from "./spaceRequest";

const valid: SpaceRequestInput = {
  title: "After-School Coding Club",
  description: "Sixteen middle schoolers learning Python twice a week.",
  spaceType: "classroom",
  location: "downtown",
  participants: 16,
  duration: "weekly",
  values: ["youth-development", "mentorship", "skill-building"],
  contactName: "Jordan Okafor",
  contactEmail: "jordan.okafor@example.org",
};

type Result = { success: boolean; error?: z.ZodError };
const issues = (result: Result) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
const messagesAt = (result: Result, path: string) =>
  issues(result)
    .filter((issue) => issue.path === path)
    .map((issue) => issue.message);

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/objects/photo-${i}`);

describe("spaceRequestInput (POST /api/space-requests)", () => {
  it("accepts a complete request", () => {
    expect(spaceRequestInput.parse(valid)).toEqual({ ...valid, imageUrls: [], accessNeeds: [] });
  });

  it("strips server-set fields", () => {
    const parsed = spaceRequestInput.parse({
      ...valid,
      id: "0b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a",
      userId: "someone-else",
      status: "completed",
      createdAt: "2020-01-01T00:00:00.000Z",
      updatedAt: "2020-01-01T00:00:00.000Z",
    });
    for (const key of ["id", "userId", "status", "createdAt", "updatedAt"]) expect(parsed).not.toHaveProperty(key);
  });

  it.each(["title", "description", "contactName"] as const)("requires %s", (field) => {
    expect(messagesAt(spaceRequestInput.safeParse({ ...valid, [field]: undefined }), field)).toEqual([V.required]);
    expect(messagesAt(spaceRequestInput.safeParse({ ...valid, [field]: "   " }), field)).toEqual([V.required]);
  });

  it.each(["spaceType", "location"] as const)("requires %s from its list", (field) => {
    expect(messagesAt(spaceRequestInput.safeParse({ ...valid, [field]: undefined }), field)).toEqual([V.unknownChoice]);
    expect(messagesAt(spaceRequestInput.safeParse({ ...valid, [field]: "basement" }), field)).toEqual([
      V.unknownChoice,
    ]);
  });

  it("requires a valid contact email", () => {
    expect(messagesAt(spaceRequestInput.safeParse({ ...valid, contactEmail: "jordan" }), "contactEmail")).toEqual([
      V.invalidEmail,
    ]);
    expect(messagesAt(spaceRequestInput.safeParse({ ...valid, contactEmail: undefined }), "contactEmail")).toEqual([
      V.invalidEmail,
    ]);
  });

  describe("values", () => {
    it("needs at least one mission", () => {
      const result = spaceRequestInput.safeParse({ ...valid, values: ["workshop", "skill-building"] });
      expect(issues(result)).toEqual([{ path: "values", message: V.missionRequired }]);
      expect(V.missionRequired).toBe(
        "Mission Required: Please select at least one mission that aligns with your project.",
      );
    });

    it("needs at least one project type", () => {
      const result = spaceRequestInput.safeParse({ ...valid, values: ["creative-arts", "creative-expression"] });
      expect(issues(result)).toEqual([{ path: "values", message: V.projectTypeRequired }]);
      expect(V.projectTypeRequired).toBe("Project Type Required: Please select at least one project type.");
    });

    it.each([[[]], [["healing-trauma"]]])("reports both for %j", (values) => {
      expect(messagesAt(spaceRequestInput.safeParse({ ...valid, values }), "values")).toEqual([
        V.missionRequired,
        V.projectTypeRequired,
      ]);
    });

    it("accepts one mission and one project type without impacts", () => {
      expect(spaceRequestInput.parse({ ...valid, values: ["social-justice", "study-group"] }).values).toEqual([
        "social-justice",
        "study-group",
      ]);
    });

    it("rejects unknown ids and offer-only ids", () => {
      expect(
        messagesAt(spaceRequestInput.safeParse({ ...valid, values: [...valid.values, "robots"] }), "values.3"),
      ).toEqual([V.unknownChoice]);
      expect(
        messagesAt(spaceRequestInput.safeParse({ ...valid, values: [...valid.values, "free-community"] }), "values.3"),
      ).toEqual([V.unknownChoice]);
    });

    it("removes duplicates", () => {
      const parsed = spaceRequestInput.parse({
        ...valid,
        values: ["mentorship", "youth-development", "mentorship", "youth-development"],
      });
      expect(parsed.values).toEqual(["mentorship", "youth-development"]);
    });

    it("is required", () => {
      expect(messagesAt(spaceRequestInput.safeParse({ ...valid, values: undefined }), "values")).toEqual([V.required]);
    });
  });

  describe("participants", () => {
    it.each([
      [undefined, null],
      [null, null],
      ["", null],
      ["  ", null],
      [12, 12],
      ["12", 12],
      [" 30 ", 30],
    ])("reads %j as %j", (participants, expected) => {
      expect(spaceRequestInput.parse({ ...valid, participants }).participants).toBe(expected);
    });

    it("is optional: an absent field reads as null", () => {
      const { participants: _omitted, ...rest } = valid;
      expect(spaceRequestInput.parse(rest).participants).toBeNull();
    });

    it.each([1.5, "2.5", "abc", "12 people"])("rejects %j as not a whole number", (participants) => {
      expect(messagesAt(spaceRequestInput.safeParse({ ...valid, participants }), "participants")).toEqual([
        V.wholeNumber,
      ]);
    });

    it.each([0, -3, "0"])("rejects %j as fewer than one", (participants) => {
      expect(messagesAt(spaceRequestInput.safeParse({ ...valid, participants }), "participants")).toEqual([
        V.participantsMin,
      ]);
    });

    it.each([FIELD_MAX.participants + 1, 100_000_000])("rejects %j as more than the maximum", (participants) => {
      expect(messagesAt(spaceRequestInput.safeParse({ ...valid, participants }), "participants")).toEqual([
        V.participantsMax(FIELD_MAX.participants),
      ]);
    });

    it("accepts the maximum itself", () => {
      expect(spaceRequestInput.parse({ ...valid, participants: FIELD_MAX.participants }).participants).toBe(
        FIELD_MAX.participants,
      );
    });
  });

  describe("duration", () => {
    it("is optional, and a blank select means none", () => {
      const { duration: _omitted, ...rest } = valid;
      expect(spaceRequestInput.parse(rest).duration ?? null).toBeNull();
      expect(spaceRequestInput.parse({ ...valid, duration: null }).duration).toBeNull();
      expect(spaceRequestInput.parse({ ...valid, duration: "" }).duration).toBeNull();
    });

    it("must come from the list", () => {
      expect(spaceRequestInput.parse({ ...valid, duration: "2-4-hours" }).duration).toBe("2-4-hours");
      expect(messagesAt(spaceRequestInput.safeParse({ ...valid, duration: "forever" }), "duration")).toEqual([
        V.unknownChoice,
      ]);
    });
  });

  describe("photos", () => {
    it(`takes up to ${PHOTO_LIMITS.request}`, () => {
      expect(spaceRequestInput.parse({ ...valid, imageUrls: photos(3) }).imageUrls).toHaveLength(3);
    });

    it("refuses a fourth", () => {
      expect(messagesAt(spaceRequestInput.safeParse({ ...valid, imageUrls: photos(4) }), "imageUrls")).toEqual([
        V.tooManyPhotos(3),
      ]);
      expect(V.tooManyPhotos(PHOTO_LIMITS.request)).toBe("You can add up to 3 photos");
    });

    it("refuses something that is not an image URL", () => {
      expect(spaceRequestInput.safeParse({ ...valid, imageUrls: ["ftp://x/y.png"] }).success).toBe(false);
    });
  });
});

describe("spaceRequestForm (Submit Space Request)", () => {
  it("accepts the payload with the terms box ticked", () => {
    expect(spaceRequestForm.safeParse({ ...valid, agreeToTerms: true }).success).toBe(true);
  });

  it.each([false, undefined, "true"])("refuses agreeToTerms %j with the spec message", (agreeToTerms) => {
    expect(messagesAt(spaceRequestForm.safeParse({ ...valid, agreeToTerms }), "agreeToTerms")).toEqual([
      V.agreeToTerms,
    ]);
    expect(V.agreeToTerms).toBe("You must agree to the terms of service to continue");
  });

  it("shows the values messages together with the other fields' errors", () => {
    const result = spaceRequestForm.safeParse({ ...valid, title: "", values: [], agreeToTerms: false });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        { path: "title", message: V.required },
        { path: "values", message: V.missionRequired },
        { path: "values", message: V.projectTypeRequired },
        { path: "agreeToTerms", message: V.agreeToTerms },
      ]),
    );
  });
});

describe("spaceRequestUpdate (PUT /api/space-requests/{id})", () => {
  it("accepts a partial body and adds nothing", () => {
    expect(spaceRequestUpdate.parse({ title: "  New title " })).toEqual({ title: "New title" });
    expect(spaceRequestUpdate.parse({})).toEqual({});
  });

  it("accepts imageUrls alone", () => {
    expect(spaceRequestUpdate.parse({ imageUrls: photos(2) })).toEqual({ imageUrls: photos(2) });
  });

  it("still enforces the rules on the fields present", () => {
    expect(messagesAt(spaceRequestUpdate.safeParse({ title: " " }), "title")).toEqual([V.required]);
    expect(messagesAt(spaceRequestUpdate.safeParse({ values: ["workshop"] }), "values")).toEqual([V.missionRequired]);
    expect(messagesAt(spaceRequestUpdate.safeParse({ values: ["creative-arts"] }), "values")).toEqual([
      V.projectTypeRequired,
    ]);
    expect(messagesAt(spaceRequestUpdate.safeParse({ imageUrls: photos(4) }), "imageUrls")).toEqual([
      V.tooManyPhotos(3),
    ]);
    expect(messagesAt(spaceRequestUpdate.safeParse({ participants: 2.5 }), "participants")).toEqual([V.wholeNumber]);
    expect(messagesAt(spaceRequestUpdate.safeParse({ contactEmail: "x" }), "contactEmail")).toEqual([V.invalidEmail]);
    expect(messagesAt(spaceRequestUpdate.safeParse({ location: "mars" }), "location")).toEqual([V.unknownChoice]);
  });

  it("lets participants be cleared", () => {
    expect(spaceRequestUpdate.parse({ participants: "" })).toEqual({ participants: null });
  });

  it("dedupes values", () => {
    expect(spaceRequestUpdate.parse({ values: ["workshop", "creative-arts", "workshop"] })).toEqual({
      values: ["workshop", "creative-arts"],
    });
  });

  it("strips server-set fields", () => {
    expect(spaceRequestUpdate.parse({ status: "completed", userId: "x", id: "y", createdAt: "z" })).toEqual({});
  });
});
