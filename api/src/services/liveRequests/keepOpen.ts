import { LIVE_REQUEST_TEXTS, MODERATION_TEXTS } from "@kindred/contract";
import type { Transaction } from "sequelize";
import { SpaceRequest } from "../../db/models";
import { ConflictError, GoneError } from "../../errors";
import { matchAfterCommit } from "../matching/runMatching";
import { tokenFits, tokenRequestId } from "./keepOpenToken";

/**
 * Starts a new open window now; a paused request is resumed and matched again after commit. A
 * request a moderator removed stays paused (409).
 */
export const keepRequestOpen = async (
  request: SpaceRequest,
  transaction: Transaction | undefined,
  now = new Date(),
) => {
  if (request.removedAt) throw ConflictError(MODERATION_TEXTS.listingRemoved);
  const wasPaused = request.pausedAt != null;
  await request.update({ openSince: now, stillLookingAt: null, pausedAt: null }, { transaction });
  if (wasPaused) matchAfterCommit(transaction, "request", request.id);
};

/** Keeps open the request an email's token names; 410 once the token no longer fits (kept open, removed). */
export const keepRequestOpenByToken = async (
  token: string,
  keys: readonly string[],
  transaction: Transaction | undefined,
): Promise<SpaceRequest> => {
  const id = tokenRequestId(token);
  const request = id ? await SpaceRequest.findByPk(id, { transaction, lock: transaction?.LOCK.UPDATE }) : null;
  if (!request || !tokenFits(keys, token, request)) throw GoneError(LIVE_REQUEST_TEXTS.page.invalidToken);
  await keepRequestOpen(request, transaction);
  return request;
};
