import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icsDocument, localStamp, offsetText, utcStamp } from "./icalendar";

const octets = (text: string) => new TextEncoder().encode(text).length;

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone", () => {
    const line = "X".repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it("breaks longer lines into 75-octet pieces, continuations starting with a space", () => {
    const folded = foldLine("Y".repeat(200));
    const pieces = folded.split("\r\n");
    expect(pieces.map(octets)).toEqual([75, 75, 52]);
    expect(pieces.slice(1).every((piece) => piece.startsWith(" "))).toBe(true);
    expect(pieces.map((piece, i) => (i === 0 ? piece : piece.slice(1))).join("")).toBe("Y".repeat(200));
  });

  it("never splits a multi-byte character", () => {
    const line = `SUMMARY:${"é".repeat(60)}${"🏠".repeat(10)}`;
    const pieces = foldLine(line).split("\r\n");
    for (const piece of pieces) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      expect(piece).not.toContain("\uFFFD");
    }
    expect(pieces.map((piece, i) => (i === 0 ? piece : piece.slice(1))).join("")).toBe(line);
  });
});

describe("icsDocument", () => {
  it("ends every line, the last included, with CRLF", () => {
    expect(icsDocument(["BEGIN:VCALENDAR", "END:VCALENDAR"])).toBe("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  });
});

describe("value formats", () => {
  it("writes UTC and local date-times and offsets as RFC 5545 does", () => {
    expect(utcStamp(new Date(Date.UTC(2027, 2, 5, 14, 7, 9)))).toBe("20270305T140709Z");
    expect(localStamp("2027-03-05", 6)).toBe("20270305T060000");
    expect(localStamp("2027-03-05", 2, 30)).toBe("20270305T023000");
    expect(offsetText(60)).toBe("+0100");
    expect(offsetText(-210)).toBe("-0330");
    expect(offsetText(0)).toBe("+0000");
  });
});
