/** `npm run search:reindex`; see runSearchReindex.ts. */
import { relaunchWithApiTsconfig, usesLegacyDecorators } from "../decoratorCheck";

// The models need api/tsconfig.json's legacy decorators (see main.ts).
if (usesLegacyDecorators()) await import("./runSearchReindex");
else relaunchWithApiTsconfig();
