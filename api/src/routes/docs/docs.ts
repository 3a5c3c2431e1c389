import { DOCS_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { NotFoundError } from "../../errors";
import { register } from "../register";
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

register(router, DOCS_ROUTES.openApi, (ctx) => {
  ctx.set("Cache-Control", "no-cache");
  ctx.type = "application/json";
  openApiJson ??= JSON.stringify(buildOpenApiDocument());
  ctx.body = openApiJson;
});

register(router, DOCS_ROUTES.page, (ctx) => {
  ctx.set("Cache-Control", "no-cache");
  ctx.type = "text/html";
  ctx.body = DOCS_PAGE;
});

register(router, DOCS_ROUTES.asset, async (ctx) => {
  const { asset } = ctx.state.input.params;
  const bytes = await readDocsAsset(asset);
  if (!bytes) throw NotFoundError();
  ctx.set("Cache-Control", ctx.query.v === ASSET_VERSION ? LONG_CACHE : "no-cache");
  ctx.type = asset.slice(asset.lastIndexOf("."));
  ctx.body = bytes;
});

export default router;
