import { QueryTypes } from "sequelize";
import { database } from "../../db/database";

/**
 * SQL: whether request `r` and offer `o` fit by matching's hard rules (docs/matching.md "Fit"):
 * both open (the offer active, the request neither paused nor arranged: `isOpen`; neither
 * removed), the space types fit (equal, or `other` on either side), the offer holds the group and
 * has every access need. Shared values are matching's score, not part of the fit.
 */
export const listingsFitSql = (r: string, o: string) => `(${o}."isActive" AND ${o}."removedAt" IS NULL
  AND ${r}."isOpen" AND ${r}."removedAt" IS NULL
  AND (${o}."spaceType" = ${r}."spaceType" OR ${o}."spaceType" = 'other' OR ${r}."spaceType" = 'other')
  AND (${r}."participants" IS NULL OR ${o}."capacity" >= ${r}."participants")
  AND ${r}."accessNeeds" <@ ${o}."accessFeatures")`;

/**
 * SQL: whether member `viewerParam` (null for a visitor) has an open request that offer `o` fits;
 * never for the offer's own host. Reads the viewer's own requests only: they are taken by owner
 * first (`OFFSET 0` keeps that subquery planned on its own), then each is tested. Without the
 * fence, a generic plan once chose to AND the owner index with the GIN index of access needs for
 * `<@`, which reads every request's entry (5.5 ms a call, against 0.05).
 */
export const viewerRequestFitsSql = (o: string, viewerParam: string) => `(${viewerParam} IS NOT NULL
  AND ${o}."userId" <> ${viewerParam}
  AND EXISTS (SELECT 1 FROM (SELECT * FROM space_requests WHERE "userId" = ${viewerParam} OFFSET 0) r
               WHERE ${listingsFitSql("r", o)}))`;

/**
 * Whether `viewerId` has an active space that fits request `requestId`; never for its own
 * owner, false for a visitor. Reads the viewer's own offers only.
 */
export const viewerSpaceFits = async (requestId: string, viewerId: string | undefined): Promise<boolean> => {
  if (!viewerId) return false;
  const [row] = await database().query<{ fits: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM space_requests r JOIN space_offers o ON o."userId" = :viewerId
        WHERE r."id" = :requestId AND r."userId" <> :viewerId AND ${listingsFitSql("r", "o")}
     ) AS "fits"`,
    { replacements: { requestId, viewerId }, type: QueryTypes.SELECT },
  );
  return row?.fits ?? false;
};
