import type { SearchDocument, SearchKind } from "@kindred/search";
import { Op, type Transaction } from "sequelize";
import { SpaceOffer, SpaceRequest, User } from "../../db/models";
import type { SearchEntity } from "../../db/models/SearchOutbox";

/** Outbox entity names (database side) to search kinds (index side). */
export const KIND_OF_ENTITY: Record<SearchEntity, SearchKind> = {
  space_request: "spaceRequest",
  space_offer: "spaceOffer",
  user: "user",
};

export const spaceRequestDocument = (request: SpaceRequest): SearchDocument => ({
  kind: "spaceRequest",
  id: request.id,
  userId: request.userId,
  title: request.title,
  description: request.description,
  spaceType: request.spaceType,
  location: request.location,
  values: request.values,
  status: request.status,
  createdAt: request.createdAt.toISOString(),
});

export const spaceOfferDocument = (offer: SpaceOffer): SearchDocument => ({
  kind: "spaceOffer",
  id: offer.id,
  userId: offer.userId,
  spaceName: offer.spaceName,
  description: offer.description,
  spaceType: offer.spaceType,
  address: offer.address,
  supportedCauses: offer.supportedCauses,
  availability: offer.availability,
  isActive: offer.isActive,
  isSponsored: offer.isSponsored,
  createdAt: offer.createdAt.toISOString(),
});

/** Public profile fields only; the email never reaches an index. */
export const userDocument = (user: User): SearchDocument => ({
  kind: "user",
  id: user.id,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  bio: user.bio ?? null,
  location: user.location ?? null,
  interests: user.interests ?? [],
  createdAt: user.createdAt.toISOString(),
});

/**
 * The current documents of the given rows of one kind; ids whose row is gone, or a listing a
 * moderator removed, are left out (so the outbox worker takes them out of the index).
 */
export const loadDocuments = async (
  kind: SearchKind,
  ids: readonly string[],
  transaction?: Transaction,
): Promise<SearchDocument[]> => {
  if (ids.length === 0) return [];
  const where = { id: [...ids] };
  const listed = { ...where, removedAt: { [Op.is]: null } };
  switch (kind) {
    case "spaceRequest":
      return (await SpaceRequest.findAll({ where: listed, transaction })).map(spaceRequestDocument);
    case "spaceOffer":
      return (await SpaceOffer.findAll({ where: listed, transaction })).map(spaceOfferDocument);
    case "user":
      return (await User.findAll({ where, transaction })).map(userDocument);
  }
};

const MODELS = { spaceRequest: SpaceRequest, spaceOffer: SpaceOffer, user: User } as const;

/** Every document of a kind, a batch at a time in id order (for `npm run search:reindex`). */
export async function* allDocuments(kind: SearchKind, batchSize = 1_000): AsyncGenerator<SearchDocument[]> {
  const model = MODELS[kind] as unknown as typeof User;
  let lastId: string | null = null;
  for (;;) {
    const rows: User[] = await model.findAll({
      attributes: ["id"],
      where: lastId ? { id: { [Op.gt]: lastId } } : {},
      order: [["id", "ASC"]],
      limit: batchSize,
    });
    if (rows.length === 0) return;
    lastId = rows[rows.length - 1].id;
    yield loadDocuments(
      kind,
      rows.map((row) => row.id),
    );
  }
}
