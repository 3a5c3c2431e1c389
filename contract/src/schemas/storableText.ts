import { z } from "zod";
import { VALIDATION_MESSAGES as V } from "../specTexts";
import { isStorableText } from "../text";

/**
 * Every string a client sends starts here: text the database cannot store (U+0000, half a
 * surrogate pair) is a field message, never a 500 from PostgreSQL. `storableText.test.ts` walks
 * every route's params, query and body and fails on a string that did not come from this builder.
 * Messages are given as `{ error: () => V.… }`, so they are worded in the language active when an
 * issue is raised, not when the schema module loads.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: () => V.unstorableText, abort: true });
