/**
 * Background work the bench's writes leave behind: the instant mails they queue (a "New match" or
 * "New message" mail each, worded by the API's job runner in the same process that answers the
 * reads), the mails to send, search's outbox, and autovacuum on the written tables. A measured
 * window that starts while that work runs charges its CPU to the requests measured, so the bench
 * waits for it first and prints what it waited for.
 */
import pg from "pg";
import { cpuDuring } from "./cpu";
import type { CpuPids } from "./floorTargets";

export interface Backlog {
  /** Notifications whose instant mail is not worded yet. */
  instantMails: number;
  /** Worded mails due and not sent yet. */
  mails: number;
  /** Listing changes search has not indexed yet. */
  searchOutbox: number;
  /** Autovacuum workers running now. */
  autovacuum: number;
}

const BACKLOG_SQL = `
  SELECT (SELECT count(*) FROM notification_mail_queue)::int AS "instantMails",
         (SELECT count(*) FROM mail_outbox WHERE "sentAt" IS NULL AND "availableAt" <= now())::int AS "mails",
         (SELECT count(*) FROM search_outbox WHERE "availableAt" <= now())::int AS "searchOutbox",
         (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'autovacuum worker')::int AS "autovacuum"`;

const isQuiet = (backlog: Backlog) =>
  backlog.instantMails + backlog.mails + backlog.searchOutbox + backlog.autovacuum === 0;

export const describeBacklog = (backlog: Backlog) =>
  `${backlog.instantMails} instant mails to word, ${backlog.mails} mails to send, ` +
  `${backlog.searchOutbox} search outbox rows, ${backlog.autovacuum} autovacuum workers`;

/** CPU ms per second of wall time the API and PostgreSQL spend over `ms` with no request. */
const idleCpu = async (pids: CpuPids, ms: number) => {
  const [, spent] = await cpuDuring(pids, () => new Promise((done) => setTimeout(done, ms)));
  const perSecond = (cpuMs: number) => ((cpuMs * 1000) / spent.wallMs).toFixed(0);
  return `API ${perSecond(spent.apiMs)} + PostgreSQL ${perSecond(spent.postgresMs)} ms CPU per second`;
};

const POLL_MS = 250;
const IDLE_WINDOW_MS = 2000;

/**
 * Waits (at most `maxWaitMs`: the job runner words about 10 instant mails a second, and the 1x
 * run's writes queue about 1,800) until the backlog is empty and no autovacuum worker runs, then
 * answers lines for the log: the backlog and the idle CPU when called, how long it took to
 * drain, and the idle CPU after. Sends no request to the API meanwhile.
 */
export const settleBackgroundWork = async (
  databaseUrl: string,
  pids: CpuPids,
  maxWaitMs = 300_000,
): Promise<string[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const backlog = async () => (await client.query<Backlog>(BACKLOG_SQL)).rows[0];
    const atStart = await backlog();
    const lines = [`background work at the start: ${describeBacklog(atStart)}`];
    const started = performance.now();
    lines.push(`idle CPU in the first ${IDLE_WINDOW_MS / 1000} s: ${await idleCpu(pids, IDLE_WINDOW_MS)}`);
    let now = await backlog();
    while (!isQuiet(now) && performance.now() - started < maxWaitMs) {
      await new Promise((done) => setTimeout(done, POLL_MS));
      now = await backlog();
    }
    const waited = ((performance.now() - started) / 1000).toFixed(1);
    lines.push(
      isQuiet(now)
        ? `drained after ${waited} s; idle CPU then: ${await idleCpu(pids, IDLE_WINDOW_MS)}`
        : `not drained after ${waited} s (${describeBacklog(now)}); measured anyway`,
    );
    return lines;
  } finally {
    await client.end();
  }
};
