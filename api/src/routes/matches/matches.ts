import { MATCH_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { AuthorizationError } from "../../errors";
import { type FinishedJson, finishJson, sendFinishedJson, sendJsonText } from "../../lib/finishedJson";
import { sendNextCursor } from "../../lib/paging";
import { currentReaderLocale } from "../../lib/readerLocale";
import { createVersionedCache } from "../../lib/versionedCache";
import { currentUser } from "../../middleware/authentication";
import { conditionalGet } from "../../middleware/conditionalGet";
import { rateLimit } from "../../middleware/rateLimit";
import { authorize } from "../../policies";
import { presentMatch, presentMessage } from "../../presenters/conversation";
import { presentMatchListItem } from "../../presenters/match";
import { postMessage } from "../../services/matching/conversationMessages";
import { readConversation } from "../../services/matching/conversationRead";
import { findMatch } from "../../services/matching/findMatch";
import { applyMatchAction } from "../../services/matching/lifecycle";
import { listUserMatches, matchListVersion, unreadMessageCount } from "../../services/matching/userMatches";
import { register } from "../register";

const router = new Router<AppState>();

/**
 * Finished match-list pages, kept per member for as long as their list's version holds (see
 * `createVersionedCache`; the writes that move it are migration 20261125040000's triggers): a
 * reload of an unchanged list is one primary-key read. A page is kept per language (reasons and
 * a removed listing's placeholder are worded in it). A full page is about 31 KB; 16 MB keeps
 * some five hundred members' first pages.
 */
const matchListPages = createVersionedCache<FinishedJson & { nextCursor: string | null }>({
  maxBytes: 16 * 1024 * 1024,
  keysPerOwner: 8,
});

/** The signed-in member's unread messages over all their matches: their own count, nobody else's. */
register(router, MATCH_ROUTES.unreadCount, async (ctx) => {
  ctx.body = { count: await unreadMessageCount(currentUser(ctx).id) };
});

/** The signed-in member's matches, most recent activity first; nobody else's (403). */
register(
  router,
  MATCH_ROUTES.listByUser,
  async (ctx) => {
    const viewer = currentUser(ctx);
    if (ctx.state.input.params.userId !== viewer.id) throw AuthorizationError();
    const { query } = ctx.state.input;
    const answer = await matchListPages.get(
      viewer.id,
      `${currentReaderLocale()} ${query.limit} ${query.cursor ?? ""}`,
      {
        currentVersion: () => matchListVersion(viewer.id),
        build: async () => {
          const page = await listUserMatches({ userId: viewer.id, page: query });
          return {
            version: page.version,
            value: { ...finishJson(page.items.map(presentMatchListItem)), nextCursor: page.nextCursor },
          };
        },
      },
    );
    sendNextCursor(ctx, answer.nextCursor);
    sendFinishedJson(ctx, answer);
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
    const { json, nextCursor } = await readConversation(
      ctx.state.input.params.id,
      currentUser(ctx),
      ctx.state.input.query,
    );
    sendNextCursor(ctx, nextCursor);
    sendJsonText(ctx, json);
  },
  { steps: [conditionalGet()] },
);

/** A party's message; `senderId` and `matchId` in the body are ignored. 409 on declined or closed matches. */
register(
  router,
  MATCH_ROUTES.sendMessage,
  async (ctx) => {
    const message = await postMessage({
      matchId: ctx.state.input.params.id,
      sender: ctx.state.user,
      content: ctx.state.input.body.content,
    });
    ctx.status = 201;
    ctx.body = presentMessage(message);
  },
  // No transaction: one read of the match and its checks, and the write is one statement (see `postMessage`).
  { limit: rateLimit("messages") },
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
