import { type ExploreSort, SERVER_MESSAGES } from "@kindred/contract";
import { ValidationError } from "../../errors";
import { type Cursor, decodeCursor, encodeCursor } from "../../lib/paging";

/**
 * An explore page's cursor: the newest-first cursor of `lib/paging.ts`, and for `sort=score` the
 * last row's score before it, as the order is (score, createdAt, id) then. Opaque to clients.
 */
export interface ExploreCursor extends Cursor {
  score: number | null;
}

const SCORE_SEPARATOR = "~";

export const encodeExploreCursor = ({ score, ...key }: ExploreCursor): string =>
  score === null
    ? encodeCursor(key)
    : Buffer.from(`${score}${SCORE_SEPARATOR}${encodeCursor(key)}`).toString("base64url");

/** Reads `?cursor=` for the given sort; anything this server did not hand out for it is a 400. */
export const decodeExploreCursor = (cursor: string, sort: ExploreSort): ExploreCursor => {
  if (sort === "newest") return { ...decodeCursor(cursor), score: null };
  const [score = "", key = "", ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split(SCORE_SEPARATOR);
  if (rest.length > 0 || !/^\d{1,6}$/.test(score)) {
    throw ValidationError(SERVER_MESSAGES.invalidCursor, [{ path: "cursor", message: SERVER_MESSAGES.invalidCursor }]);
  }
  return { ...decodeCursor(key), score: Number(score) };
};
