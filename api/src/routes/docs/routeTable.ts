import { ACCOUNT_ROUTES } from "./table/account";
import { ADMIN_AND_DOCS_ROUTES } from "./table/adminAndDocs";
import { COMMUNITY_ROUTES } from "./table/community";
import { LISTING_ROUTES } from "./table/listings";
import type { RouteDoc } from "./table/shape";

export type { ErrorStatus, RouteDoc, RouteResponse } from "./table/shape";

/**
 * Every route the server registers, with the contract schemas it reads and answers: the one
 * table `/api/openapi.json` is drawn from (split by area only to keep files short).
 * `openapi.test.ts` fails when a registered route is missing here or one here does not exist.
 */
export const ROUTES: readonly RouteDoc[] = [
  ...ACCOUNT_ROUTES,
  ...LISTING_ROUTES,
  ...COMMUNITY_ROUTES,
  ...ADMIN_AND_DOCS_ROUTES,
];
