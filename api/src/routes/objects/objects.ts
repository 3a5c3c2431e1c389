import { PHOTO_ROUTES, SERVER_MESSAGES } from "@kindred/contract";
import Router from "@koa/router";
import type { Middleware } from "koa";
import type { AppState } from "../../context";
import { StoredObject } from "../../db/models";
import { AuthenticationError, AuthorizationError, NotFoundError } from "../../errors";
import { can } from "../../policies";
import { type ImageWidth, isPrivateObject, locateObjectBytes } from "../../services/storage/storedObjects";
import { register } from "../register";

const PUBLIC_CACHE = "public, max-age=31536000, immutable";
const PRIVATE_CACHE = "private, no-store";

interface ObjectState extends AppState {
  object?: StoredObject;
}

/**
 * `GET /objects/{id}` (outside /api, so plain `<img src>` works): the stored image, or with
 * `?w=320|640|1280` a WebP copy that wide. Bytes never change under an id, so public photos are
 * cached for a year; feedback screenshots are for admins only and never cached. Only those load
 * the session (`member`), so a public photo never carries a Set-Cookie a shared cache could keep.
 */
export const objectRoutes = (member: Middleware<AppState>) => {
  const router = new Router<ObjectState>();

  const findObject: Middleware<ObjectState> = async (ctx, next) => {
    const { id } = ctx.state.input.params as { id: string };
    const object = await StoredObject.findByPk(id);
    if (!object) throw NotFoundError();
    ctx.state.object = object;
    await next();
  };

  const signInForPrivate: Middleware<ObjectState> = (ctx, next) =>
    ctx.state.object && isPrivateObject(ctx.state.object) ? member(ctx, next) : next();

  register(
    router,
    PHOTO_ROUTES.object,
    async (ctx) => {
      const object = (ctx.state as ObjectState).object as StoredObject;
      const viewer = ctx.state.user;
      if (!can(viewer, "read", object)) {
        throw viewer ? AuthorizationError(SERVER_MESSAGES.adminOnly) : AuthenticationError();
      }
      const width = ctx.state.input.query.w ? (Number(ctx.state.input.query.w) as ImageWidth) : undefined;
      const { storage } = ctx.services;
      const located = await locateObjectBytes(storage, object, width);
      if (!located) throw NotFoundError();

      ctx.compress = false;
      ctx.set({
        "Cache-Control": isPrivateObject(object) ? PRIVATE_CACHE : PUBLIC_CACHE,
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
      });
      ctx.type = located.contentType;
      ctx.etag = width ? `${object.id}-w${width}` : object.id;
      ctx.status = 200;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      const stored = await storage.stream(located.key);
      if (!stored) throw NotFoundError();
      ctx.length = stored.size;
      ctx.body = stored.body;
    },
    { steps: [findObject, signInForPrivate] as Middleware<AppState>[] },
  );
  return [router.routes()] as Middleware<AppState>[];
};
