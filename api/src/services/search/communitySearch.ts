import type { HitRowsQuery, SearchBackend, SearchHit } from "@kindred/search";
import { type PreparedStatement, preparedRows } from "../../db/prepared";
import { openListingJsonSql, publicUserJsonSql } from "../../db/sqlJson";
import { suspendedNowSql } from "../moderation/suspension";

const KINDS = ["spaceRequest", "spaceOffer", "user"] as const;
type Kind = (typeof KINDS)[number];

/**
 * A found listing as JSON text, as `presentSpaceOffer` / `presentSpaceRequest` write it for a
 * visitor (no contact email), left open after its owner's `"name":`, with the names `displayName`
 * words (the presenter closes it).
 */
export interface ListingText {
  json: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
}

/** What a search found, best first, as JSON text PostgreSQL wrote; `presentSearchResult` finishes it. */
export interface CommunitySearchRows {
  spaceRequests: ListingText[];
  spaceOffers: ListingText[];
  /** Each member as `presentPublicUser` writes it, whole. */
  users: string[];
}

/**
 * Each kind's JSON text, written by PostgreSQL from the field tables (`db/sqlJson.ts`) and passed
 * on by the server: a hit's row is neither parsed into values nor serialized again.
 */
const JSON_OF: Record<Kind, string> = {
  spaceRequest: openListingJsonSql("request", "t", "u"),
  spaceOffer: openListingJsonSql("offer", "t", "u"),
  user: publicUserJsonSql("u"),
};

/** Who a searcher (bound as `viewer`, e.g. `$4`) sees: not members they blocked, nor members a suspension holds now. */
const visibleMember = (alias: string, viewer: string) =>
  `NOT ${suspendedNowSql(alias)}
   AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b."blockerId" = ${viewer}::uuid AND b."blockedId" = ${alias}."id")`;

/** Where a kind's rows come from: the hits' ids bound as arrays, or the search's own "hits" (`HitRowsQuery`). */
interface RowsSource {
  /** `FROM … WHERE …` of a kind's rows (`t` the listing, `u` its owner or the member), the hit joined as `h`. */
  from: (kind: Kind, table: string, where: string) => string;
  /** Columns after the kind's own ones (the hit's). */
  extra: string;
  viewer: string;
  /** After the UNION. */
  order: string;
}

/** The hits' ids bound as `$1` to `$3` (each kind's array), the searcher as `$4`. */
const boundIds: RowsSource = {
  from: (kind, table, where) =>
    `FROM ${table} WHERE ${alias(kind)}."id" = ANY($${KINDS.indexOf(kind) + 1}::uuid[]) AND ${where}`,
  extra: "",
  viewer: "$4",
  order: "",
};

/** The hits of the search's statement (`HitRowsQuery`), in their order; the searcher as `$<first>`. */
const searchHits = (first: number): RowsSource => ({
  from: (kind, table, where) =>
    `FROM "hits" h JOIN ${table} ON ${alias(kind)}."id" = h."id" WHERE h."kind" = '${kind}' AND ${where}`,
  extra: `, h."id" AS "hitId", h."score" AS "hitScore", h."position" AS "hitPosition"`,
  viewer: `$${first}`,
  order: `ORDER BY "hitPosition"`,
});

/** The alias of the row a kind's hit is: the listing, or the member. */
const alias = (kind: Kind) => (kind === "user" ? "u" : "t");

let statement: ((source: RowsSource) => string) | undefined;
/**
 * The rows of a search's hits, all three kinds in one statement (one round trip): each hit's JSON
 * text (`JSON_OF`) and its owner's names. A paused offer, a listing a moderator removed, and
 * whatever the searcher blocked or a suspension holds are never answered, even if an index still
 * holds them.
 */
const rowsStatement = () => {
  if (statement) return statement;
  const branch = (kind: Kind, source: RowsSource, table: string, where: string) => {
    const [first, last] = kind === "user" ? ["NULL", "NULL"] : [`u."firstName"`, `u."lastName"`];
    return `SELECT '${kind}' AS "kind", ${alias(kind)}."id" AS "id", ${JSON_OF[kind]} AS "json",
              ${first}::text AS "ownerFirstName", ${last}::text AS "ownerLastName"${source.extra}
       ${source.from(kind, table, where)}`;
  };
  statement = (source) => `${branch(
    "spaceRequest",
    source,
    `space_requests t JOIN users u ON u."id" = t."userId"`,
    `t."removedAt" IS NULL AND ${visibleMember("u", source.viewer)}`,
  )}
       UNION ALL
       ${branch(
         "spaceOffer",
         source,
         `space_offers t JOIN users u ON u."id" = t."userId"`,
         `t."isActive" AND ${visibleMember("u", source.viewer)}`,
       )}
       UNION ALL
       ${branch("user", source, "users u", visibleMember("u", source.viewer))}
       ${source.order}`;
  return statement;
};

let boundStatement: PreparedStatement | undefined;
/** The rows statement over ids bound as arrays, for a backend that answers ids only (Meilisearch). */
const boundIdsStatement = () => {
  boundStatement ??= { name: "search-rows", text: rowsStatement()(boundIds) };
  return boundStatement;
};

/** The rows over the search's own hits (one function for every call, so a backend can keep the text it built). */
const rowsOverHits: HitRowsQuery["sql"] = (first) => rowsStatement()(searchHits(first));

/** What the PostgreSQL backend reads in the search's own statement. */
const hitRowsQuery = (viewerId: string | null): HitRowsQuery => ({ sql: rowsOverHits, values: [viewerId] });

/** A hit's row as the rows statement answers it. */
interface TextRow extends ListingText {
  kind: Kind;
  id: string;
}

/** Rows in the order of the hits; a hit whose row is gone (an index running behind) is dropped. */
const inHitOrder = <T extends { id: string }>(hits: SearchHit[], rows: T[]): T[] => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return hits.flatMap((hit) => byId.get(hit.id) ?? []);
};

/**
 * `GET /api/search`: the backend ranks, the database supplies the rows; the route's presenter
 * decides what of them leaves. Members the searcher (`viewerId`) blocked, members a suspension
 * holds, and their listings, are left out.
 */
export const searchCommunity = async (
  backend: SearchBackend,
  text: string,
  viewerId: string | null = null,
): Promise<CommunitySearchRows> => {
  const hits = await backend.search(text, { rows: hitRowsQuery(viewerId) });
  let answered = hits.rows as TextRow[] | undefined;
  if (!answered && hits.spaceRequests.length + hits.spaceOffers.length + hits.users.length > 0) {
    const idsOf = (list: SearchHit[]) => list.map((hit) => hit.id);
    answered = await preparedRows<TextRow>(boundIdsStatement(), [
      idsOf(hits.spaceRequests),
      idsOf(hits.spaceOffers),
      idsOf(hits.users),
      viewerId,
    ]);
  }
  const found = { spaceRequest: [] as TextRow[], spaceOffer: [] as TextRow[], user: [] as TextRow[] };
  for (const row of answered ?? []) found[row.kind].push(row);
  const listing = ({ json, ownerFirstName, ownerLastName }: TextRow): ListingText => ({
    json,
    ownerFirstName,
    ownerLastName,
  });
  return {
    spaceRequests: inHitOrder(hits.spaceRequests, found.spaceRequest).map(listing),
    spaceOffers: inHitOrder(hits.spaceOffers, found.spaceOffer).map(listing),
    users: inHitOrder(hits.users, found.user).map((row) => row.json),
  };
};
