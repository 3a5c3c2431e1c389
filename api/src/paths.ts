import { fileURLToPath } from "node:url";

/** The repository root, found from this file so the API works from any working directory. */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Where `npm run build:web` writes the web UI. */
export const webDistDir = fileURLToPath(new URL("../../desktop/dist/web/", import.meta.url));

/** Demo members and listings loaded by the seed. */
export const demoDataDir = fileURLToPath(new URL("../../resources/demo/", import.meta.url));
