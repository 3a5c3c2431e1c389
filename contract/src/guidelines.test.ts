import { afterEach, describe, expect, it } from "vitest";
import { GUIDELINES_RESPONSE_HOURS } from "./constants";
import { COMMUNITY_GUIDELINES } from "./guidelines";
import { registerSpanish } from "./i18n/es/index";
import { type RenderLocale, setLocaleSource } from "./i18n/locale";
import { SCREEN_TEXTS } from "./specTexts";

registerSpanish();

let locale: RenderLocale = "en";
setLocaleSource(() => locale);
afterEach(() => {
  locale = "en";
});

describe("the Community Guidelines", () => {
  it.each(["en", "es"] as const)("use the spec's title, subtitle and button and the response time (%s)", (given) => {
    locale = given;
    expect(COMMUNITY_GUIDELINES.title).toBe(SCREEN_TEXTS.guidelinesTitle);
    expect(COMMUNITY_GUIDELINES.subtitle).toBe(SCREEN_TEXTS.guidelinesSubtitle);
    expect(COMMUNITY_GUIDELINES.confirm).toBe(SCREEN_TEXTS.guidelinesConfirm);
    const items = COMMUNITY_GUIDELINES.sections.flatMap((section) => section.items);
    expect(items.filter((item) => item.includes(`${GUIDELINES_RESPONSE_HOURS} `))).toHaveLength(1);
  });

  it("read in the active language", () => {
    expect(COMMUNITY_GUIDELINES.sections[0]?.heading).toBe("Our Mission");
    locale = "es";
    expect(COMMUNITY_GUIDELINES.sections[0]?.heading).toBe("Nuestra misión");
  });
});
