import { randomUUID } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { type ApiProcess, embeddedDatabase } from "./apiProcess";
import { isSuccess, post, postUntilAcknowledged, registerMember, spaceRequestBody } from "./client";
import { countByMarker } from "./killApi";
import { type ScenarioResult, statusSummary } from "./report";

const WRITES_PER_SECOND = 20;
const LOAD_SECONDS = 30;
const KILL_AT_SECOND = 5;
const RETRY_DEADLINE_MS = 120_000;

/**
 * kill -9 of the embedded postmaster while writes keep coming (20/s for 30 s, each retried with
 * its Idempotency-Key until acknowledged). Nobody restarts anything: the server must. Passes when
 * the server process is the same, no answer was a 500, and every write is there exactly once.
 */
export const killPostgresUnderLoad = async (api: ApiProcess, dataDir: string): Promise<ScenarioResult> => {
  const member = await registerMember(api.baseUrl, "under-load", dataDir);
  const database = embeddedDatabase(dataDir);
  const statuses: number[] = [];
  const keys: string[] = [];
  const writes: Array<Promise<boolean>> = [];
  const deadline = Date.now() + LOAD_SECONDS * 1000 + RETRY_DEADLINE_MS;
  let firstPid = 0;
  let killedAt = 0;
  let recoveredAt = 0;
  const started = performance.now();
  for (let i = 0; i < WRITES_PER_SECOND * LOAD_SECONDS; i++) {
    if (!killedAt && i === WRITES_PER_SECOND * KILL_AT_SECOND) {
      firstPid = database.postmasterPid();
      process.kill(firstPid, "SIGKILL");
      killedAt = performance.now();
    }
    const key = `kill-pg-${i}-${randomUUID().slice(0, 8)}`;
    keys.push(key);
    const send = async () => {
      const sentAt = performance.now();
      const answer = await post(api.baseUrl, "/api/space-requests", member, spaceRequestBody(key, member.email), key);
      // Recovery: the first write sent after the kill that the database took.
      if (killedAt && sentAt > killedAt && isSuccess(answer.status)) recoveredAt ||= performance.now();
      return answer;
    };
    writes.push(postUntilAcknowledged(send, statuses, deadline));
    await delay(Math.max(0, started + ((i + 1) * 1000) / WRITES_PER_SECOND - performance.now()));
  }
  const acknowledged = await Promise.all(writes);
  const counts = await countByMarker(database, member, keys);
  const missing = keys.filter((key) => (counts.get(key) ?? 0) === 0).length;
  const duplicated = keys.filter((key) => (counts.get(key) ?? 0) > 1).length;
  const errors500 = statuses.filter((status) => status >= 500 && status !== 503).length;
  // The same server process, alive and healthy: nobody restarted it.
  const sameServer = api.pid > 0 && process.kill(api.pid, 0) && (await fetch(`${api.baseUrl}/api/health`)).ok;
  const newPid = database.postmasterPid();
  const unacknowledged = acknowledged.filter((ok) => !ok).length;
  return {
    scenario: "kill -9 of PostgreSQL under load",
    used: `SIGKILL of the embedded postmaster at ${KILL_AT_SECOND} s of ${WRITES_PER_SECOND} writes/s for ${LOAD_SECONDS} s; no manual restart`,
    measured:
      `postmaster ${firstPid} → ${newPid} restarted by the server; writes again ${recoveredAt ? `${((recoveredAt - killedAt) / 1000).toFixed(1)} s after the kill` : "never"}; ` +
      `answers ${statusSummary(statuses)}; ${keys.length - missing}/${keys.length} present, ${duplicated} duplicated, ${unacknowledged} never acknowledged`,
    ok:
      sameServer &&
      recoveredAt > 0 &&
      newPid !== firstPid &&
      errors500 === 0 &&
      missing === 0 &&
      duplicated === 0 &&
      unacknowledged === 0,
  };
};
