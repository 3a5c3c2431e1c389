/** What the primary hands a worker at fork, in its environment (only the primary sets these). */
export const WORKER_ENV = {
  /** The database the primary prepared (the embedded PostgreSQL may be on another port than asked). */
  databaseUrl: "KINDRED_WORKER_DATABASE_URL",
  /** "1" for the one worker per host that runs the schedulers. */
  schedulers: "KINDRED_WORKER_SCHEDULERS",
} as const;

/** Worker → primary over the cluster's IPC channel. */
export type ToPrimary = { kind: "listening" } | { kind: "failed"; message: string };

/** Primary → worker: how many workers listen, and why the host cannot recover by itself (or null). */
export type ToWorker = { kind: "state"; workers: number; liveness: string | null };
