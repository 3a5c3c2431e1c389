import { displayName, type MatchAction, type MatchChange, SERVER_MESSAGES } from "@kindred/contract";
import type { Transaction } from "sequelize";
import type { Match, User } from "../../db/models";
import { ConflictError } from "../../errors";
import { refuseWhilePaused } from "../moderation/suspension";
import { notifyMatchUpdate } from "../notifications/notifier";
import { otherPartyOf, partiesOf } from "./findMatch";
import { syncRequestStatus } from "./requestStatus";

/** Which statuses each action starts from (docs/matching.md "The lifecycle"); anything else is a 409. */
const ALLOWED_FROM: Record<MatchAction, readonly string[]> = {
  accept: ["under_review", "accepted"],
  decline: ["under_review", "accepted"],
  complete: ["accepted"],
};

/** The names a notification tells a match by (worded when read: the request's title, else the space's name). */
const matchNames = (match: Match) => ({
  requestTitle: match.spaceRequest?.title ?? null,
  spaceName: match.spaceOffer?.spaceName ?? null,
});

/**
 * One party's lifecycle action on a locked match (`findMatch(..., { lock: true })`): accept adds
 * them to `acceptedBy` and the match is `accepted` once both have; decline → `declined`; complete
 * from `accepted` → `completed`. The request's status follows; the other party gets
 * `match_update`. Accepting twice changes nothing and notifies nobody.
 */
export const applyMatchAction = async (
  { match, actor, action }: { match: Match; actor: User; action: MatchAction },
  transaction?: Transaction,
): Promise<Match> => {
  if (!ALLOWED_FROM[action].includes(match.status) || !match.spaceRequestId || !match.spaceOfferId) {
    throw ConflictError(SERVER_MESSAGES.matchActionNotAllowed(action, match.status));
  }
  if (action !== "decline") await refuseWhilePaused(partiesOf(match), transaction);
  let change: MatchChange = action;
  if (action === "accept") {
    if (match.acceptedBy.includes(actor.id)) return match;
    const acceptedBy = [...match.acceptedBy, actor.id];
    const bothAccepted = otherPartyOf(match, actor.id) !== null && acceptedBy.length >= 2;
    if (bothAccepted) change = "accepted_by_both";
    await match.update({ acceptedBy, status: bothAccepted ? "accepted" : match.status }, { transaction });
  } else {
    await match.update({ status: action === "decline" ? "declined" : "completed" }, { transaction });
  }
  await syncRequestStatus(match.spaceRequestId, transaction);
  const recipientId = otherPartyOf(match, actor.id);
  if (recipientId) {
    await notifyMatchUpdate(
      {
        matchId: match.id,
        change,
        actorName: displayName({ firstName: actor.firstName, lastName: actor.lastName }),
        ...matchNames(match),
        recipientId,
        actorId: actor.id,
      },
      transaction,
    );
  }
  return match;
};
