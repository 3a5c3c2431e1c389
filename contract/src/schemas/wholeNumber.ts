import { z } from "zod";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import type { ErrorIssue } from "./errorBody";
import { text } from "./storableText";

/** What a form field or a query string may hold for a whole number: decimal digits (a minus sign at most), nothing else. */
const DECIMAL_DIGITS = /^\s*-?\d+\s*$/;

/**
 * A field message: a text, or (for texts of the catalogs) a function reading it, so it is worded
 * in the language active when the issue is raised.
 */
type Wording = string | (() => string);
const worded = (wording: Wording) => (typeof wording === "function" ? wording() : wording);

/** Every whole-number field, with the message it shows for anything that is not a whole number. */
const wholeNumberFields = new WeakMap<z.ZodType, Wording>();

interface WholeNumberRule {
  min: number;
  max: number;
  /** Shown for anything that is not a number at all, and for a number below `min` unless `minMessage`. */
  message: Wording;
  /** Shown for a whole number below `min`; defaults to `message`. */
  minMessage?: Wording;
  /** Shown for a whole number above `max`; defaults to the generic "at most" message. */
  maxMessage?: Wording;
  /** Shown for a number with a fraction; defaults to `message`. */
  fractionMessage?: Wording;
}

const toWholeNumber = (value: number | string, rule: WholeNumberRule, ctx: z.RefinementCtx): number => {
  const number = typeof value === "number" ? value : DECIMAL_DIGITS.test(value) ? Number(value) : Number.NaN;
  let wording: Wording | null = null;
  if (Number.isNaN(number)) wording = rule.message;
  else if (!Number.isInteger(number)) wording = rule.fractionMessage ?? rule.message;
  else if (number < rule.min) wording = rule.minMessage ?? rule.message;
  else if (number > rule.max) wording = rule.maxMessage ?? (() => V.tooLarge(rule.max));
  const message = wording === null ? null : worded(wording);
  if (message) ctx.addIssue({ code: "custom", message });
  return message ? 0 : number;
};

// Not coercion: `Number()` would take `true` as 1, `[12]` as 12, "0x10" as 16 and "1e3" as 1000.
const numberOrText = (message: Wording) => z.union([z.number(), text()], { error: () => worded(message) });

/**
 * A required whole number: a number, or (from a form or a query string) decimal digits.
 * `jsonNumberIssues` refuses the digits in a JSON body, where a number must be a number.
 */
export const wholeNumber = (rule: WholeNumberRule) => {
  const field = numberOrText(rule.message).transform((value, ctx) => toWholeNumber(value, rule, ctx));
  wholeNumberFields.set(field, rule.message);
  return field;
};

/** The same, optional: absent, null or a blank form field read as null. */
export const optionalWholeNumber = (rule: WholeNumberRule) => {
  const field = numberOrText(rule.message)
    .nullish()
    .transform((value, ctx) =>
      value === null || value === undefined || (typeof value === "string" && value.trim() === "")
        ? null
        : toWholeNumber(value, rule, ctx),
    );
  wholeNumberFields.set(field, rule.message);
  return field;
};

const unwrapOptional = (field: z.ZodType): z.ZodType =>
  field instanceof z.ZodOptional ? unwrapOptional(field.unwrap() as z.ZodType) : field;

/**
 * JSON bodies carry numbers as JSON numbers: a whole-number field of `schema` given anything else
 * (a string, a boolean, a list) is refused with that field's message. Null and absent are left to
 * the schema.
 */
export const jsonNumberIssues = (schema: z.ZodType, body: unknown): ErrorIssue[] => {
  if (!(schema instanceof z.ZodObject) || typeof body !== "object" || body === null) return [];
  const issues: ErrorIssue[] = [];
  for (const [path, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const message = wholeNumberFields.get(unwrapOptional(field));
    const value = (body as Record<string, unknown>)[path];
    if (message && value !== undefined && value !== null && typeof value !== "number") {
      issues.push({ path, message: worded(message) });
    }
  }
  return issues;
};
