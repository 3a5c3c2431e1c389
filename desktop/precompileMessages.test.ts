import { formatMessage, MODERATION_TEXTS } from "@kindred/contract";
import { describe, expect, it } from "vitest";
import { precompileCatalog } from "./precompileMessages";

const ENGLISH = `import { localized, msg } from "./i18n/catalog";
const SAMPLE = {
  plain: "Warn the member {not a message}",
  warn: msg<[name: string]>("Warn {name}", "name"),
  days: msg<[count: number]>(\`{count, plural, one {# day} other {# days}}\`, "count"),
} as const;
export const SAMPLE_TEXTS = localized("sample", SAMPLE);
`;
const SPANISH = `import type { SampleCatalog } from "../../sampleTexts";
export const sample: Translation<SampleCatalog> = {
  plain: "Advertir al miembro",
  warn: "Advertir a {name}",
  days: "{count, plural, one {# día} other {# días}}",
};
`;

/** Evaluates the object literal `name = {…}` of compiled source, with msg as the contract's. */
const objectOf = (code: string, start: string) => {
  const from = code.indexOf("{", code.indexOf(start));
  const to = code.lastIndexOf("}") + 1;
  const msg = (icu: unknown, ...names: string[]) => ({ icu, names });
  // Type arguments are TypeScript's; the object is evaluated as JavaScript.
  const literal = code.slice(from, to).replace(/msg<[^(]*>\(/g, "msg(");
  return new Function("msg", `return (${literal});`)(msg);
};

describe("messages parsed at build time", () => {
  it("turns English msg(…) messages into their parsed form and leaves plain texts alone", () => {
    const compiled = precompileCatalog(ENGLISH, "/repo/contract/src/sampleTexts.ts");
    expect(compiled?.code).toContain('"Warn the member {not a message}"');
    const code = compiled?.code ?? "";
    const catalog = objectOf(code.slice(0, code.indexOf("} as const") + 1), "const SAMPLE");
    expect(Array.isArray(catalog.warn.icu)).toBe(true);
    expect(formatMessage(catalog.warn.icu, "en", catalog.warn.names, ["Rae"])).toBe("Warn Rae");
    expect(formatMessage(catalog.days.icu, "en", ["count"], [1500])).toBe("1,500 days");
  });

  it("turns a translation's texts with arguments into their parsed form, formatted as the text would be", () => {
    const compiled = precompileCatalog(SPANISH, "/repo/contract/src/i18n/es/sample.ts");
    const catalog = objectOf(compiled?.code ?? "", "export const sample");
    expect(catalog.plain).toBe("Advertir al miembro");
    expect(formatMessage(catalog.warn, "es", ["name"], ["Rae"])).toBe("Advertir a Rae");
    expect(formatMessage(catalog.days, "es", ["count"], [1])).toBe(
      formatMessage("{count, plural, one {# día} other {# días}}", "es", ["count"], [1]),
    );
  });

  it("leaves files without messages untouched", () => {
    expect(precompileCatalog(`export const A = { a: "b" };`, "/repo/contract/src/constants.ts")).toBeUndefined();
    // The contract's own catalogs still read as English in node, where nothing is precompiled.
    expect(MODERATION_TEXTS.ui.warnTitle("Rae")).toBe("Warn Rae");
  });
});
