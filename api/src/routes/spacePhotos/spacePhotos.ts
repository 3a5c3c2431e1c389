import { spacePhotoInput } from "@kindred/contract";
import Router from "@koa/router";
import type { z } from "zod";
import { type AppState, handler } from "../../context";
import { currentUser, requireUser } from "../../middleware/authentication";
import { validate } from "../../middleware/validate";
import { ownPhotoPath, photoReferenceContext } from "../../services/storage/photoReferences";

const router = new Router<AppState>();

/**
 * `PUT /api/space-photos {photoURL}` → `{objectPath}`: turns the URL a photo was uploaded to
 * (or its object path) into the `/objects/<id>` path a listing's imageUrls keep, once it is
 * known to be one of the member's own uploads.
 */
router.put(
  "/space-photos",
  requireUser(),
  validate(spacePhotoInput),
  handler<{ body: z.output<typeof spacePhotoInput> }>(async (ctx) => {
    const objectPath = await ownPhotoPath(ctx.state.input.body.photoURL, currentUser(ctx), {
      ...photoReferenceContext(ctx),
      field: "photoURL",
    });
    ctx.body = { objectPath };
  }),
);

export default router;
