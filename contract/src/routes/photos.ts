import { z } from "zod";
import { idParam } from "../schemas/common";
import { text } from "../schemas/storableText";
import {
  objectQuery,
  spacePhotoInput,
  spacePhotoResponse,
  uploadResponse,
  uploadUrlInput,
  uploadUrlResponse,
} from "../schemas/upload";
import { binary, defineRoute } from "./route";

const tag = "Photos";

/** Uploads, their object paths, and the stored images themselves. */
export const PHOTO_ROUTES = {
  uploadUrl: defineRoute({
    method: "post",
    path: "/api/objects/upload",
    access: "member",
    body: uploadUrlInput,
    status: 200,
    response: { description: "Where to PUT the image", schema: uploadUrlResponse },
    tag,
    summary: "Get a signed, single-use upload URL (15 minutes)",
  }),
  upload: defineRoute({
    method: "put",
    path: "/api/objects/upload/:token",
    access: "member",
    params: z.object({ token: text().meta({ description: "The token of the signed upload URL" }) }),
    body: binary,
    bodyKind: "image",
    status: 200,
    response: { description: "The stored object's path", schema: uploadResponse },
    tag,
    summary: "Upload an image to a signed URL",
    description:
      "JPEG, PNG or WebP by content, at most 10 MB (5 MB for a profile photo). EXIF rotation is applied and " +
      "metadata stripped. 403 for a link that is invalid or another member's, 410 for one expired or used.",
    errors: [403, 410],
  }),
  spacePhoto: defineRoute({
    method: "put",
    path: "/api/space-photos",
    access: "member",
    body: spacePhotoInput,
    status: 200,
    response: { description: "The `/objects/<id>` path for a listing's imageUrls", schema: spacePhotoResponse },
    tag,
    summary: "Turn an uploaded photo's URL into its object path",
  }),
  object: defineRoute({
    method: "get",
    path: "/objects/:id",
    access: "visitor",
    params: idParam,
    query: objectQuery,
    status: 200,
    response: { description: "The image", schema: binary, contentType: "image/*" },
    tag,
    summary: "A stored image, or a resized WebP copy",
    description: "Public photos are cached for a year; feedback screenshots are for admins only.",
    errors: [401, 403, 404],
  }),
};
