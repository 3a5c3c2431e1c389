import { REFERENCE_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { User } from "../../db/models";
import { NotFoundError } from "../../errors";
import { pageOf, sendPage } from "../../lib/paging";
import { authorize } from "../../policies";
import { presentMatchReferences, presentReference } from "../../presenters/reference";
import { findMatch } from "../../services/matching/findMatch";
import { publishedReferencesAbout } from "../../services/references/referenceStore";
import { referenceStateOf, writeReference } from "../../services/references/references";
import { register } from "../register";

const router = new Router<AppState>();

/** A party writes their reference; the match row is locked so the two parties' writes take turns. */
register(
  router,
  REFERENCE_ROUTES.write,
  async (ctx) => {
    const { transaction } = ctx.state;
    const match = await findMatch(ctx.state.input.params.id, { transaction, lock: true });
    const author = ctx.state.user;
    authorize(author, "read", match);
    const row = await writeReference({ match, author, input: ctx.state.input.body, now: new Date() }, transaction);
    ctx.status = 201;
    ctx.body = presentReference(row);
  },
  { transaction: true },
);

register(router, REFERENCE_ROUTES.listByMatch, async (ctx) => {
  const match = await findMatch(ctx.state.input.params.id);
  const viewer = ctx.state.user;
  authorize(viewer, "read", match);
  ctx.body = presentMatchReferences(await referenceStateOf(match, viewer, new Date()));
});

/** Public: the published references about a member, newest first. */
register(router, REFERENCE_ROUTES.ofUser, async (ctx) => {
  const { params, query } = ctx.state.input;
  if (!(await User.findByPk(params.id, { attributes: ["id"] }))) throw NotFoundError();
  const rows = await publishedReferencesAbout(params.id, query);
  const page = pageOf(rows, query.limit, (row) => ({ createdAtMicros: row.cursorMicros, id: row.id }));
  sendPage(ctx, { ...page, items: page.items.map(presentReference) });
});

export default router;
