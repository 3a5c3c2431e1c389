import Router from "@koa/router";
import type { AppState } from "../context";
import { MethodNotAllowedError } from "../errors";
import auth from "./auth";
import feedback from "./feedback";
import health from "./health";
import spaceOffers from "./spaceOffers";
import spaceRequests from "./spaceRequests";
import users from "./users";

/** Every `/api` route, one folder per resource. */
export const createApiRouter = () => {
  const router = new Router<AppState>({ prefix: "/api" });
  router.use(
    health.routes(),
    auth.routes(),
    users.routes(),
    feedback.routes(),
    spaceRequests.routes(),
    spaceOffers.routes(),
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
