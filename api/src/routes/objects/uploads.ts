import { ERROR_MESSAGES, PHOTO_ROUTES, SERVER_MESSAGES } from "@kindred/contract";
import Router from "@koa/router";
import { UniqueConstraintError } from "sequelize";
import type { AppState } from "../../context";
import { StoredObject } from "../../db/models";
import { AuthorizationError, HttpError, UnsupportedMediaTypeError } from "../../errors";
import { currentUser } from "../../middleware/authentication";
import { rateLimit } from "../../middleware/rateLimit";
import { normalizeImage } from "../../services/images/imagePipeline";
import { objectPath, saveImage, UPLOAD_RULES } from "../../services/storage/storedObjects";
import { createUploadGrant, readUploadToken, signUploadToken } from "../../services/storage/uploadTokens";
import { register } from "../register";
import { readImageBody } from "./imageBody";

const GoneError = (message: string) => new HttpError(410, message);

/**
 * Where the upload URL points: the page's own origin when it called from this very host (so its
 * session cookie goes along, e.g. a member on http://127.0.0.1:5000), PUBLIC_URL otherwise.
 */
export const uploadBase = (origin: string, ownOrigin: string, publicUrl: string): string =>
  origin === ownOrigin ? ownOrigin : publicUrl;

/** `POST /api/objects/upload`: a signed, single-use URL for one photo of the member, good for 15 minutes. */
export const uploadUrls = new Router<AppState>();

register(
  uploadUrls,
  PHOTO_ROUTES.uploadUrl,
  (ctx) => {
    const { config } = ctx.services;
    const grant = createUploadGrant(currentUser(ctx).id, ctx.state.input.body.kind);
    const token = signUploadToken(grant, config.sessionKeys[0]);
    ctx.body = {
      uploadURL: `${uploadBase(ctx.get("Origin"), `${ctx.protocol}://${ctx.host}`, config.publicUrl)}/api/objects/upload/${token}`,
    };
  },
  { limit: rateLimit("uploadUrls") },
);

/**
 * `PUT {uploadURL}` with the image itself as the body. Runs before the JSON body parser (which
 * refuses image bodies); the URL decides kind, size limit, owner and the new object's id.
 */
export const imageUploads = new Router<AppState>();

register(imageUploads, PHOTO_ROUTES.upload, async (ctx) => {
  const member = currentUser(ctx);
  const { config, sequelize, storage } = ctx.services;
  const grant = readUploadToken(ctx.state.input.params.token, config.sessionKeys);
  if (!grant) throw AuthorizationError(SERVER_MESSAGES.uploadLinkInvalid);
  if (grant.userId !== member.id) throw AuthorizationError(SERVER_MESSAGES.uploadLinkForeign);
  if (grant.expiresAt <= Date.now()) throw GoneError(SERVER_MESSAGES.uploadLinkExpired);
  if (await StoredObject.findByPk(grant.objectId)) throw GoneError(SERVER_MESSAGES.uploadLinkUsed);
  // The header only says what the client believes; normalizeImage checks the bytes.
  if (!ctx.is("image/*", "application/octet-stream")) throw UnsupportedMediaTypeError(ERROR_MESSAGES.selectImageFile);

  const limit = UPLOAD_RULES[grant.kind];
  const image = await normalizeImage(await readImageBody(ctx.req, limit.maxBytes, limit.tooLarge));
  try {
    const object = await sequelize.transaction((transaction) =>
      saveImage({ storage, transaction, id: grant.objectId, ownerId: member.id, kind: limit.kind }, image),
    );
    ctx.body = { objectPath: objectPath(object.id) };
  } catch (error) {
    // Two uses of one URL at the same time: the second finds the id taken.
    if (error instanceof UniqueConstraintError) throw GoneError(SERVER_MESSAGES.uploadLinkUsed);
    throw error;
  }
});
