import { describe, expect, it } from "vitest";
import { MESSAGE_PREVIEW_CHARS, messagePreview } from "./notificationTexts";
import { firstGrapheme, graphemeCount, isStorableText, shortenText } from "./text";

describe("shortenText", () => {
  it("leaves text that fits alone", () => {
    expect(shortenText("short", 10)).toBe("short");
    expect(shortenText("😀".repeat(10), 10)).toBe("😀".repeat(10));
  });

  it("cuts between whole characters, ending on an ellipsis", () => {
    expect(shortenText("x".repeat(12), 10)).toBe(`${"x".repeat(9)}…`);
    expect(shortenText("😀".repeat(12), 10)).toBe(`${"😀".repeat(9)}…`);
    // A family emoji and a flag are one character each, however many code points they hold.
    expect(shortenText("👩‍👩‍👧🇪🇸é".repeat(4), 4)).toBe("👩‍👩‍👧🇪🇸é…");
  });

  it("drops the space before its ellipsis", () => {
    expect(shortenText("one two three", 5)).toBe("one…");
  });
});

describe("messagePreview", () => {
  it.each([
    ["61 emoji", "😀".repeat(61)],
    ["'🎉 Thanks! ' 13 times", "🎉 Thanks! ".repeat(13)],
    ["a thousand emoji", "🙂".repeat(1000)],
  ])("quotes %s as storable text of at most MESSAGE_PREVIEW_CHARS characters", (_, content) => {
    const preview = messagePreview(content);
    expect(isStorableText(preview)).toBe(true);
    expect(JSON.parse(JSON.stringify(preview))).toBe(preview);
    expect([...new Intl.Segmenter().segment(preview)].length).toBeLessThanOrEqual(MESSAGE_PREVIEW_CHARS);
  });
});

describe("firstGrapheme", () => {
  it("is a whole character", () => {
    expect(firstGrapheme("🎉 party")).toBe("🎉");
    expect(firstGrapheme("e\u0301cole")).toBe("e\u0301");
    expect(firstGrapheme("")).toBe("");
  });
});

describe("plain ASCII without the segmenter", () => {
  // The shortcut for ASCII must cut and count exactly where the segmenter does, up to the code
  // units next to the first character outside it (an accent joins the letter before it).
  const segmented = (text: string) =>
    Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), ({ segment }) => segment);
  const texts = [
    "",
    "a",
    "ab",
    "Maya Rivera",
    "a\r\nb",
    "\r\n",
    "ab\r\ncd",
    "abe\u0301",
    "ae\u0301b",
    "a👍🏽b",
    "x".repeat(30),
  ];

  it("cuts and counts as the segmenter does", () => {
    for (const text of texts) {
      const parts = segmented(text);
      expect(graphemeCount(text), JSON.stringify(text)).toBe(parts.length);
      expect(firstGrapheme(text), JSON.stringify(text)).toBe(parts[0] ?? "");
      for (const max of [1, 2, 3, 5]) {
        const expected =
          parts.length > max
            ? `${parts
                .slice(0, max - 1)
                .join("")
                .trimEnd()}…`
            : text;
        expect(shortenText(text, max), `${JSON.stringify(text)} at ${max}`).toBe(expected);
      }
    }
  });
});

describe("isStorableText", () => {
  it("refuses NUL and half a surrogate pair, and nothing else", () => {
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("😀".slice(0, 1))).toBe(false);
    expect(isStorableText("😀".slice(1))).toBe(false);
    expect(isStorableText("😀 café 日本 \u0001 \uFFFF")).toBe(true);
  });
});
