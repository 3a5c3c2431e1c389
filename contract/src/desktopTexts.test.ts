import { describe, expect, it } from "vitest";
import { DESKTOP_TEXTS, desktopServerUrl } from "./desktopTexts";

describe("desktopServerUrl", () => {
  it("accepts http and https addresses without their trailing slashes", () => {
    expect(desktopServerUrl.parse("https://kindred.example.org/")).toBe("https://kindred.example.org");
    expect(desktopServerUrl.parse("http://127.0.0.1:5000")).toBe("http://127.0.0.1:5000");
  });

  it("refuses other schemes and non-addresses with the screen's message", () => {
    for (const text of ["ftp://kindred.example.org", "kindred.example.org", ""]) {
      const parsed = desktopServerUrl.safeParse(text);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(DESKTOP_TEXTS.server.invalidUrl);
    }
  });
});
