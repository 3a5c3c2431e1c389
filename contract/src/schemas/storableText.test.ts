import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { API_ROUTES } from "../routes";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { isStorableText } from "../text";
import { interestsField } from "./user";

interface Def {
  type: string;
  checks?: { _zod: { def: { check?: string; fn?: unknown } } }[];
  format?: string;
  [child: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

// Formats whose pattern already leaves out every character PostgreSQL refuses.
const PATTERNED_FORMATS = new Set(["uuid", "guid", "email", "datetime"]);

/** Paths (`body.title`, `query.q[]`) of the strings a client can send that skip the storable check. */
const uncheckedStrings = (schema: unknown, path: string, found: string[] = []): string[] => {
  const def = defOf(schema);
  const walk = (child: unknown, at = path) => uncheckedStrings(child, at, found);
  switch (def.type) {
    case "string": {
      const checked = def.checks?.some(({ _zod }) => _zod.def.check === "custom" && _zod.def.fn === isStorableText);
      if (!checked && !PATTERNED_FORMATS.has(def.format ?? "")) found.push(path);
      break;
    }
    case "object":
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, `${path}.${key}`);
      break;
    case "array":
      walk(def.element, `${path}[]`);
      break;
    case "record":
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case "union":
      for (const option of def.options as unknown[]) walk(option);
      break;
    case "intersection":
      walk(def.left);
      walk(def.right);
      break;
    case "pipe":
      // A client's value meets `in`; `out` sees what `in` let through, unless `in` only transforms.
      walk(defOf(def.in).type === "transform" ? def.out : def.in);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      walk(def.innerType);
      break;
    default:
      break;
  }
  return found;
};

describe("strings the database cannot store", () => {
  it("are refused by every string of every route's params, query and body", () => {
    const unchecked = API_ROUTES.flatMap((route) =>
      (["params", "query", "body"] as const).flatMap((part) =>
        // An image body is bytes, never text.
        route[part] && !(part === "body" && route.bodyKind === "image")
          ? uncheckedStrings(route[part], `${route.method} ${route.path} ${part}`)
          : [],
      ),
    );
    expect(unchecked).toEqual([]);
  });

  it.each([
    ["U+0000", "tea\u0000"],
    ["a lone high surrogate (an emoji cut in half)", "party 🎉".slice(0, -1)],
    ["a lone low surrogate", "\uDE00 tail"],
  ])("refuses %s with a field message, also inside a list", (_, bad) => {
    const result = (interestsField as z.ZodType).safeParse(["pottery", bad]);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [1], message: V.unstorableText })]);
  });

  it("keeps whole emoji, accents and other scripts", () => {
    expect(interestsField.parse(["🎉 parties", "café", "日本語", "👩‍👩‍👧"])).toEqual([
      "🎉 parties",
      "café",
      "日本語",
      "👩‍👩‍👧",
    ]);
  });
});
