import { profileCoverInput, profilePhotoInput } from "@kindred/contract";
import Router from "@koa/router";
import { type AppState, handler } from "../../context";
import { currentUser, requireUser } from "../../middleware/authentication";
import { transaction } from "../../middleware/transaction";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentCurrentUser } from "../../presenters/user";
import { ownPhotoPath, photoReferenceContext } from "../../services/storage/photoReferences";

const router = new Router<AppState>();

/**
 * The signed-in member's profile photo and cover (the spec's `/api/profile/test-user/...`, see
 * DESIGN.md section 9). The URL must name one of the member's own uploads; the answer is the
 * updated current user.
 */
const photoRoute = (field: "profileImageUrl" | "coverImageUrl", input: "photoURL" | "coverURL") =>
  handler<{ body: Record<typeof input, string> }>(async (ctx) => {
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
  });

router.put(
  "/profile/photo",
  requireUser(),
  validate(profilePhotoInput),
  transaction(),
  photoRoute("profileImageUrl", "photoURL"),
);

router.put(
  "/profile/cover",
  requireUser(),
  validate(profileCoverInput),
  transaction(),
  photoRoute("coverImageUrl", "coverURL"),
);

export default router;
