import { describe, expect, it } from "vitest";
import { accessibilitySettings, FONT_SIZES, objectQuery, searchQuery, spacePhotoInput, uploadUrlInput } from "./misc";
import { NOTIFICATION_TYPES } from "./notification";

describe("accessibilitySettings (spec section 3)", () => {
  it("defaults to no high contrast, no reduced motion, normal font and announcements on", () => {
    expect(accessibilitySettings.parse({})).toEqual({
      highContrast: false,
      reducedMotion: false,
      fontSize: "normal",
      announcements: true,
    });
  });

  it("knows the three font sizes only", () => {
    expect([...FONT_SIZES]).toEqual(["normal", "large", "extra-large"]);
    expect(accessibilitySettings.safeParse({ fontSize: "huge" }).success).toBe(false);
  });
});

describe("notification types (spec section 4)", () => {
  it("are new_match, new_message and match_update", () => {
    expect([...NOTIFICATION_TYPES]).toEqual(["new_match", "new_message", "match_update"]);
  });
});

describe("searchQuery", () => {
  it("trims the text and refuses a blank search", () => {
    expect(searchQuery.parse({ q: "  pottery " })).toEqual({ q: "pottery" });
    expect(searchQuery.safeParse({ q: "   " }).success).toBe(false);
    expect(searchQuery.safeParse({ q: "a".repeat(201) }).success).toBe(false);
  });
});

describe("spacePhotoInput", () => {
  it("takes a stored object path or an http(s) URL", () => {
    expect(spacePhotoInput.parse({ photoURL: "/objects/abc" })).toEqual({ photoURL: "/objects/abc" });
    expect(spacePhotoInput.safeParse({ photoURL: "file:///etc/passwd" }).success).toBe(false);
  });
});

describe("uploadUrlInput", () => {
  it("defaults to a listing photo and knows profile and cover", () => {
    expect(uploadUrlInput.parse({})).toEqual({ kind: "listing" });
    expect(uploadUrlInput.parse({ kind: "profile" })).toEqual({ kind: "profile" });
    expect(uploadUrlInput.parse({ kind: "cover" })).toEqual({ kind: "cover" });
    expect(uploadUrlInput.safeParse({ kind: "feedback" }).success).toBe(false);
  });
});

describe("objectQuery", () => {
  it("takes the widths of IMAGE_WIDTHS only", () => {
    expect(objectQuery.parse({})).toEqual({});
    for (const width of ["320", "640", "1280"]) expect(objectQuery.parse({ w: width })).toEqual({ w: width });
    for (const width of ["100", "320px", "", "1280.0"]) expect(objectQuery.safeParse({ w: width }).success).toBe(false);
  });
});
