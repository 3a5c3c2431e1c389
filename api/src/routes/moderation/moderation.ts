import { MODERATION_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppContext, AppState } from "../../context";
import { User } from "../../db/models";
import { NotFoundError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { currentUser } from "../../middleware/authentication";
import { authorize } from "../../policies";
import { presentAuditEntry } from "../../presenters/moderation";
import { presentCurrentUser } from "../../presenters/user";
import { changeRole, liftSuspension, suspend, warn } from "../../services/moderation/actions";
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

register(
  router,
  MODERATION_ROUTES.warn,
  async (ctx) => {
    const member = await targetOf(ctx);
    authorize(ctx.state.user, "moderate", member);
    const entry = await warn(currentUser(ctx), member, ctx.state.input.body, ctx.state.transaction!);
    ctx.status = 201;
    ctx.body = presentAuditEntry(entry, namesOf(currentUser(ctx), member));
  },
  { transaction: true },
);

register(
  router,
  MODERATION_ROUTES.suspend,
  async (ctx) => {
    const member = await targetOf(ctx);
    authorize(ctx.state.user, "moderate", member);
    const entry = await suspend(currentUser(ctx), member, ctx.state.input.body, ctx.state.transaction!);
    ctx.status = 201;
    ctx.body = presentAuditEntry(entry, namesOf(currentUser(ctx), member));
  },
  { transaction: true },
);

register(
  router,
  MODERATION_ROUTES.liftSuspension,
  async (ctx) => {
    const member = await targetOf(ctx);
    authorize(ctx.state.user, "moderate", member);
    const entry = await liftSuspension(currentUser(ctx), member, ctx.state.input.body.reason, ctx.state.transaction!);
    ctx.body = presentAuditEntry(entry, namesOf(currentUser(ctx), member));
  },
  { transaction: true },
);

register(router, MODERATION_ROUTES.audit, async (ctx) => {
  const page = await listAuditEntries(ctx.state.input.query);
  const named = await membersNamedIn(page.items);
  sendPage(ctx, { ...page, items: page.items.map((entry) => presentAuditEntry(entry, named)) });
});

export default router;
