import type { SearchBackend, SearchHit } from "@kindred/search";
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

/** Who a searcher sees: not members they blocked, nor members a suspension holds now. */
const visibleMember = (alias: string) =>
  `NOT ${suspendedNowSql(alias)}
   AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b."blockerId" = $4::uuid AND b."blockedId" = ${alias}."id")`;

// Lazily: the models know their columns only once `createSequelize` registered them.
let statement: { rows: PreparedStatement; columns: Record<Kind, { name: string; column: string }[]> } | undefined;
/**
 * The rows of a search's hits, all three kinds in one prepared statement (one round trip): each
 * kind's row fills its own columns (`k<kind index>_<attribute>`) and leaves the others' NULL, with
 * the owner's summary joined. A paused offer, a listing a moderator removed, and whatever the
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
  const branch = (kind: Kind, from: string) =>
    `SELECT '${kind}' AS "kind", ${KINDS.flatMap((other) =>
      selected[other].map(({ name, sql, none }) => `${other === kind ? sql : none} AS "${label(other, name)}"`),
    ).join(", ")}
       ${from}`;
  statement = {
    rows: {
      name: "search-rows",
      text: `${branch(
        "spaceRequest",
        `FROM space_requests t JOIN users u ON u."id" = t."userId"
        WHERE t."id" = ANY($1::uuid[]) AND t."removedAt" IS NULL AND ${visibleMember("u")}`,
      )}
       UNION ALL
       ${branch(
         "spaceOffer",
         `FROM space_offers t JOIN users u ON u."id" = t."userId"
         WHERE t."id" = ANY($2::uuid[]) AND t."isActive" AND ${visibleMember("u")}`,
       )}
       UNION ALL
       ${branch("user", `FROM users u WHERE u."id" = ANY($3::uuid[]) AND ${visibleMember("u")}`)}`,
    },
    columns: Object.fromEntries(
      KINDS.map((kind) => [kind, selected[kind].map(({ name }) => ({ name, column: label(kind, name) }))]),
    ) as Record<Kind, { name: string; column: string }[]>,
  };
  return statement;
};

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
  const hits = await backend.search(text);
  const found = { spaceRequest: [] as object[], spaceOffer: [] as object[], user: [] as object[] };
  if (hits.spaceRequests.length + hits.spaceOffers.length + hits.users.length > 0) {
    const { rows, columns } = rowsStatement();
    const idsOf = (list: SearchHit[]) => list.map((hit) => hit.id);
    const answered = await preparedRows<{ kind: Kind } & Record<string, unknown>>(rows, [
      idsOf(hits.spaceRequests),
      idsOf(hits.spaceOffers),
      idsOf(hits.users),
      viewerId,
    ]);
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
