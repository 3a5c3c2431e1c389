import { createRequire } from "node:module";
import PgBoss from "pg-boss";
import { database } from "../../db/database";
import { JOB_SCHEMA, type JobName, poolDb } from "../../db/jobQueue";
import { whenRequestsQuiet } from "../../lib/requestsInFlight";

/** Tells a task that work arrived in this process; returns the unsubscribe function. */
export type WorkSignal = (onWork: () => void) => () => void;

/** One background task: a pg-boss queue (`db/jobQueue.ts`) whose runs this process takes. */
export interface BackgroundTask {
  name: JobName;
  /** One pass. `again` when it stopped with work left (a full batch): the next pass runs at once. */
  run: () => Promise<{ again: boolean }>;
  /** Pause after a pass that left nothing to do (the next run is queued to start then). */
  everyMs: number;
  /** Work queued in this process: the next pass runs at once instead of after the pause. */
  workArrived?: WorkSignal;
  /**
   * Work that costs this process's CPU (wording and sending mail): while requests are in flight
   * a run waits for them, up to YIELD_MS, so such work takes a small share of the event loop
   * during a burst of requests and catches up when it ends.
   */
  yieldsToRequests?: boolean;
  /** Told when a pass throws; pg-boss then retries the run with its backoff. */
  onError?: (error: Error) => void;
}

export interface JobRunner {
  stop: () => Promise<void>;
}

/** pg-boss's own statements (its plans, as it builds them for our schema). */
const bossPlans = createRequire(import.meta.url)("pg-boss/src/plans.js") as Record<
  "completeJobs" | "failJobsById",
  (schema: string) => string
>;

/**
 * pg-boss 10 marks a run completed or failed without awaiting the statement: with the database
 * away at that moment, the rejection would end the process. Those two statements' errors are
 * told to `log` instead; the run stays active, and the next one starts regardless (`short`
 * queues), so nothing waits on it.
 */
const settlingDb = (db: PgBoss.Db, log?: (line: string) => void): PgBoss.Db => {
  const unawaited = new Set([bossPlans.completeJobs(JOB_SCHEMA), bossPlans.failJobsById(JOB_SCHEMA)]);
  return {
    executeSql: (text, values) =>
      db.executeSql(text, values).catch((error: Error) => {
        if (!unawaited.has(text)) throw error;
        log?.(`job queue: a run's end was not recorded: ${error.message}`);
        return { rows: [{ count: 0 }] };
      }),
  };
};

/** The longest a run that yields to requests waits for them to finish. */
const YIELD_MS = 500;

/** pg-boss's fastest poll is half a second; a task with a longer pause needs no faster one. */
const pollingSeconds = (everyMs: number) => Math.max(0.5, Math.min(2, everyMs / 1000));

/**
 * Takes the runs of `tasks` from the job queue in this process. Each task is a chain of runs:
 * a run does one pass, then queues the next to start after the task's pause (at once when the
 * pass left work). The queues are `short` (one run waits per database) and this process takes a
 * queue's runs one at a time; a run that throws is retried with pg-boss's backoff. A one-minute
 * schedule per task queues a run when none waits (after a run failed for good, or on a database
 * where nothing ran yet), so a chain never stays broken. `stop` ends polling and waits for the
 * runs under way.
 */
export const startJobRunner = async (
  tasks: readonly BackgroundTask[],
  { log }: { log?: (line: string) => void } = {},
): Promise<JobRunner> => {
  const db = poolDb(database());
  const boss = new PgBoss({
    db: settlingDb(db, log),
    schema: JOB_SCHEMA,
    // The schema is migrateUp's (db/jobQueue.ts): here pg-boss only checks its version.
    migrate: false,
    supervise: true,
    schedule: true,
    // A fast task runs every second: finished runs stay an hour in pgboss.job and an hour in
    // pgboss.archive (a failed one a day), then go, so the tables stay small.
    archiveCompletedAfterSeconds: 3600,
    archiveFailedAfterSeconds: 24 * 3600,
    deleteAfterSeconds: 3600,
  });
  boss.on("error", (error: Error) => log?.(`job queue: ${error.message}`));
  await boss.start();
  const unsubscribes: Array<() => void> = [];
  try {
    for (const task of tasks) {
      const pauseSeconds = Math.ceil(task.everyMs / 1000);
      let woken = false;
      const queueNext = (afterMs: number) =>
        boss.send(task.name, {}, afterMs > 0 ? { startAfter: new Date(Date.now() + afterMs) } : {});
      await boss.schedule(task.name, "* * * * *", {}, { startAfter: pauseSeconds });
      // The first run now, unless one already waits; queued before the worker's first fetch.
      await queueNext(0);
      const workerId = await boss.work(
        task.name,
        { pollingIntervalSeconds: pollingSeconds(task.everyMs), batchSize: 1 },
        async () => {
          if (task.yieldsToRequests) await whenRequestsQuiet(YIELD_MS);
          woken = false;
          let again = false;
          try {
            ({ again } = await task.run());
          } catch (error) {
            task.onError?.(error as Error);
            throw error;
          }
          await queueNext(again || woken ? 0 : task.everyMs);
        },
      );
      if (task.workArrived) {
        unsubscribes.push(
          task.workArrived(() => {
            woken = true;
            // The waiting run starts now; the worker fetches it without waiting out its poll.
            db.executeSql(
              `UPDATE ${JOB_SCHEMA}.job SET "start_after" = now()
                WHERE "name" = $1 AND "state" = 'created' AND "start_after" > now()`,
              [task.name],
            )
              .then(() => boss.notifyWorker(workerId))
              .catch((error: Error) => log?.(`job queue: ${error.message}`));
          }),
        );
      }
    }
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  return {
    stop: async () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      // Inside the primary's drain (15 s) after the requests' own grace; a run cut short is failed
      // and retried by whichever process takes the queue next.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
};

/**
 * `startJobRunner` for callers that want a stop function at once (the services' `start…`
 * functions): a failure to start is told to `log`, and the stop waits for the start first.
 */
export const runInBackground = (
  tasks: readonly BackgroundTask[],
  options: { log?: (line: string) => void } = {},
): (() => Promise<void>) => {
  const started = startJobRunner(tasks, options).catch((error: Error) => {
    options.log?.(`job queue: could not start: ${error.message}`);
    return null;
  });
  return async () => {
    await (await started)?.stop();
  };
};
