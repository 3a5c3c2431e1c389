import Router from "@koa/router";
import type { AppState } from "../../context";
import { NotFoundError } from "../../errors";
import { buildOpenApiDocument } from "./openapi";
import { ASSET_VERSION, DOCS_PAGE, readDocsAsset } from "./swaggerUi";

const router = new Router<AppState>();

/** Built on the first request, then kept: the route table does not change while the process runs. */
let openApiJson: string | undefined;

/**
 * Asset URLs carry `?v=`; those bytes never change, so they are cached for a year. `private`,
 * because a session renewal may put a Set-Cookie on any /api answer.
 */
const LONG_CACHE = "private, max-age=31536000, immutable";

router.get("/openapi.json", (ctx) => {
  ctx.set("Cache-Control", "no-cache");
  ctx.type = "application/json";
  openApiJson ??= JSON.stringify(buildOpenApiDocument());
  ctx.body = openApiJson;
});

router.get("/docs", (ctx) => {
  ctx.set("Cache-Control", "no-cache");
  ctx.type = "text/html";
  ctx.body = DOCS_PAGE;
});

router.get("/docs/:asset", async (ctx) => {
  const bytes = await readDocsAsset(ctx.params.asset ?? "");
  if (!bytes) throw NotFoundError();
  ctx.set("Cache-Control", ctx.query.v === ASSET_VERSION ? LONG_CACHE : "no-cache");
  ctx.type = ctx.params.asset.slice(ctx.params.asset.lastIndexOf("."));
  ctx.body = bytes;
});

export default router;
