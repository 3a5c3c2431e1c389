import { type Migration, runSql } from "../migrate";

/** The four partial indexes of open requests, as `condition` selects them (up: the flag; down: the words). */
const openIndexes = (condition: string) => `
    CREATE INDEX space_requests_explore ON space_requests ("createdAt" DESC, "id" DESC)
      INCLUDE ("spaceType", "participants", "values", "accessNeeds", "userId")
      WHERE ${condition};
    CREATE INDEX space_requests_explore_by_type ON space_requests ("spaceType", "createdAt" DESC, "id" DESC)
      INCLUDE ("participants", "values", "valueBits", "accessNeeds", "userId")
      WHERE ${condition};
    CREATE INDEX space_requests_explore_score ON space_requests ("createdAt" DESC, "id" DESC)
      INCLUDE ("valueBits", "participants", "userId", "spaceType")
      WHERE ${condition};
    CREATE INDEX space_requests_open_window ON space_requests ("openSince")
      WHERE ${condition};`;

const DROP_OPEN_INDEXES = `
    DROP INDEX space_requests_explore;
    DROP INDEX space_requests_explore_by_type;
    DROP INDEX space_requests_explore_score;
    DROP INDEX space_requests_open_window;`;

/**
 * Whether a request is open (pending or matched, not paused) becomes one generated column,
 * `isOpen`, and the four partial indexes of open requests (explore's three, the live-request
 * sweep's) select on it instead of naming `status` and `pausedAt`.
 *
 * Why: PostgreSQL updates a row in place of its indexes (a HOT update) only when no column an
 * index reads changed, its conditions included. Matching sets a new request's status from
 * `pending` to `matched`; with `status` in four conditions, that update wrote a new entry into
 * every one of the table's 23 indexes, its four GIN indexes among them (0.2 ms of PostgreSQL's
 * CPU a create, docs/performance.md). `isOpen` is true before and after, so the update now
 * touches no index.
 *
 * New pages of the table are filled to 80%, so a request updated soon after it was written (by
 * matching, within the same create) finds room for its new version on its own page: a HOT update
 * needs that room. Rows already there keep their pages.
 *
 * Adding the stored column rewrites the table, as migration 20261125010000 did: a few seconds
 * for 50,000 requests, under a lock that holds writes and reads of requests.
 */
export const up: Migration = async ({ context: { sequelize } }) => {
  await runSql(
    sequelize,
    `
    ALTER TABLE space_requests ADD COLUMN "isOpen" boolean NOT NULL
      GENERATED ALWAYS AS ("status" IN ('pending', 'matched') AND "pausedAt" IS NULL) STORED;
    ${DROP_OPEN_INDEXES}
    ${openIndexes(`"isOpen"`)}
    ALTER TABLE space_requests SET (fillfactor = 80);
    `,
  );
  // The rewrite left the visibility map empty (index-only scans would read every row's page again
  // until a vacuum); VACUUM cannot run in a transaction, so it runs after the one above.
  await sequelize.query("VACUUM ANALYZE space_requests");
};

export const down: Migration = async ({ context: { sequelize } }) =>
  runSql(
    sequelize,
    `
    ${DROP_OPEN_INDEXES}
    ${openIndexes(`"status" IN ('pending', 'matched') AND "pausedAt" IS NULL`)}
    ALTER TABLE space_requests DROP COLUMN "isOpen";
    ALTER TABLE space_requests RESET (fillfactor);
    `,
  );
