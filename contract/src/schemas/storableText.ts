import { z } from "zod";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { isStorableText } from "../text";

/**
 * Every string a client sends starts here: text the database cannot store (U+0000, half a
 * surrogate pair) is a field message, never a 500 from PostgreSQL. `storableText.test.ts` walks
 * every route's params, query and body and fails on a string that did not come from this builder.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { message: V.unstorableText, abort: true });
