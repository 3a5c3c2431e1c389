/** One row of the soak's table. */
export interface ScenarioResult {
  scenario: string;
  /** What stood in for the failure (which double, which signal). */
  used: string;
  measured: string;
  ok: boolean;
}

/** The table `npm run soak` prints, Markdown so it can go into docs as is. */
export const soakTable = (results: readonly ScenarioResult[]): string =>
  [
    "| scenario | how | result | verdict |",
    "|---|---|---|---|",
    ...results.map(
      (result) => `| ${result.scenario} | ${result.used} | ${result.measured} | ${result.ok ? "PASS" : "FAIL"} |`,
    ),
  ].join("\n");

/** Counts of each status seen, for the result column: `201×180, 503×12, refused×8`. */
export const statusSummary = (statuses: readonly number[]): string => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? "refused" : status}×${count}`)
    .join(", ");
};
