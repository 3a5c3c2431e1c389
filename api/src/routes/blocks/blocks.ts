import { BLOCK_ROUTES, SAFETY_MESSAGES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { User } from "../../db/models";
import { NotFoundError, ValidationError } from "../../errors";
import { currentUser } from "../../middleware/authentication";
import { presentBlockedMember } from "../../presenters/safety";
import { blockMember, listBlocks, unblockMember } from "../../services/safety/blocks";
import { register } from "../register";

const router = new Router<AppState>();

/** The members the signed-in member blocked, most recent first (a short list, so not paged). */
register(router, BLOCK_ROUTES.list, async (ctx) => {
  ctx.body = (await listBlocks(currentUser(ctx).id)).map(presentBlockedMember);
});

/** Blocks a member; idempotent. Yourself is a 400, an unknown member a 404. */
register(
  router,
  BLOCK_ROUTES.block,
  async (ctx) => {
    const { transaction } = ctx.state;
    const blocker = currentUser(ctx);
    const { userId } = ctx.state.input.params;
    if (userId === blocker.id) throw ValidationError(SAFETY_MESSAGES.cannotBlockYourself);
    if (!(await User.findByPk(userId, { transaction, attributes: ["id"] }))) {
      throw NotFoundError(SAFETY_MESSAGES.memberNotFound);
    }
    await blockMember(blocker.id, userId, transaction);
    ctx.status = 204;
  },
  { transaction: true },
);

/** Unblocks; unblocking someone not blocked is fine too. */
register(
  router,
  BLOCK_ROUTES.unblock,
  async (ctx) => {
    await unblockMember(currentUser(ctx).id, ctx.state.input.params.userId, ctx.state.transaction);
    ctx.status = 204;
  },
  { transaction: true },
);

export default router;
