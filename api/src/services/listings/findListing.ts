import type { Transaction } from "sequelize";
import { SpaceOffer, SpaceRequest } from "../../db/models";
import { NotFoundError } from "../../errors";

interface FindOptions {
  transaction?: Transaction;
  /** Lock the row until the transaction ends (updates and deletes). */
  lock?: boolean;
}

const findOptions = ({ transaction, lock }: FindOptions) => ({
  transaction,
  ...(lock && transaction ? { lock: transaction.LOCK.UPDATE } : {}),
});

/** The request named by `:id` (a malformed id never gets here: the route answers 404 for it). */
export const findSpaceRequest = async (id: string, options: FindOptions = {}): Promise<SpaceRequest> => {
  const request = await SpaceRequest.findByPk(id, findOptions(options));
  if (!request) throw NotFoundError();
  return request;
};

/** The offer named by `:id` (a malformed id never gets here: the route answers 404 for it). */
export const findSpaceOffer = async (id: string, options: FindOptions = {}): Promise<SpaceOffer> => {
  const offer = await SpaceOffer.findByPk(id, findOptions(options));
  if (!offer) throw NotFoundError();
  return offer;
};
