import { MAX_JSON_BODY_BYTES, MAX_JSON_BODY_DEPTH, SERVER_MESSAGES } from "@kindred/contract";
import { bodyParser } from "@koa/bodyparser";
import type { Middleware } from "koa";
import { UnsupportedMediaTypeError, ValidationError } from "../errors";

/** DELETE too: deleting the account carries the password that confirms it. */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const parser = bodyParser({
  enableTypes: ["json", "form"],
  jsonLimit: MAX_JSON_BODY_BYTES,
  formLimit: MAX_JSON_BODY_BYTES,
  encoding: "utf-8",
  parsedMethods: [...BODY_METHODS],
});

/** Whether arrays and objects in `value` nest deeper than `max`; a loop, so no depth overflows it. */
export const nestedDeeperThan = (value: unknown, max: number): boolean => {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== "object") continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
};

/**
 * JSON and form bodies up to 1 MB, nested at most MAX_JSON_BODY_DEPTH deep (a 10,000-deep array
 * would overflow the stack of any code that walks it recursively, a validator's or a
 * serializer's). A body of any other type is refused with 415; a body-less call (an empty PATCH,
 * say) passes. A body an earlier parser read (feedback with its screenshot) is checked here too.
 */
export const parseBody = (): Middleware => async (ctx, next) => {
  const empty = ctx.request.length === 0;
  if (BODY_METHODS.has(ctx.method) && !empty && ctx.is("json", "urlencoded") === false) {
    throw UnsupportedMediaTypeError();
  }
  await parser(ctx, async () => {
    if (nestedDeeperThan(ctx.request.body, MAX_JSON_BODY_DEPTH)) throw ValidationError(SERVER_MESSAGES.bodyTooDeep);
    await next();
  });
};
