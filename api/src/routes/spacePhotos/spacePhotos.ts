import { PHOTO_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { currentUser } from "../../middleware/authentication";
import { ownPhotoPath, photoReferenceContext } from "../../services/storage/photoReferences";
import { register } from "../register";

const router = new Router<AppState>();

/**
 * `PUT /api/space-photos {photoURL}` → `{objectPath}`: turns the URL a photo was uploaded to
 * (or its object path) into the `/objects/<id>` path a listing's imageUrls keep, once it is
 * known to be one of the member's own uploads.
 */
register(router, PHOTO_ROUTES.spacePhoto, async (ctx) => {
  const objectPath = await ownPhotoPath(ctx.state.input.body.photoURL, currentUser(ctx), {
    ...photoReferenceContext(ctx),
    field: "photoURL",
  });
  ctx.body = { objectPath };
});

export default router;
