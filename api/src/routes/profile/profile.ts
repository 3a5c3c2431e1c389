import { USER_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppContext, AppState } from "../../context";
import { currentUser } from "../../middleware/authentication";
import { authorize } from "../../policies";
import { presentCurrentUser } from "../../presenters/user";
import { ownPhotoPath, photoReferenceContext } from "../../services/storage/photoReferences";
import { register } from "../register";

const router = new Router<AppState>();

/**
 * The signed-in member's profile photo and cover (the spec's `/api/profile/test-user/...`, see
 * docs/http-api.md "Deliberate deviations"). The URL must name one of the member's own uploads; the answer is the
 * updated current user.
 */
const photoRoute =
  <I extends "photoURL" | "coverURL">(field: "profileImageUrl" | "coverImageUrl", input: I) =>
  async (ctx: AppContext<{ body: Record<I, string> }>) => {
    const user = currentUser(ctx);
    authorize(user, "update", user);
    const { transaction } = ctx.state;
    const path = await ownPhotoPath(ctx.state.input.body[input], user, {
      ...photoReferenceContext(ctx),
      field: input,
      transaction,
    });
    await user.update({ [field]: path }, { transaction });
    ctx.body = presentCurrentUser(user);
  };

register(router, USER_ROUTES.setPhoto, photoRoute("profileImageUrl", "photoURL"), { transaction: true });

register(router, USER_ROUTES.setCover, photoRoute("coverImageUrl", "coverURL"), { transaction: true });

/** Takes the photo or cover off the signed-in member's own profile (their initials or the plain cover show again). */
const removeRoute = (field: "profileImageUrl" | "coverImageUrl") => async (ctx: AppContext) => {
  const user = currentUser(ctx);
  authorize(user, "update", user);
  await user.update({ [field]: null }, { transaction: ctx.state.transaction });
  ctx.body = presentCurrentUser(user);
};

register(router, USER_ROUTES.removePhoto, removeRoute("profileImageUrl"), { transaction: true });

register(router, USER_ROUTES.removeCover, removeRoute("coverImageUrl"), { transaction: true });

export default router;
