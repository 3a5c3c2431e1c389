import { describe, expect, it } from "vitest";
import { objectQuery, spacePhotoInput, uploadUrlInput } from "./upload";

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
