import { setTimeout as delay } from "node:timers/promises";
import { SERVER_MESSAGES } from "@kindred/contract";
import type { Logger } from "../logger";
import type { EmbeddedPostgres } from "./embeddedPostgres";

export interface RestartPolicy {
  /** Pause between two restart attempts. */
  retryMs: number;
  /** After this long without success the process reports itself unhealthy (it keeps trying). */
  unhealthyAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { retryMs: 1_000, unhealthyAfterMs: 60_000 };

export interface DatabaseSupervisor {
  /** Why the process cannot recover by itself, or null while it can. */
  readonly problem: string | null;
  /** Stops restarting (graceful shutdown stops PostgreSQL on purpose). */
  close: () => void;
}

/**
 * Keeps the embedded PostgreSQL running under the API: when it ends without being asked to
 * (killed, crashed) it is started again on the same port, so the pool and the LISTEN
 * connection reconnect and requests answer 503 only meanwhile. A restart that keeps failing
 * (the data folder is gone, the port is taken) makes `problem` say so, for `/api/health`.
 */
export const superviseEmbeddedPostgres = (
  pg: EmbeddedPostgres,
  logger: Logger,
  policy: RestartPolicy = DEFAULT_RESTART_POLICY,
): DatabaseSupervisor => {
  let closed = false;
  let failed = false;

  const restartUntilRunning = async (how: string) => {
    logger.error(`Embedded PostgreSQL stopped unexpectedly (${how}); restarting it.`);
    const since = performance.now();
    for (let attempt = 1; !closed; attempt++) {
      try {
        await pg.restart();
        failed = false;
        const seconds = ((performance.now() - since) / 1000).toFixed(1);
        logger.warn(`Embedded PostgreSQL is running again (pid ${pg.pid}, attempt ${attempt}, after ${seconds} s).`);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
        if (!failed && performance.now() - since >= policy.unhealthyAfterMs) {
          failed = true;
          logger.fatal(`Embedded PostgreSQL could not be restarted (${reason}); still trying, restart the server.`);
        } else {
          logger.warn(`Embedded PostgreSQL restart attempt ${attempt} failed: ${reason}`);
        }
        await delay(policy.retryMs);
      }
    }
  };

  pg.onUnexpectedExit(({ code, signal }) => {
    if (closed) return;
    // Exit code 0 is a shutdown someone asked for (a terminal's Ctrl-C reaches PostgreSQL too,
    // pg_ctl stop): restarting would fight it, so the process reports itself unhealthy instead.
    if (code === 0) {
      failed = true;
      logger.error("Embedded PostgreSQL was shut down from outside the server; not restarting it.");
      return;
    }
    void restartUntilRunning(signal ?? `exit code ${code}`);
  });

  return {
    get problem() {
      return failed ? SERVER_MESSAGES.databaseLost : null;
    },
    close: () => {
      closed = true;
    },
  };
};
