import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { FIELD_MAX } from "../constants";
import { SCREEN_TEXTS, VALIDATION_MESSAGES as V } from "../specTexts";
import {
  currentUser,
  displayName,
  interestsField,
  loginInput,
  normalizeInterests,
  parseInterests,
  profileInput,
  publicUser,
  registerInput,
} from "./user";

type Result = { success: boolean; error?: z.ZodError };
const messagesAt = (result: Result, path: string) =>
  result.success
    ? []
    : result.error!.issues.filter((issue) => issue.path.join(".") === path).map((issue) => issue.message);

describe("loginInput", () => {
  it("accepts a valid email and a six-character password, lower-casing the email", () => {
    expect(loginInput.parse({ email: " Maya.Rivera@Example.org ", password: "123456" })).toEqual({
      email: "maya.rivera@example.org",
      password: "123456",
    });
  });

  it("rejects an invalid email with the spec message", () => {
    for (const email of ["maya", "maya@", "", undefined]) {
      expect(messagesAt(loginInput.safeParse({ email, password: "kindred-demo" }), "email")).toEqual([V.invalidEmail]);
    }
    expect(V.invalidEmail).toBe("Please enter a valid email address");
  });

  it("rejects a five-character password with the spec message", () => {
    expect(messagesAt(loginInput.safeParse({ email: "a@example.org", password: "12345" }), "password")).toEqual([
      V.passwordTooShort,
    ]);
    expect(messagesAt(loginInput.safeParse({ email: "a@example.org" }), "password")).toEqual([V.passwordTooShort]);
    expect(V.passwordTooShort).toBe("Password must be at least 6 characters");
  });

  it("does not trim the password", () => {
    expect(loginInput.parse({ email: "a@example.org", password: " abcd " }).password).toBe(" abcd ");
  });
});

describe("registerInput", () => {
  it("takes optional names, blank ones as null", () => {
    expect(registerInput.parse({ email: "a@example.org", password: "kindred-demo" })).toMatchObject({
      firstName: null,
      lastName: null,
    });
    expect(
      registerInput.parse({ email: "a@example.org", password: "kindred-demo", firstName: " Ada ", lastName: "" }),
    ).toMatchObject({ firstName: "Ada", lastName: null });
  });

  it("keeps the login rules", () => {
    expect(messagesAt(registerInput.safeParse({ email: "x", password: "12345" }), "email")).toEqual([V.invalidEmail]);
    expect(messagesAt(registerInput.safeParse({ email: "x", password: "12345" }), "password")).toEqual([
      V.passwordTooShort,
    ]);
  });
});

describe("profileInput", () => {
  const valid = { firstName: "Maya", lastName: "Rivera" };

  it("needs only the names; bio, location and interests are optional", () => {
    expect(profileInput.parse(valid)).toEqual({ ...valid, bio: null, location: null, interests: [] });
  });

  it.each([undefined, "", "   "])("requires firstName (%j)", (firstName) => {
    expect(messagesAt(profileInput.safeParse({ ...valid, firstName }), "firstName")).toEqual([V.firstNameRequired]);
    expect(V.firstNameRequired).toBe("First name is required");
  });

  it.each([undefined, "", "   "])("requires lastName (%j)", (lastName) => {
    expect(messagesAt(profileInput.safeParse({ ...valid, lastName }), "lastName")).toEqual([V.lastNameRequired]);
    expect(V.lastNameRequired).toBe("Last name is required");
  });

  it("trims every text field", () => {
    expect(
      profileInput.parse({ firstName: " Maya ", lastName: " Rivera ", bio: "  Potter. ", location: " RiNo " }),
    ).toMatchObject({ firstName: "Maya", lastName: "Rivera", bio: "Potter.", location: "RiNo" });
  });

  it("normalizes interests", () => {
    expect(profileInput.parse({ ...valid, interests: [" Clay ", "", "clay", "Glaze"] }).interests).toEqual([
      "Clay",
      "Glaze",
    ]);
  });

  it("bounds the bio", () => {
    expect(messagesAt(profileInput.safeParse({ ...valid, bio: "a".repeat(FIELD_MAX.bio + 1) }), "bio")).toEqual([
      V.tooLong(FIELD_MAX.bio),
    ]);
  });

  it("takes a stored photo path and strips email and role", () => {
    const parsed = profileInput.parse({ ...valid, profileImageUrl: "/objects/me", email: "x@y.z", role: "admin" });
    expect(parsed.profileImageUrl).toBe("/objects/me");
    expect(parsed).not.toHaveProperty("email");
    expect(parsed).not.toHaveProperty("role");
  });
});

describe("interests", () => {
  it("trims, drops blanks and drops duplicates case-insensitively, keeping the first spelling", () => {
    expect(normalizeInterests(["  Pottery ", "", "   ", "pottery", "POTTERY", "Yoga", "yoga "])).toEqual([
      "Pottery",
      "Yoga",
    ]);
  });

  it("keeps the order of first appearance", () => {
    expect(normalizeInterests(["b", "a", "B", "c"])).toEqual(["b", "a", "c"]);
  });

  it("parses the comma-separated field", () => {
    expect(parseInterests("Hiking, Jazz,, hiking ,  , Urban gardening")).toEqual(["Hiking", "Jazz", "Urban gardening"]);
    expect(parseInterests("")).toEqual([]);
    expect(parseInterests(" , ,")).toEqual([]);
  });

  it("bounds each interest and the number of interests after normalizing", () => {
    expect(messagesAt(interestsField.safeParse(["a".repeat(FIELD_MAX.interest + 1)]), "0")).toEqual([
      V.tooLong(FIELD_MAX.interest),
    ]);
    const many = Array.from({ length: FIELD_MAX.interests + 1 }, (_, i) => `interest ${i}`);
    expect(interestsField.safeParse(many).success).toBe(false);
    const duplicates = Array.from({ length: FIELD_MAX.interests + 5 }, () => "Jazz");
    expect(interestsField.parse(duplicates)).toEqual(["Jazz"]);
  });
});

describe("displayName", () => {
  it("joins first and last name", () => {
    expect(displayName({ firstName: "Maya", lastName: "Rivera", email: "maya@example.org" })).toBe("Maya Rivera");
  });

  it("uses whichever name is present", () => {
    expect(displayName({ firstName: "Maya", lastName: null })).toBe("Maya");
    expect(displayName({ firstName: "", lastName: "Rivera" })).toBe("Rivera");
  });

  it("falls back to the email", () => {
    expect(displayName({ firstName: null, lastName: null, email: "maya@example.org" })).toBe("maya@example.org");
    expect(displayName({ firstName: " ", lastName: "", email: "maya@example.org" })).toBe("maya@example.org");
  });

  it("falls back to 'Anonymous User'", () => {
    expect(displayName({})).toBe("Anonymous User");
    expect(displayName({ firstName: null, lastName: null, email: null })).toBe(SCREEN_TEXTS.anonymousUser);
  });
});

describe("user read shapes", () => {
  const user = {
    id: "0b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a",
    firstName: "Maya",
    lastName: "Rivera",
    profileImageUrl: null,
    coverImageUrl: null,
    bio: null,
    location: "RiNo, Denver, CO",
    interests: ["Clay"],
    createdAt: "2026-01-01T00:00:00.000Z",
  };

  it("never shows another member's email or password hash", () => {
    const parsed = publicUser.parse({ ...user, email: "maya@example.org", passwordHash: "$argon2id$..." });
    expect(parsed).not.toHaveProperty("email");
    expect(parsed).not.toHaveProperty("passwordHash");
  });

  it("gives the signed-in member a role of member, moderator or admin, and whether their email is confirmed", () => {
    const me = {
      ...user,
      email: "maya@example.org",
      emailVerified: true,
      hasPassword: false,
      updatedAt: user.createdAt,
      locale: null,
    };
    expect(currentUser.parse({ ...me, role: "admin" }).role).toBe("admin");
    expect(currentUser.parse({ ...me, role: "member", locale: "es" }).locale).toBe("es");
    expect(currentUser.safeParse({ ...me, role: "member", locale: "fr" }).success).toBe(false);
    expect(currentUser.parse({ ...me, role: "member" }).hasPassword).toBe(false);
    expect(currentUser.safeParse({ ...me, hasPassword: undefined, role: "member" }).success).toBe(false);
    expect(currentUser.parse({ ...me, role: "moderator" }).role).toBe("moderator");
    expect(currentUser.safeParse({ ...me, emailVerified: undefined, role: "member" }).success).toBe(false);
    expect(currentUser.safeParse({ ...me, role: "owner" }).success).toBe(false);
  });
});
