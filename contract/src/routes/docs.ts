import { z } from "zod";
import { text } from "../schemas/storableText";
import { binary, defineRoute } from "./route";

const tag = "Docs";

/** This API's own OpenAPI document and its docs page. */
export const DOCS_ROUTES = {
  openApi: defineRoute({
    method: "get",
    path: "/api/openapi.json",
    access: "visitor",
    status: 200,
    response: { description: "OpenAPI 3.1", schema: z.record(z.string(), z.unknown()) },
    tag,
    summary: "This document",
  }),
  page: defineRoute({
    method: "get",
    path: "/api/docs",
    access: "visitor",
    status: 200,
    response: { description: "An HTML page", schema: z.string(), contentType: "text/html" },
    tag,
    summary: "The API docs page",
  }),
  asset: defineRoute({
    method: "get",
    path: "/api/docs/:asset",
    access: "visitor",
    params: z.object({ asset: text().meta({ description: "A file of the docs page (script, style, icon)" }) }),
    status: 200,
    response: { description: "The file, cached for a year", schema: binary, contentType: "*/*" },
    tag,
    summary: "A script, style or icon of the docs page",
    errors: [404],
  }),
};
