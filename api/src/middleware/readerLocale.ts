import type { Middleware } from "koa";
import type { AppState } from "../context";
import { currentReaderLocale, localeFromHeader, readRequestIn } from "../lib/readerLocale";

/**
 * Answers in the reader's language (DESIGN 11.5): the member's saved choice (set once the session's
 * member is loaded), else the browser's `Accept-Language`, else English. Answers say which
 * (`Content-Language`) and that the header can change them (`Vary`).
 */
export const readerLocale = (): Middleware<AppState> => (ctx, next) =>
  readRequestIn(
    localeFromHeader((languages) => ctx.acceptsLanguages(languages)),
    async () => {
      ctx.vary("Accept-Language");
      try {
        await next();
      } finally {
        ctx.set("Content-Language", currentReaderLocale());
      }
    },
  );
