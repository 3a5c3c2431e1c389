/**
 * Runs `step` again and again until stopped: straight on while it reports more work, after a
 * pause of `idleMs` when it reports none or throws (the database or a backend is down). Returns
 * the stop function, which wakes a pause and waits for the step under way.
 */
export const startPollingLoop = (
  step: () => Promise<{ busy: boolean }>,
  { idleMs, onError }: { idleMs: number; onError: (error: Error) => void },
): (() => Promise<void>) => {
  let stopped = false;
  let wake: (() => void) | null = null;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
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
    wake?.();
    await loop;
  };
};
