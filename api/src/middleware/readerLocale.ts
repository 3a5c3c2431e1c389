import type { Middleware } from "koa";
import type { AppState } from "../context";
import { currentReaderLocale, localeFromHeader, readRequestIn } from "../lib/readerLocale";

/** The language tag the web app sends for the pseudo-locale (only tests render in it). */
const PSEUDO_LANGUAGE = "x-pseudo";

/**
 * Answers in the reader's language (DESIGN 11.5): the member's saved choice (set once the session's
 * member is loaded), else the browser's `Accept-Language`, else English. Answers say which
 * (`Content-Language`) and that the header can change them (`Vary`). With `pseudo` (the
 * PSEUDO_LOCALE setting) `Accept-Language: x-pseudo` answers in the pseudo-locale.
 */
export const readerLocale =
  ({ pseudo }: { pseudo: boolean }): Middleware<AppState> =>
  (ctx, next) =>
    readRequestIn(
      pseudo && ctx.get("Accept-Language").trim().toLowerCase() === PSEUDO_LANGUAGE
        ? "pseudo"
        : localeFromHeader((languages) => ctx.acceptsLanguages(languages)),
      async () => {
        ctx.vary("Accept-Language");
        try {
          await next();
        } finally {
          const locale = currentReaderLocale();
          ctx.set("Content-Language", locale === "pseudo" ? PSEUDO_LANGUAGE : locale);
        }
      },
    );
