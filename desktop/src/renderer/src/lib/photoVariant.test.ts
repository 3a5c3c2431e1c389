import { describe, expect, it } from "vitest";
import { photoVariant } from "./photoVariant";

describe("photoVariant", () => {
  it("asks the server for a resized copy of a stored photo", () => {
    expect(photoVariant("/objects/3f1c2a9e-0000-4000-8000-000000000001", 1280)).toBe(
      "/objects/3f1c2a9e-0000-4000-8000-000000000001?w=1280",
    );
    expect(photoVariant("/objects/abc", 640)).toBe("/objects/abc?w=640");
  });

  it("leaves other sites, other paths and URLs with their own query alone", () => {
    expect(photoVariant("https://images.example.test/objects/abc", 640)).toBe(
      "https://images.example.test/objects/abc",
    );
    expect(photoVariant("/images/demo.jpg", 640)).toBe("/images/demo.jpg");
    expect(photoVariant("/objects/abc?w=320", 640)).toBe("/objects/abc?w=320");
    expect(photoVariant("/objects/", 640)).toBe("/objects/");
  });
});
