import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Swagger UI from the `swagger-ui-dist` package, served by this server: nothing comes from a
 * CDN, so the page works offline and under the app's CSP (`script-src 'self'`). Its start-up
 * script is a file of its own (`init.js`) rather than inline, for the same reason.
 */
const packageJson = createRequire(import.meta.url).resolve("swagger-ui-dist/package.json");
const DIST_DIR = path.dirname(packageJson);

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});
`;

/** The files the page loads: name → where the bytes come from. */
const FILES: Record<string, string | { text: string }> = {
  "swagger-ui.css": path.join(DIST_DIR, "swagger-ui.css"),
  "swagger-ui-bundle.js": path.join(DIST_DIR, "swagger-ui-bundle.js"),
  "favicon-32x32.png": path.join(DIST_DIR, "favicon-32x32.png"),
  "init.js": { text: INIT_SCRIPT },
};

/** Part of every asset URL: a new Swagger UI or start-up script is a new URL, so assets can be cached for good. */
export const ASSET_VERSION = createHash("sha256")
  .update((createRequire(import.meta.url)("swagger-ui-dist/package.json") as { version: string }).version)
  .update(INIT_SCRIPT)
  .digest("hex")
  .slice(0, 12);

const assetUrl = (name: string) => `/api/docs/${name}?v=${ASSET_VERSION}`;

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Kindred Spaces API</title>
    <link rel="stylesheet" href="${assetUrl("swagger-ui.css")}" />
    <link rel="icon" type="image/png" href="${assetUrl("favicon-32x32.png")}" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${assetUrl("swagger-ui-bundle.js")}"></script>
    <script src="${assetUrl("init.js")}"></script>
  </body>
</html>
`;

const loaded = new Map<string, Buffer>();

/** One asset's bytes (read once, then kept: about 2 MB in all), or undefined for any other name. */
export const readDocsAsset = async (name: string): Promise<Buffer | undefined> => {
  if (!Object.hasOwn(FILES, name)) return undefined;
  let bytes = loaded.get(name);
  if (!bytes) {
    const source = FILES[name];
    bytes = typeof source === "string" ? await readFile(source) : Buffer.from(source.text);
    loaded.set(name, bytes);
  }
  return bytes;
};
