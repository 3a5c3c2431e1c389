/**
 * `npm start` runs this (through scripts/start.mjs). The models need legacy decorators, which
 * tsx applies only with api/tsconfig.json; everything else lives in run.ts.
 */
import { DECORATOR_HINT, relaunchWithApiTsconfig, usesLegacyDecorators } from "./decoratorCheck";

if (!usesLegacyDecorators()) {
  // Started as `node --import tsx api/src/main.ts` from elsewhere: run again with our tsconfig.
  if (process.env.TSX_TSCONFIG_PATH) {
    console.error(DECORATOR_HINT);
    process.exit(1);
  }
  relaunchWithApiTsconfig();
} else {
  await import("./run");
}
