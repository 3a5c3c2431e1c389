import { describe, expect, it } from "vitest";
import { startPollingLoop } from "./pollingLoop";

/** A promise and the function that settles it, so a test decides when a step ends. */
const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

describe("polling loop", () => {
  it("stops without waiting out its pause when the stop comes during a step", async () => {
    const started = gate();
    const finish = gate();
    let steps = 0;
    const stop = startPollingLoop(
      async () => {
        steps += 1;
        started.open();
        await finish.opened;
        return { busy: false };
      },
      { idleMs: 60 * 60_000, onError: () => {} },
    );
    await started.opened;
    const stopped = stop();
    finish.open();
    const result = await Promise.race([
      stopped.then(() => "stopped"),
      new Promise((r) => setTimeout(r, 2_000, "hung")),
    ]);
    expect(result).toBe("stopped");
    expect(steps).toBe(1);
  });

  it("wakes from its pause when stopped", async () => {
    const started = gate();
    const stop = startPollingLoop(
      async () => {
        started.open();
        return { busy: false };
      },
      { idleMs: 60 * 60_000, onError: () => {} },
    );
    await started.opened;
    // Let the loop enter its pause.
    await new Promise((resolve) => setImmediate(resolve));
    const result = await Promise.race([stop().then(() => "stopped"), new Promise((r) => setTimeout(r, 2_000, "hung"))]);
    expect(result).toBe("stopped");
  });

  it("a work signal ends the pause at once, and one that comes during a step skips the next pause", async () => {
    let onWork = () => {};
    const workArrived = (listener: () => void) => {
      onWork = listener;
      return () => {
        onWork = () => {};
      };
    };
    const calls: number[] = [];
    const inStep = gate();
    let release = gate();
    const stop = startPollingLoop(
      async () => {
        calls.push(Date.now());
        if (calls.length === 2) {
          inStep.open();
          await release.opened;
        }
        return { busy: false };
      },
      { idleMs: 60 * 60_000, onError: () => {}, workArrived },
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(1);
    // In the hour-long pause: the signal runs the second step now.
    onWork();
    await inStep.opened;
    // During that step: the loop must not pause after it.
    onWork();
    release.open();
    release = gate();
    await expect.poll(() => calls.length, { timeout: 2_000 }).toBe(3);
    await stop();
  });
});
