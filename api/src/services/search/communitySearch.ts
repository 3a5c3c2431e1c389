import type { SearchBackend, SearchHit } from "@kindred/search";
import type { InferAttributes } from "sequelize";
import { SpaceOffer, SpaceRequest, User } from "../../db/models";
import { type PreparedStatement, preparedRows } from "../../db/prepared";

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

/** Every column of a model, by attribute name, under `alias`. */
const columnsOf = (model: { getAttributes(): Record<string, { field?: string }> }, alias: string) =>
  Object.entries(model.getAttributes())
    .map(([name, attribute]) => `${alias}."${attribute.field ?? name}" AS "${name}"`)
    .join(", ");

const OWNER_COLUMNS = `u."firstName" AS "ownerFirstName", u."lastName" AS "ownerLastName",
                       u."profileImageUrl" AS "ownerProfileImageUrl"`;

// Lazily: the models know their columns only once `createSequelize` registered them.
let statements: { requests: PreparedStatement; offers: PreparedStatement; users: PreparedStatement } | undefined;
/**
 * The rows of some hits, each kind in one prepared statement with its owner joined (only what
 * their summary shows); a paused offer or a listing a moderator removed never, even if an index
 * still holds it.
 */
const rowStatements = () => {
  statements ??= {
    requests: {
      name: "search-request-rows",
      text: `SELECT ${columnsOf(SpaceRequest, "t")}, ${OWNER_COLUMNS}
               FROM space_requests t JOIN users u ON u."id" = t."userId"
              WHERE t."id" = ANY($1::uuid[]) AND t."removedAt" IS NULL`,
    },
    offers: {
      name: "search-offer-rows",
      text: `SELECT ${columnsOf(SpaceOffer, "t")}, ${OWNER_COLUMNS}
               FROM space_offers t JOIN users u ON u."id" = t."userId" WHERE t."id" = ANY($1::uuid[]) AND t."isActive"`,
    },
    users: {
      name: "search-user-rows",
      text: `SELECT u."id", u."firstName", u."lastName", u."profileImageUrl", u."coverImageUrl", u."bio",
                    u."location", u."interests", u."createdAt"
               FROM users u WHERE u."id" = ANY($1::uuid[])`,
    },
  };
  return statements;
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

/** Loads the rows of some hits; no hits, no query. */
const rowsOf = async <T extends object>(hits: SearchHit[], statement: PreparedStatement): Promise<T[]> =>
  hits.length === 0 ? [] : preparedRows<T>(statement, [hits.map((hit) => hit.id)]);

/**
 * `GET /api/search`: the backend ranks, the database supplies the rows; the route's presenter
 * decides what of them leaves. Members the searcher blocked (`hiddenUserIds`), and their
 * listings, are left out.
 */
export const searchCommunity = async (
  backend: SearchBackend,
  text: string,
  hiddenUserIds: readonly string[] = [],
): Promise<CommunitySearchRows> => {
  const hits = await backend.search(text);
  const sql = rowStatements();
  const [requests, offers, users] = await Promise.all([
    rowsOf<WithOwner<InferAttributes<SpaceRequest>>>(hits.spaceRequests, sql.requests),
    rowsOf<WithOwner<InferAttributes<SpaceOffer>>>(hits.spaceOffers, sql.offers),
    rowsOf<PublicUserRow>(hits.users, sql.users),
  ]);
  const hidden = new Set(hiddenUserIds);
  const visible = <T extends { userId: string }>(row: T) => !hidden.has(row.userId);
  return {
    spaceRequests: inHitOrder(hits.spaceRequests, requests).filter(visible).map(owned),
    spaceOffers: inHitOrder(hits.spaceOffers, offers).filter(visible).map(owned),
    users: inHitOrder(hits.users, users).filter((user) => !hidden.has(user.id)),
  };
};
