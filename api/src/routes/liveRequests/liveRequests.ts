import { LIVE_REQUEST_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { authorize } from "../../policies";
import { presentSpaceRequest } from "../../presenters/spaceRequest";
import { findSpaceRequest } from "../../services/listings/findListing";
import { keepRequestOpen, keepRequestOpenByToken } from "../../services/liveRequests/keepOpen";
import { register } from "../register";

const router = new Router<AppState>();

/** The owner keeps the request open from its page or from the notification (signed in). */
register(
  router,
  LIVE_REQUEST_ROUTES.keepOpen,
  async (ctx) => {
    const { transaction } = ctx.state;
    const request = await findSpaceRequest(ctx.state.input.params.id, { transaction, lock: true });
    const owner = ctx.state.user;
    authorize(owner, "update", request);
    await keepRequestOpen(request, transaction);
    ctx.body = presentSpaceRequest(request, { owner, canSeeContact: true });
  },
  { transaction: true },
);

/** The email's link: no sign-in, the signed token names the request and its window. */
register(
  router,
  LIVE_REQUEST_ROUTES.keepOpenByToken,
  async (ctx) => {
    const request = await keepRequestOpenByToken(
      ctx.state.input.body.token,
      ctx.services.config.sessionKeys,
      ctx.state.transaction,
    );
    ctx.body = { requestId: request.id };
  },
  { transaction: true },
);

export default router;
