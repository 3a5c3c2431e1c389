import Router from "@koa/router";
import type { AppState } from "../context";
import { MethodNotAllowedError } from "../errors";
import admin from "./admin";
import auth from "./auth";
import blocks from "./blocks";
import bookings from "./bookings";
import calendar from "./calendar";
import docs from "./docs";
import email from "./email";
import events from "./events";
import explore from "./explore";
import csvExports from "./exports";
import favorites from "./favorites";
import feedback from "./feedback";
import health from "./health";
import impact from "./impact";
import liveRequests from "./liveRequests";
import matches from "./matches";
import moderation from "./moderation";
import notifications from "./notifications";
import objects from "./objects";
import profile from "./profile";
import references from "./references";
import reports from "./reports";
import search from "./search";
import spaceOffers from "./spaceOffers";
import spacePhotos from "./spacePhotos";
import spaceRequests from "./spaceRequests";
import users from "./users";
import yourData from "./yourData";

/** Every `/api` route, one folder per resource; each registers its full path from the contract's entry. */
export const createApiRouter = () => {
  const router = new Router<AppState>();
  router.use(
    health.routes(),
    auth.routes(),
    users.routes(),
    feedback.routes(),
    // Before the listings: their `/:id` routes would read `mine.csv` as an id.
    csvExports.routes(),
    spaceRequests.routes(),
    spaceOffers.routes(),
    matches.routes(),
    bookings.routes(),
    references.routes(),
    notifications.routes(),
    events.routes(),
    objects.routes(),
    spacePhotos.routes(),
    profile.routes(),
    search.routes(),
    explore.routes(),
    favorites.routes(),
    blocks.routes(),
    reports.routes(),
    admin.routes(),
    moderation.routes(),
    docs.routes(),
    calendar.routes(),
    liveRequests.routes(),
    impact.routes(),
    email.routes(),
    yourData.routes(),
  );
  return router;
};

export const apiRoutes = () => {
  const router = createApiRouter();
  return [
    router.routes(),
    router.allowedMethods({ throw: true, methodNotAllowed: () => MethodNotAllowedError() }),
  ] as const;
};
