import { MATCH_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { AuthorizationError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { currentUser } from "../../middleware/authentication";
import { conditionalGet } from "../../middleware/conditionalGet";
import { rateLimit } from "../../middleware/rateLimit";
import { authorize } from "../../policies";
import { presentMatch, presentMessage } from "../../presenters/conversation";
import { presentMatchListItem } from "../../presenters/match";
import { sendMessage } from "../../services/matching/conversationMessages";
import { readConversation } from "../../services/matching/conversationRead";
import { findMatch } from "../../services/matching/findMatch";
import { applyMatchAction } from "../../services/matching/lifecycle";
import { listUserMatches } from "../../services/matching/userMatches";
import { register } from "../register";

const router = new Router<AppState>();

/** The signed-in member's matches, most recent activity first; nobody else's (403). */
register(
  router,
  MATCH_ROUTES.listByUser,
  async (ctx) => {
    const viewer = currentUser(ctx);
    if (ctx.state.input.params.userId !== viewer.id) throw AuthorizationError();
    const page = await listUserMatches({ userId: viewer.id, page: ctx.state.input.query });
    sendPage(ctx, { ...page, items: page.items.map(presentMatchListItem) });
  },
  { steps: [conditionalGet()] },
);

/**
 * The conversation, for the two parties only (`?userId=` is ignored). Reading it marks the other
 * party's messages read. Messages are paged: the latest page, older ones via `?cursor=`.
 */
register(
  router,
  MATCH_ROUTES.conversation,
  async (ctx) => {
    const { conversation, nextCursor } = await readConversation(
      ctx.state.input.params.id,
      currentUser(ctx),
      ctx.state.input.query,
    );
    sendPage(ctx, { items: [], nextCursor });
    ctx.body = conversation;
  },
  { steps: [conditionalGet()] },
);

/** A party's message; `senderId` and `matchId` in the body are ignored. 409 on declined or closed matches. */
register(
  router,
  MATCH_ROUTES.sendMessage,
  async (ctx) => {
    const { transaction } = ctx.state;
    const match = await findMatch(ctx.state.input.params.id, { transaction });
    const sender = ctx.state.user;
    authorize(sender, "sendMessage", match);
    const message = await sendMessage({ match, sender, content: ctx.state.input.body.content }, transaction);
    ctx.status = 201;
    ctx.body = presentMessage(message);
  },
  { limit: rateLimit("messages"), transaction: true },
);

/** accept | decline | complete, by one of the two parties (admins included in "others": 403). */
register(
  router,
  MATCH_ROUTES.act,
  async (ctx) => {
    const { transaction } = ctx.state;
    const match = await findMatch(ctx.state.input.params.id, { transaction, lock: true });
    const actor = ctx.state.user;
    authorize(actor, "update", match);
    await applyMatchAction({ match, actor, action: ctx.state.input.body.action }, transaction);
    ctx.body = presentMatch(match, actor.id);
  },
  { transaction: true },
);

export default router;
