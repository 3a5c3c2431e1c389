import { MAX_JSON_BODY_BYTES } from "@kindred/contract";
import { bodyParser } from "@koa/bodyparser";
import type { Middleware } from "koa";
import { UnsupportedMediaTypeError } from "../errors";

/** DELETE too: deleting the account carries the password that confirms it. */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const parser = bodyParser({
  enableTypes: ["json", "form"],
  jsonLimit: MAX_JSON_BODY_BYTES,
  formLimit: MAX_JSON_BODY_BYTES,
  encoding: "utf-8",
  parsedMethods: [...BODY_METHODS],
});

/**
 * JSON and form bodies up to 1 MB. A body of any other type is refused with 415; a body-less
 * call (an empty PATCH, say) passes.
 */
export const parseBody = (): Middleware => async (ctx, next) => {
  const empty = ctx.request.length === 0;
  if (BODY_METHODS.has(ctx.method) && !empty && ctx.is("json", "urlencoded") === false) {
    throw UnsupportedMediaTypeError();
  }
  await parser(ctx, next);
};
