import type { InferAttributes } from "sequelize";
import { columnsSql, SPACE_OFFER_FIELDS, userSummaryColumnsSql } from "../../db/fieldTables";
import type { SpaceOffer, User } from "../../db/models";
import { preparedRows } from "../../db/prepared";
import { NotFoundError } from "../../errors";
import { CONTACT_SHARING_STATUSES, matchedCounterpartSql, seesContact } from "../../policies/listing";
import { viewerRequestFitsSql } from "./fit";

type OfferRow = InferAttributes<SpaceOffer> & {
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerProfileImageUrl: string | null;
  isCounterpart: boolean;
  yourRequestFits: boolean;
};

/**
 * The offer, its host's summary columns, whether the viewer (`$2`, null for a visitor) is a
 * matched counterpart and whether one of their open requests fits it, in one prepared statement. A host who is gone makes the offer not found, and
 * so does a moderator's removal for anyone but the host.
 */
const OFFER_DETAIL = {
  name: "offer-detail",
  text: `
    SELECT ${columnsSql(SPACE_OFFER_FIELDS, "o")},
           ${userSummaryColumnsSql("u", "owner")},
           ${matchedCounterpartSql("offer", "o", "$2::uuid", "$3::text[]")} AS "isCounterpart",
           ${viewerRequestFitsSql("o", "$2::uuid")} AS "yourRequestFits"
      FROM space_offers o
      JOIN users u ON u."id" = o."userId"
     WHERE o."id" = $1`,
};

export interface OfferDetail {
  offer: InferAttributes<SpaceOffer>;
  owner: Pick<User, "id" | "firstName" | "lastName" | "profileImageUrl">;
  canSeeContact: boolean;
  /** Whether one of the viewer's open requests fits the offer (`viewerRequestFitsSql`). */
  yourRequestFits: boolean;
}

/**
 * `GET /api/space-offers/{id}`: public, with the contact email for its host and matched
 * counterparts. Answers the rows and the viewer's right to the contact; the route presents them.
 */
export const readOfferDetail = async (offerId: string, viewer: User | undefined): Promise<OfferDetail> => {
  const [row] = await preparedRows<OfferRow>(OFFER_DETAIL, [offerId, viewer?.id ?? null, CONTACT_SHARING_STATUSES]);
  // A listing a moderator removed is its owner's alone (docs/security.md "Moderation").
  if (!row || (row.removedAt && viewer?.id !== row.userId)) throw NotFoundError();
  const owner = {
    id: row.userId,
    firstName: row.ownerFirstName,
    lastName: row.ownerLastName,
    profileImageUrl: row.ownerProfileImageUrl,
  };
  return {
    offer: row,
    owner,
    canSeeContact: seesContact(viewer, row, row.isCounterpart),
    yourRequestFits: row.yourRequestFits,
  };
};
