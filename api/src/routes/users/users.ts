import { USER_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { User } from "../../db/models";
import { NotFoundError } from "../../errors";
import { presentPublicUser } from "../../presenters/user";
import { memberFacts } from "../../services/references/facts";
import { register } from "../register";

const router = new Router<AppState>();

/** Public profile (no email, no password hash) with the facts beside the member's references. */
register(router, USER_ROUTES.get, async (ctx) => {
  const user = await User.findByPk(ctx.state.input.params.id);
  if (!user) throw NotFoundError();
  ctx.body = { ...presentPublicUser(user), ...(await memberFacts(user.id, new Date())) };
});

export default router;
