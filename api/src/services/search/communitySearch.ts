import type { HitRow, HitRowsQuery, SearchBackend, SearchHit } from "@kindred/search";
import type { InferAttributes } from "sequelize";
import { SpaceOffer, SpaceRequest, User } from "../../db/models";
import { type PreparedStatement, preparedRows } from "../../db/prepared";
import { suspendedNowSql } from "../moderation/suspension";

type Owner = Pick<User, "id" | "firstName" | "lastName" | "profileImageUrl">;
type PublicUserRow = Pick<
  InferAttributes<User>,
  "id" | "firstName" | "lastName" | "profileImageUrl" | "coverImageUrl" | "bio" | "location" | "interests" | "createdAt"
>;

/** A found listing with its owner, who is always known (a listing without one is dropped). */
export interface OwnedListing<T> {
  listing: T;
  owner: Owner;
}

/** What a search found, best first, as plain rows; `presentSearchResult` decides what of it leaves. */
export interface CommunitySearchRows {
  spaceRequests: OwnedListing<InferAttributes<SpaceRequest>>[];
  spaceOffers: OwnedListing<InferAttributes<SpaceOffer>>[];
  users: PublicUserRow[];
}

/**
 * A model's columns under `alias` by attribute name, each with a NULL of its own type (the same
 * column of a NULL row of `table`), for the other kinds' rows of a UNION.
 */
const columnsOf = (model: { getAttributes(): Record<string, { field?: string }> }, alias: string, table: string) =>
  Object.entries(model.getAttributes()).map(([name, attribute]) => column(name, alias, table, attribute.field ?? name));

const column = (name: string, alias: string, table: string, field = name) => ({
  name,
  sql: `${alias}."${field}"`,
  none: `(NULL::${table})."${field}"`,
});

const KINDS = ["spaceRequest", "spaceOffer", "user"] as const;
type Kind = (typeof KINDS)[number];

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

type Columns = Record<Kind, { name: string; column: string }[]>;
// Lazily: the models know their columns only once `createSequelize` registered them.
let statement: { sql: (source: RowsSource) => string; columns: Columns } | undefined;
/**
 * The rows of a search's hits, all three kinds in one statement (one round trip): each kind's
 * row fills its own columns (`k<kind index>_<attribute>`) and leaves the others' NULL, with the
 * owner's summary joined. A paused offer, a listing a moderator removed, and whatever the
 * searcher blocked or a suspension holds are never answered, even if an index still holds them.
 */
const rowsStatement = () => {
  if (statement) return statement;
  const owner = [
    column("ownerFirstName", "u", "users", "firstName"),
    column("ownerLastName", "u", "users", "lastName"),
    column("ownerProfileImageUrl", "u", "users", "profileImageUrl"),
  ];
  const user = [
    "id",
    "firstName",
    "lastName",
    "profileImageUrl",
    "coverImageUrl",
    "bio",
    "location",
    "interests",
    "createdAt",
  ];
  const selected: Record<Kind, ReturnType<typeof column>[]> = {
    spaceRequest: [...columnsOf(SpaceRequest, "t", "space_requests"), ...owner],
    spaceOffer: [...columnsOf(SpaceOffer, "t", "space_offers"), ...owner],
    user: user.map((name) => column(name, "u", "users")),
  };
  const label = (kind: Kind, name: string) => `k${KINDS.indexOf(kind)}_${name}`;
  const branch = (kind: Kind, source: RowsSource, table: string, where: string) =>
    `SELECT '${kind}' AS "kind", ${KINDS.flatMap((other) =>
      selected[other].map(({ name, sql, none }) => `${other === kind ? sql : none} AS "${label(other, name)}"`),
    ).join(", ")}${source.extra}
       ${source.from(kind, table, where)}`;
  statement = {
    sql: (source) => `${branch(
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
       ${source.order}`,
    columns: Object.fromEntries(
      KINDS.map((kind) => [kind, selected[kind].map(({ name }) => ({ name, column: label(kind, name) }))]),
    ) as Columns,
  };
  return statement;
};

let boundStatement: PreparedStatement | undefined;
/** The rows statement over ids bound as arrays, for a backend that answers ids only (Meilisearch). */
const boundIdsStatement = () => {
  boundStatement ??= { name: "search-rows", text: rowsStatement().sql(boundIds) };
  return boundStatement;
};

/** The rows over the search's own hits (one function for every call, so a backend can keep the text it built). */
const rowsOverHits: HitRowsQuery["sql"] = (first) => rowsStatement().sql(searchHits(first));

/** What the PostgreSQL backend reads in the search's own statement. */
const hitRowsQuery = (viewerId: string | null): HitRowsQuery => ({ sql: rowsOverHits, values: [viewerId] });

type WithOwner<T> = T & {
  userId: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerProfileImageUrl: string | null;
};

const owned = <T>(row: WithOwner<T>): OwnedListing<T> => ({
  listing: row,
  owner: {
    id: row.userId,
    firstName: row.ownerFirstName,
    lastName: row.ownerLastName,
    profileImageUrl: row.ownerProfileImageUrl,
  },
});

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
  const found = { spaceRequest: [] as object[], spaceOffer: [] as object[], user: [] as object[] };
  let answered = hits.rows;
  if (!answered && hits.spaceRequests.length + hits.spaceOffers.length + hits.users.length > 0) {
    const idsOf = (list: SearchHit[]) => list.map((hit) => hit.id);
    answered = await preparedRows<HitRow>(boundIdsStatement(), [
      idsOf(hits.spaceRequests),
      idsOf(hits.spaceOffers),
      idsOf(hits.users),
      viewerId,
    ]);
  }
  if (answered) {
    const { columns } = rowsStatement();
    for (const row of answered) {
      const record: Record<string, unknown> = {};
      for (const { name, column } of columns[row.kind]) record[name] = row[column];
      found[row.kind].push(record);
    }
  }
  return {
    spaceRequests: inHitOrder(hits.spaceRequests, found.spaceRequest as WithOwner<InferAttributes<SpaceRequest>>[]).map(
      owned,
    ),
    spaceOffers: inHitOrder(hits.spaceOffers, found.spaceOffer as WithOwner<InferAttributes<SpaceOffer>>[]).map(owned),
    users: inHitOrder(hits.users, found.user as PublicUserRow[]),
  };
};
