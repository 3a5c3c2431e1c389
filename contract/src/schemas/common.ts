import { z } from "zod";
import { FIELD_MAX, PAGE } from "../constants";
import { SERVER_MESSAGES, VALIDATION_MESSAGES as V } from "../specTexts";
import { text } from "./storableText";
import { wholeNumber } from "./wholeNumber";

/** A required, trimmed text field: blank reads as "Required". */
export const requiredText = (max: number = FIELD_MAX.shortText) =>
  text({ error: () => V.required })
    .trim()
    .min(1, { error: () => V.required })
    .max(max, { error: () => V.tooLong(max) });

/** An optional trimmed text field; blank becomes null. */
export const optionalText = (max: number = FIELD_MAX.shortText) =>
  text()
    .trim()
    .max(max, { error: () => V.tooLong(max) })
    .nullish()
    .transform((value) => (value ? value : null));

export const emailField = text({ error: () => V.invalidEmail })
  .trim()
  .max(FIELD_MAX.email, { error: () => V.tooLong(FIELD_MAX.email) })
  .pipe(z.email({ error: () => V.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const uuid = z.uuid();
export const isoDate = z.string();

/** One choice of a list, with the spec's message for anything else. */
export const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: () => V.unknownChoice });

/**
 * A list of choice ids, deduplicated, limited to `allowed`. Duplicates are dropped before the
 * length bound, so a repeated id never makes a list too long; the loose first bound only stops
 * absurd payloads.
 */
export const choiceList = (allowed: readonly string[]) => {
  const set = new Set(allowed);
  return z
    .array(
      text().refine((id) => set.has(id), { error: () => V.unknownChoice }),
      { error: () => V.required },
    )
    .max(allowed.length * 10, { error: () => V.tooManyItems(allowed.length) })
    .transform((ids) => [...new Set(ids)]);
};

/**
 * Where a photo was uploaded, to be turned into its stored path: `/objects/<id>` or an absolute
 * http(s) URL (an upload URL); the server checks that it names one of the member's own uploads.
 */
export const imageUrl = text()
  .trim()
  .max(FIELD_MAX.url)
  .refine((url) => url.startsWith("/objects/") || /^https?:\/\//.test(url), "Not an image URL");

/**
 * A photo a listing or profile shows: only this server's `/objects/<id>` path. Another site's
 * URL (`http://…`, `//host`, `data:`, `javascript:`) would let a member make every viewer's
 * browser call that site (a tracking pixel) or smuggle content past the image pipeline.
 */
export const storedPhotoPath = text()
  .trim()
  .max(FIELD_MAX.url)
  .regex(/^\/objects\/[A-Za-z0-9-]+$/, { error: () => SERVER_MESSAGES.notAnUploadedPhoto });

export const pageQuery = z.object({
  limit: wholeNumber({ min: 1, max: PAGE.maxLimit, message: () => V.wholeNumber }).default(PAGE.defaultLimit),
  cursor: text().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A field as written for a create, without the default a create fills in. */
type WithoutDefault<Field> = Field extends z.ZodDefault<infer Inner> ? Inner : Field;

/**
 * The `PUT` body of a resource from the fields of its create body: each field the same rule and
 * message, every one optional, and none filled in by the create's default (an update changes
 * only what it sends).
 */
export const updateOf = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z
    .object(
      Object.fromEntries(
        Object.entries(fields).map(([name, field]) => [name, field instanceof z.ZodDefault ? field.unwrap() : field]),
      ) as { [Name in keyof Fields]: WithoutDefault<Fields[Name]> },
    )
    .partial();

export const idParam = z.object({ id: uuid });

/** `/user/{userId}` lists. */
export const userIdParam = z.object({ userId: uuid });

export { type ErrorBody, type ErrorIssue, errorBody, toErrorIssues } from "./errorBody";

export const okResponse = z.object({ ok: z.literal(true) });
