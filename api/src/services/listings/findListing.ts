import { idParam } from "@kindred/contract";
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

/** The request named by `:id`; a malformed id is simply not found (404), like an absent one. */
export const findSpaceRequest = async (params: unknown, options: FindOptions = {}): Promise<SpaceRequest> => {
  const parsed = idParam.safeParse(params);
  const request = parsed.success ? await SpaceRequest.findByPk(parsed.data.id, findOptions(options)) : null;
  if (!request) throw NotFoundError();
  return request;
};

/** The offer named by `:id`; a malformed id is simply not found (404), like an absent one. */
export const findSpaceOffer = async (params: unknown, options: FindOptions = {}): Promise<SpaceOffer> => {
  const parsed = idParam.safeParse(params);
  const offer = parsed.success ? await SpaceOffer.findByPk(parsed.data.id, findOptions(options)) : null;
  if (!offer) throw NotFoundError();
  return offer;
};
