import { PAGE, type PageQuery, SERVER_MESSAGES, uuid } from "@kindred/contract";
import type { Context } from "koa";
import { literal, type Model } from "sequelize";
import { ValidationError } from "../errors";

/**
 * Keyset paging for lists ordered newest first by ("createdAt" DESC, "id" DESC) (docs/http-api.md
 * "Paging"). The cursor names the last row of a page: its creation time in whole microseconds
 * (PostgreSQL's precision, which a JS Date would round away) and its id, base64url-encoded so
 * clients treat it as opaque.
 */
export interface Cursor {
  createdAtMicros: string;
  id: string;
}

/** Selects a row's cursor key; pass the table alias whose "createdAt" (or `column`) orders the list. */
export const cursorKeySql = (alias: string, column = "createdAt") =>
  `floor(extract(epoch FROM ${alias}."${column}") * 1000000)::bigint`;

/**
 * Rows strictly after the cursor in newest-first order; the columns stay indexable. The cursor's
 * values are the replacements `:cursorMicros` and `:cursorId` unless `at` gives them as SQL.
 */
export const afterCursorSql = (
  alias: string,
  column = "createdAt",
  at: { micros: string; id: string } = { micros: ":cursorMicros", id: ":cursorId" },
) =>
  `(${alias}."${column}", ${alias}."id") < (timestamptz 'epoch' + ${at.micros}::bigint * interval '1 microsecond', ${at.id})`;

export const encodeCursor = ({ createdAtMicros, id }: Cursor): string =>
  Buffer.from(`${createdAtMicros}.${id}`).toString("base64url");

/** Reads a cursor from `?cursor=`; anything this server did not hand out is a 400. */
export const decodeCursor = (cursor: string): Cursor => {
  const [createdAtMicros = "", id = "", ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split(".");
  if (rest.length > 0 || !/^\d{1,17}$/.test(createdAtMicros) || !uuid.safeParse(id).success) {
    throw ValidationError(SERVER_MESSAGES.invalidCursor, [{ path: "cursor", message: SERVER_MESSAGES.invalidCursor }]);
  }
  return { createdAtMicros, id };
};

/** The replacements `afterCursorSql` needs, or none on the first page. */
export const cursorReplacements = (page: PageQuery) => {
  if (!page.cursor) return null;
  const { createdAtMicros, id } = decodeCursor(page.cursor);
  return { cursorMicros: createdAtMicros, cursorId: id };
};

/** One page of rows fetched with `limit + 1`, so whether another page follows is known without a count. */
export const pageOf = <T>(rows: T[], limit: number, keyOf: (row: T) => Cursor) => {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
};

/** Answers a page: the array body of the list, the next cursor in `X-Next-Cursor`. */
export const sendPage = <T>(ctx: Context, page: { items: T[]; nextCursor: string | null }) => {
  sendNextCursor(ctx, page.nextCursor);
  ctx.body = page.items;
};

/** The next page's cursor, when one follows, in `X-Next-Cursor`. */
export const sendNextCursor = (ctx: Context, nextCursor: string | null) => {
  if (nextCursor) ctx.set(PAGE.nextCursorHeader, nextCursor);
};

const CURSOR_KEY = "cursorKey";

/**
 * The Sequelize parts of one newest-first page of a model (`alias` = its name in the query,
 * e.g. "SpaceOffer"): `after`, the cursor condition to AND into the caller's where, and
 * `options`, the cursor key column, the order, `limit + 1` and the cursor's replacements.
 */
export const newestFirstPage = (alias: string, page: PageQuery) => {
  const after = cursorReplacements(page);
  return {
    after: after ? [literal(afterCursorSql(`"${alias}"`))] : [],
    options: {
      attributes: {
        include: [[literal(cursorKeySql(`"${alias}"`)), CURSOR_KEY]] as [ReturnType<typeof literal>, string][],
      },
      order: [
        ["createdAt", "DESC"],
        ["id", "DESC"],
      ] as [string, string][],
      limit: page.limit + 1,
      replacements: after ?? {},
    },
  };
};

/** The page of rows a `newestFirstPage` query fetched, with the cursor of its last row. */
export const modelPageOf = <T extends Model & { id: string }>(rows: T[], limit: number) =>
  pageOf(rows, limit, (row) => ({ createdAtMicros: String(row.get(CURSOR_KEY)), id: row.id }));
