import { IMAGE_WIDTHS, YOUR_DATA_TEXTS } from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import type { LoginThrottleConfig } from "../../config";
import { database } from "../../db/database";
import { SpaceOffer, SpaceRequest, StoredObject, type User } from "../../db/models";
import { AuthorizationError } from "../../errors";
import { type AttemptOrigin, assertLoginAllowed, recordLoginFailure } from "../auth/loginThrottle";
import { verifyPassword } from "../auth/passwords";
import { deleteListingAndNotify } from "../matching/listingClosed";
import { forgetUnusedSearchWords, searchWordsOf } from "../search/forgetWords";
import { variantKey } from "../storage/storedObjects";

/** The matches `user` is a party of (before their listings go and take the parties with them). */
const matchesOf = async (user: User, transaction?: Transaction): Promise<string[]> => {
  const rows = await database().query<{ id: string }>(
    `SELECT "id" FROM matches WHERE "seekerId" = :userId UNION SELECT "id" FROM matches WHERE "hostId" = :userId`,
    { replacements: { userId: user.id }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map(({ id }) => id);
};

/**
 * The other parties of `user`'s matches see a "Former member" from now on: in their match lists
 * (the match is marked) and in the notifications that named `user`, the closing ones just sent
 * included (the name leaves the stored facts).
 */
const markDeparture = async (user: User, matchIds: string[], transaction?: Transaction) => {
  if (matchIds.length === 0) return;
  const replacements = { matchIds, userId: user.id };
  await database().query(`UPDATE matches SET "partyLeft" = true WHERE "id" = ANY(ARRAY[:matchIds]::uuid[])`, {
    replacements,
    transaction,
  });
  await database().query(
    `UPDATE notifications
        SET "facts" = "facts" || CASE "type" WHEN 'new_message' THEN '{"senderName": null}'::jsonb
                                             ELSE '{"actorName": null}'::jsonb END
      WHERE "matchId" = ANY(ARRAY[:matchIds]::uuid[]) AND "userId" <> :userId
        AND "type" IN ('new_message', 'match_update', 'reference_published', 'reference_reminder')`,
    { replacements, transaction },
  );
};

/**
 * Deletes `user`'s account once their password confirms it, in a transaction of its own opened
 * after the check. Their listings go
 * the usual way (open matches close and the other party hears of it); the row's foreign keys do
 * the rest: notifications, favorites, blocks and preferences go with it, the messages and
 * references they wrote stay with no author (shown as from a former member), references about them
 * go, feedback and reports stay unsigned. Their
 * words leave the search word list unless another row uses them. Every session ends, and the
 * email is free again. Returns, once committed, the storage keys of the photos they
 * uploaded (originals and resized variants).
 *
 * The password check comes first, outside the transaction: it is a sign-in attempt whose failure
 * is counted whatever happens next, and the hash takes a while. Inside, it held one connection of
 * the pool while the throttle took a second, so as many deletions at once as the pool has
 * connections waited for each other until the pool gave up.
 */
export const deleteAccount = async (
  user: User,
  password: string,
  throttle?: { origin: AttemptOrigin; limits: LoginThrottleConfig },
): Promise<string[]> => {
  if (!user.passwordHash) throw AuthorizationError(YOUR_DATA_TEXTS.noPassword);
  // A password check is a sign-in attempt: a stolen session must not become a password oracle.
  if (throttle && user.email) await assertLoginAllowed(user.email, throttle.origin, throttle.limits);
  if (!(await verifyPassword(user.passwordHash, password))) {
    if (throttle && user.email) await recordLoginFailure(user.email, throttle.origin);
    throw AuthorizationError(YOUR_DATA_TEXTS.wrongPassword);
  }
  return database().transaction((transaction) => removeAccount(user, transaction));
};

/**
 * The deletion itself, once the member has confirmed it (their password, or a mailed link for an
 * account without one): see `deleteAccount`.
 */
export const removeAccount = async (user: User, transaction?: Transaction): Promise<string[]> => {
  const words = await searchWordsOf(user.id, transaction);
  const where = { userId: user.id };
  const matchIds = await matchesOf(user, transaction);
  for (const listing of await SpaceRequest.findAll({ where, transaction })) {
    await deleteListingAndNotify({ side: "request", listing, actor: user }, transaction);
  }
  for (const listing of await SpaceOffer.findAll({ where, transaction })) {
    await deleteListingAndNotify({ side: "offer", listing, actor: user }, transaction);
  }
  await markDeparture(user, matchIds, transaction);
  await database().query(`DELETE FROM sessions WHERE "sess"->>'userId' = :userId`, {
    replacements: { userId: user.id },
    transaction,
  });
  // Their photos' rows go with the account (ON DELETE CASCADE); the bytes are the caller's to
  // delete once this commits, so a rollback leaves every photo readable.
  const objects = await StoredObject.findAll({ where: { ownerId: user.id }, attributes: ["id", "key"], transaction });
  await user.destroy({ transaction });
  await forgetUnusedSearchWords(words, transaction);
  return objects.flatMap((object) => [object.key, ...IMAGE_WIDTHS.map((width) => variantKey(object.id, width))]);
};
