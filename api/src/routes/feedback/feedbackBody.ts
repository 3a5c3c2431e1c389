import { MAX_FEEDBACK_SCREENSHOT_BYTES, MAX_JSON_BODY_BYTES } from "@kindred/contract";
import { bodyParser } from "@koa/bodyparser";
import type { Middleware } from "koa";
import { PayloadTooLargeError } from "../../errors";

/** A 5 MB screenshot is about 6.7 MB as a base64 data URL; the rest of the form stays small. */
const FEEDBACK_BODY_LIMIT = Math.ceil((MAX_FEEDBACK_SCREENSHOT_BYTES * 4) / 3) + MAX_JSON_BODY_BYTES;

const parser = bodyParser({ enableTypes: ["json"], jsonLimit: FEEDBACK_BODY_LIMIT, encoding: "utf-8" });

const screenshotLength = (body: unknown) => {
  const screenshot = (body as { screenshot?: unknown } | undefined)?.screenshot;
  return typeof screenshot === "string" ? screenshot.length : 0;
};

/**
 * `POST /api/feedback` may carry a screenshot larger than the 1 MB every JSON body is held to.
 * This parses that one body first with room for it (the general parser then leaves it alone);
 * everything besides the screenshot must still fit in 1 MB.
 */
export const feedbackBody = (): Middleware => async (ctx, next) => {
  if (ctx.method !== "POST" || ctx.path !== "/api/feedback" || !ctx.is("json")) return next();
  await parser(ctx, async () => {
    const { body, rawBody } = ctx.request as { body?: unknown; rawBody?: string };
    if ((rawBody?.length ?? 0) - screenshotLength(body) > MAX_JSON_BODY_BYTES) throw PayloadTooLargeError();
    await next();
  });
};
