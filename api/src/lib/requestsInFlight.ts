/**
 * The requests this process is answering now (open event streams not counted), so background
 * work that shares its event loop can step aside for them. One count per process: it describes
 * the process's event loop, whatever app serves in it.
 */
let inFlight = 0;
const quietWaiters = new Set<() => void>();

/** Counts a request in; the returned function counts it out (call it once). */
export const requestStarted = (): (() => void) => {
  inFlight += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    if (inFlight === 0) for (const wake of [...quietWaiters]) wake();
  };
};

/** Resolves as soon as no request is in flight, and at the latest after `maxWaitMs`. */
export const whenRequestsQuiet = (maxWaitMs: number): Promise<void> =>
  inFlight === 0
    ? Promise.resolve()
    : new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          quietWaiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, maxWaitMs);
        quietWaiters.add(wake);
      });
