import { MODERATION_ROUTES, type ParsedInput } from "@kindred/contract";
import Router from "@koa/router";
import type { Transaction } from "sequelize";
import type { AppContext, AppState } from "../../context";
import { type AuditEntry, User } from "../../db/models";
import { NotFoundError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { currentUser } from "../../middleware/authentication";
import { authorize } from "../../policies";
import { presentAuditEntry } from "../../presenters/moderation";
import { presentCurrentUser } from "../../presenters/user";
import { changeRole, liftSuspension, removeContent, suspend, warn } from "../../services/moderation/actions";
import { listAuditEntries, membersNamedIn } from "../../services/moderation/auditLog";
import { register } from "../register";

/** Moderation (11.4): roles for admins; warnings, suspensions and the audit log for moderators and admins. */
const router = new Router<AppState>();

/** The actor and the member of an action just taken, for its entry's names. */
const namesOf = (actor: User, member: User) =>
  new Map([
    [actor.id, actor],
    [member.id, member],
  ]);

/** The member the path names, locked for the action's transaction; 404 when there is none. */
const targetOf = async (ctx: AppContext<{ params: { id: string } }>) => {
  const member = await User.findByPk(ctx.state.input.params.id, { transaction: ctx.state.transaction, lock: true });
  if (!member) throw NotFoundError();
  return member;
};

register(
  router,
  MODERATION_ROUTES.changeRole,
  async (ctx) => {
    const member = await targetOf(ctx);
    authorize(ctx.state.user, "changeRole", member);
    const { role, reason = "" } = ctx.state.input.body;
    ctx.body = presentCurrentUser(await changeRole(currentUser(ctx), member, role, reason, ctx.state.transaction!));
  },
  { transaction: true },
);

type ActionRoute =
  | typeof MODERATION_ROUTES.warn
  | typeof MODERATION_ROUTES.suspend
  | typeof MODERATION_ROUTES.liftSuspension;

/**
 * A moderator's action on the member the path names: load and lock them, check the rule, act in
 * the route's transaction, and answer the audit entry it recorded.
 */
const registerAction = <R extends ActionRoute>(
  route: R,
  act: (actor: User, member: User, body: ParsedInput<R>["body"], transaction: Transaction) => Promise<AuditEntry>,
) =>
  register(
    router,
    route,
    async (ctx) => {
      const member = await targetOf(ctx);
      authorize(ctx.state.user, "moderate", member);
      const actor = currentUser(ctx);
      const entry = await act(actor, member, ctx.state.input.body, ctx.state.transaction!);
      ctx.status = route.status;
      ctx.body = presentAuditEntry(entry, namesOf(actor, member));
    },
    { transaction: true },
  );

registerAction(MODERATION_ROUTES.warn, warn);
registerAction(MODERATION_ROUTES.suspend, (actor, member, body, transaction) =>
  suspend(actor, member, body, transaction),
);
registerAction(MODERATION_ROUTES.liftSuspension, (actor, member, { reason }, transaction) =>
  liftSuspension(actor, member, reason, transaction),
);

register(
  router,
  MODERATION_ROUTES.remove,
  async (ctx) => {
    const actor = currentUser(ctx);
    const entry = await removeContent(actor, ctx.state.input.body, ctx.state.transaction!);
    ctx.status = MODERATION_ROUTES.remove.status;
    ctx.body = presentAuditEntry(entry, await membersNamedIn([entry], ctx.state.transaction));
  },
  { transaction: true },
);

register(router, MODERATION_ROUTES.audit, async (ctx) => {
  const page = await listAuditEntries(ctx.state.input.query);
  const named = await membersNamedIn(page.items);
  sendPage(ctx, { ...page, items: page.items.map((entry) => presentAuditEntry(entry, named)) });
});

export default router;
