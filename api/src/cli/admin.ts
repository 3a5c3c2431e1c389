/** `npm run admin -- grant <email>` / `revoke <email>`; see runAdmin.ts. */
import { relaunchWithApiTsconfig, usesLegacyDecorators } from "../decoratorCheck";

// The models need api/tsconfig.json's legacy decorators (see main.ts).
if (usesLegacyDecorators()) await import("./runAdmin");
else relaunchWithApiTsconfig();
