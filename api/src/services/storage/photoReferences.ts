import { SERVER_MESSAGES } from "@kindred/contract";
import type { Transaction } from "sequelize";
import { StoredObject, type User } from "../../db/models";
import { AuthorizationError, NotFoundError, ValidationError } from "../../errors";
import { can } from "../../policies";
import { objectPath } from "./storedObjects";
import { readUploadToken } from "./uploadTokens";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const OBJECT_PATH = new RegExp(`^/objects/(${UUID})$`, "i");
const UPLOAD_PATH = /^\/api\/objects\/upload\/([A-Za-z0-9_.-]+)$/;

export interface PhotoReferenceContext {
  publicUrl: string;
  secrets: readonly string[];
  /** The origin this request reached the server on; upload URLs may point there too. */
  ownOrigin?: string;
}

/** What a route passes on: PUBLIC_URL, the signing secrets and the origin the request came in on. */
export const photoReferenceContext = (ctx: {
  protocol: string;
  host: string;
  services: { config: { publicUrl: string; sessionKeys: readonly string[] } };
}): PhotoReferenceContext => ({
  publicUrl: ctx.services.config.publicUrl,
  secrets: ctx.services.config.sessionKeys,
  ownOrigin: `${ctx.protocol}://${ctx.host}`,
});

/**
 * The object id a photo URL points at: `/objects/<id>`, the same on our public origin (or the
 * request's own), or the upload URL the photo was sent to. Anything else (another site, a
 * made-up path) is null.
 */
export const objectIdOf = (url: string, { publicUrl, secrets, ownOrigin }: PhotoReferenceContext): string | null => {
  let path: string;
  try {
    const parsed = new URL(url, publicUrl);
    if (parsed.origin !== new URL(publicUrl).origin && parsed.origin !== ownOrigin) return null;
    path = parsed.pathname;
  } catch {
    return null;
  }
  const prefix = new URL(publicUrl).pathname.replace(/\/+$/, "");
  if (prefix && path.startsWith(`${prefix}/`)) path = path.slice(prefix.length);
  const object = OBJECT_PATH.exec(path);
  if (object) return object[1].toLowerCase();
  const upload = UPLOAD_PATH.exec(path);
  return upload ? (readUploadToken(upload[1], secrets)?.objectId ?? null) : null;
};

/**
 * Checks that `url` names a stored photo of `member` and returns its canonical path
 * `/objects/<id>`: 400 for a URL that is no stored photo, 404 for a missing one, 403 for
 * somebody else's (or a feedback screenshot).
 */
export const ownPhotoPath = async (
  url: string,
  member: User,
  context: PhotoReferenceContext & { field: string; transaction?: Transaction },
): Promise<string> => {
  const id = objectIdOf(url, context);
  if (!id) throw ValidationError(undefined, [{ path: context.field, message: SERVER_MESSAGES.notAnUploadedPhoto }]);
  const object = await StoredObject.findByPk(id, { transaction: context.transaction });
  if (!object) throw NotFoundError(SERVER_MESSAGES.objectNotFound);
  if (!can(member, "attach", object)) throw AuthorizationError(SERVER_MESSAGES.objectNotFound);
  return objectPath(object.id);
};
