import { idParam } from "@kindred/contract";
import Router from "@koa/router";
import { type AppState, handler } from "../../context";
import { User } from "../../db/models";
import { NotFoundError } from "../../errors";
import { presentPublicUser } from "../../presenters/user";

const router = new Router<AppState>();

/** Public profile: no email, no password hash. A malformed id is simply not found. */
router.get(
  "/users/:id",
  handler(async (ctx) => {
    const params = idParam.safeParse(ctx.params);
    const user = params.success ? await User.findByPk(params.data.id) : null;
    if (!user) throw NotFoundError();
    ctx.body = presentPublicUser(user);
  }),
);

export default router;
