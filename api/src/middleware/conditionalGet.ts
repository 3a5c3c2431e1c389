import type { AppMiddleware } from "../context";
import { etagOf } from "../lib/finishedJson";

/**
 * A route step for JSON reads that clients poll (conversation, match list, notifications): the
 * answer carries an ETag of its bytes, and a request whose `If-None-Match` names it gets 304 with
 * no body, so an unchanged conversation costs no transfer and no parse on the client. The body is
 * serialized here once, exactly as Koa would have, unless the route answered a finished one
 * (`sendFinishedJson`, `sendJsonText`), and must be revalidated every time (`no-cache`), never
 * kept by a shared cache (`private`).
 */
export const conditionalGet = (): AppMiddleware => async (ctx, next) => {
  await next();
  const { body } = ctx;
  if (ctx.status !== 200 || body === null || (typeof body !== "object" && typeof body !== "string")) return;
  if (!ctx.response.get("ETag")) {
    if (typeof body === "string" || Buffer.isBuffer(body)) return;
    const json = JSON.stringify(body);
    ctx.set("ETag", etagOf(json));
    ctx.type = "json";
    ctx.body = json;
  }
  ctx.set("Cache-Control", "private, no-cache");
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
};
