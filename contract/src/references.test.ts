import { describe, expect, it } from "vitest";
import { REFERENCE_RULES, REFERENCE_TEXTS } from "./references";

describe("the reference texts", () => {
  it("say the bounds the rules enforce", () => {
    const max = REFERENCE_RULES.textMax.toLocaleString("en-US");
    expect(REFERENCE_TEXTS.textHint).toBe(
      `Between ${REFERENCE_RULES.textMin} and ${max} characters. It cannot be changed once sent.`,
    );
    expect(REFERENCE_TEXTS.characterCount(1_234)).toBe(`1,234 / ${max}`);
    expect(REFERENCE_TEXTS.textTooShort).toBe(`Write at least ${REFERENCE_RULES.textMin} characters`);
    expect(REFERENCE_TEXTS.textTooLong).toBe(`Must be at most ${max} characters`);
  });

  it("an empty list says something the facts line above it does not", () => {
    // A member page shows the facts ("No references yet") right above the list of references.
    const words = (text: string) => text.toLowerCase().replace(/[^a-z ]/g, "");
    expect(words(REFERENCE_TEXTS.none)).not.toContain(words(REFERENCE_TEXTS.counts(0, 0)));
    expect(REFERENCE_TEXTS.none).toBe("References appear here after a booked date.");
  });

  it("word counts and reply times as before", () => {
    expect(REFERENCE_TEXTS.counts(0, 0)).toBe("No references yet");
    expect(REFERENCE_TEXTS.counts(1, 1)).toBe("1 reference · 1 positive");
    expect(REFERENCE_TEXTS.counts(1_200, 900)).toBe("1,200 references · 900 positive");
    expect(REFERENCE_TEXTS.kept(3, 1)).toBe("Kept 3 of 1 booking");
    expect([1, 5, 47, 49].map(REFERENCE_TEXTS.replyTime)).toEqual([
      "Usually replies within an hour",
      "Usually replies within 5 hours",
      "Usually replies within 47 hours",
      "Usually replies within 3 days",
    ]);
  });
});
