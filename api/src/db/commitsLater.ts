/**
 * A column to add to a statement's answer that makes its own transaction commit without waiting
 * for the log flush (`synchronous_commit` off for it alone, set as its rows are answered, read at
 * its commit). Whoever runs it must flush before anyone hears of what it wrote (`createAndMatchListing`).
 */
export const COMMITS_LATER_SQL = `set_config('synchronous_commit', 'off', true) AS "commitsLater"`;

/** A row of such a statement without that column. */
export const withoutCommitsLater = <T extends object>(row: T & { commitsLater?: string }): T => {
  const { commitsLater: _, ...rest } = row;
  return rest as T;
};
