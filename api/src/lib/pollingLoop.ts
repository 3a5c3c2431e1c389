/** Tells a loop that work arrived; returns the unsubscribe function. */
export type WorkSignal = (onWork: () => void) => () => void;

/**
 * Runs `step` again and again until stopped: straight on while it reports more work, after a
 * pause of `idleMs` when it reports none or throws (the database or a backend is down). A
 * `workArrived` signal ends a pause early (work queued in this process need not wait out the
 * poll; other processes' work still waits for it). Returns the stop function, which wakes a
 * pause and waits for the step under way.
 */
export const startPollingLoop = (
  step: () => Promise<{ busy: boolean }>,
  { idleMs, onError, workArrived }: { idleMs: number; onError: (error: Error) => void; workArrived?: WorkSignal },
): (() => Promise<void>) => {
  let stopped = false;
  let wake: (() => void) | null = null;
  // Work that arrived during a step: the next pause is skipped.
  let arrived = false;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (arrived) {
        arrived = false;
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      timer.unref();
      wake = () => {
        wake = null;
        clearTimeout(timer);
        resolve();
      };
    });
  const unsubscribe = workArrived?.(() => {
    if (wake) wake();
    else arrived = true;
  });
  const loop = (async () => {
    while (!stopped) {
      try {
        const { busy } = await step();
        // A stop that came during the step must not wait out a whole pause (a minute for the digest).
        if (!busy && !stopped) await pause(idleMs);
      } catch (error) {
        onError(error as Error);
        if (!stopped) await pause(idleMs);
      }
    }
  })();
  return async () => {
    stopped = true;
    unsubscribe?.();
    wake?.();
    await loop;
  };
};
