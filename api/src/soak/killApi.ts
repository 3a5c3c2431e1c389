import { randomUUID } from "node:crypto";
import { type ApiProcess, embeddedDatabase, startApi } from "./apiProcess";
import { isSuccess, type Member, post, postUntilAcknowledged, registerMember, spaceRequestBody } from "./client";
import { type ScenarioResult, statusSummary } from "./report";

const WRITES = 200;
/** The kill comes once this many writes were acknowledged: mid-flight, whatever the machine's speed. */
const KILL_AFTER_ACKNOWLEDGED = 40;
const RETRY_DEADLINE_MS = 120_000;

/** How many space requests carry each marker (0 = missing, 2+ = duplicated). */
export const countByMarker = async (
  database: ReturnType<typeof embeddedDatabase>,
  member: Member,
  markers: readonly string[],
): Promise<Map<string, number>> => {
  const rows = await database.query<{ title: string; count: number }>(
    `SELECT "title", count(*)::int AS "count" FROM space_requests WHERE "userId" = $1 GROUP BY "title"`,
    [member.id],
  );
  const byTitle = new Map(rows.map((row) => [row.title, row.count]));
  return new Map(markers.map((marker) => [marker, byTitle.get(`Soak ${marker}`) ?? 0]));
};

/**
 * kill -9 of the API while 200 writes (each with its own Idempotency-Key) are in flight; then
 * `npm start` again. Every write acknowledged before the kill must be there; retrying all 200
 * with their keys must leave each exactly once.
 */
export const killApiDuringWrites = async (
  dataDir: string,
  port: number,
  env: Record<string, string>,
): Promise<{ result: ScenarioResult; api: ApiProcess }> => {
  let api = await startApi(dataDir, port, env);
  const member = await registerMember(api.baseUrl, "writer", dataDir);
  const keys = Array.from({ length: WRITES }, (_, i) => `kill-api-${i}-${randomUUID().slice(0, 8)}`);
  const acknowledged = new Set<string>();
  let killed: Promise<void> | null = null;
  const baseUrl = api.baseUrl;
  await Promise.all(
    keys.map(async (key) => {
      const { status } = await post(baseUrl, "/api/space-requests", member, spaceRequestBody(key, member.email), key);
      if (isSuccess(status)) acknowledged.add(key);
      if (acknowledged.size >= KILL_AFTER_ACKNOWLEDGED) killed ??= api.kill();
    }),
  );
  await (killed ?? api.kill());
  const acknowledgedAtKill = [...acknowledged];

  api = await startApi(dataDir, port, env);
  const database = embeddedDatabase(dataDir);
  const afterRestart = await countByMarker(database, member, acknowledgedAtKill);
  const lost = acknowledgedAtKill.filter((key) => afterRestart.get(key) !== 1);

  const statuses: number[] = [];
  const deadline = Date.now() + RETRY_DEADLINE_MS;
  const retried = await Promise.all(
    keys.map((key) =>
      postUntilAcknowledged(
        () => post(api.baseUrl, "/api/space-requests", member, spaceRequestBody(key, member.email), key),
        statuses,
        deadline,
      ),
    ),
  );
  const finalCounts = await countByMarker(database, member, keys);
  const duplicated = keys.filter((key) => (finalCounts.get(key) ?? 0) > 1).length;
  const missing = keys.filter((key) => (finalCounts.get(key) ?? 0) === 0).length;
  const unacknowledged = retried.filter((ok) => !ok).length;
  return {
    api,
    result: {
      scenario: "kill -9 of the API during 200 concurrent writes",
      used: "SIGKILL of the server process after 40 acknowledgements; `npm start`'s entry point again",
      measured:
        `${acknowledgedAtKill.length} acknowledged before the kill, ${acknowledgedAtKill.length - lost.length} present after restart; ` +
        `retries with the same keys (${statusSummary(statuses)}): ${WRITES - missing}/${WRITES} present, ${duplicated} duplicated, ${unacknowledged} never acknowledged`,
      ok: lost.length === 0 && duplicated === 0 && missing === 0 && unacknowledged === 0,
    },
  };
};
