import { ADMIN_ROUTES } from "./admin";
import { AUTH_ROUTES, OAUTH_ROUTES } from "./auth";
import { BOOKING_ROUTES } from "./bookings";
import { CALENDAR_ROUTES } from "./calendar";
import { DOCS_ROUTES } from "./docs";
import { EMAIL_ROUTES } from "./email";
import { EXPLORE_ROUTES } from "./explore";
import { EXPORT_ROUTES } from "./exports";
import { FAVORITE_ROUTES } from "./favorites";
import { FEEDBACK_ROUTES } from "./feedback";
import { HEALTH_ROUTES } from "./health";
import { IMPACT_ROUTES } from "./impact";
import { SPACE_OFFER_ROUTES, SPACE_REQUEST_ROUTES } from "./listings";
import { LIVE_REQUEST_ROUTES } from "./liveRequests";
import { MATCH_ROUTES } from "./matches";
import { MODERATION_ROUTES } from "./moderation";
import { NOTIFICATION_ROUTES } from "./notifications";
import { PHOTO_ROUTES } from "./photos";
import { REFERENCE_ROUTES } from "./references";
import type { RouteEntry } from "./route";
import { BLOCK_ROUTES, REPORT_ROUTES } from "./safety";
import { SEARCH_ROUTES } from "./search";
import { USER_ROUTES } from "./users";
import { YOUR_DATA_ROUTES } from "./yourData";

export * from "./admin";
export * from "./auth";
export * from "./bookings";
export * from "./calendar";
export * from "./docs";
export * from "./email";
export * from "./explore";
export * from "./exports";
export * from "./favorites";
export * from "./feedback";
export * from "./health";
export * from "./impact";
export * from "./listings";
export * from "./liveRequests";
export * from "./matches";
export * from "./moderation";
export * from "./notifications";
export * from "./photos";
export * from "./references";
export {
  type Access,
  type BodyKind,
  type CallInput,
  defineRoute,
  type ErrorStatus,
  fillPath,
  type Method,
  openApiPath,
  type ParsedInput,
  type RouteAnswer,
  type RouteEntry,
  type RouteResponse,
} from "./route";
export * from "./safety";
export * from "./search";
export * from "./users";
export * from "./yourData";

/**
 * Every route the server registers, in one table: the server registers each from its entry and
 * `/api/openapi.json` describes them (a test checks both ways that nothing is missing).
 */
export const API_ROUTES: readonly RouteEntry[] = [
  HEALTH_ROUTES,
  AUTH_ROUTES,
  ...Object.values(OAUTH_ROUTES),
  USER_ROUTES,
  SPACE_REQUEST_ROUTES,
  SPACE_OFFER_ROUTES,
  MATCH_ROUTES,
  NOTIFICATION_ROUTES,
  FAVORITE_ROUTES,
  SEARCH_ROUTES,
  EXPLORE_ROUTES,
  PHOTO_ROUTES,
  FEEDBACK_ROUTES,
  BLOCK_ROUTES,
  REPORT_ROUTES,
  ADMIN_ROUTES,
  MODERATION_ROUTES,
  DOCS_ROUTES,
  EXPORT_ROUTES,
  CALENDAR_ROUTES,
  BOOKING_ROUTES,
  REFERENCE_ROUTES,
  LIVE_REQUEST_ROUTES,
  IMPACT_ROUTES,
  EMAIL_ROUTES,
  YOUR_DATA_ROUTES,
].flatMap((group): RouteEntry[] => Object.values(group));
