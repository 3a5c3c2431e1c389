/** One item's outcome in a batch: its own answer, or its own error. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * Group commit by key: `run(key, item)` writes `item` at once when no write of `key` is under way
 * in this process; otherwise it waits, and when that write finishes every item that waited for
 * `key` (up to `maxBatch`, in arrival order) is written by ONE call of `write`. Each caller gets
 * its own item's outcome, after the write that carried it finished. A key with nothing under way
 * and nothing waiting is forgotten, so the map holds only keys being written.
 *
 * `write` answers one outcome per item, in order; if it throws instead, every item of that batch
 * gets the error.
 */
export interface KeyedBatcher<I, O> {
  run(key: string, item: I): Promise<O>;
  /** How many keys have a write under way (0 when idle). */
  readonly busyKeys: number;
  /** How many items of `key` wait for the next write. */
  waiting(key: string): number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export const keyedBatcher = <I, O>({
  maxBatch,
  write,
}: {
  maxBatch: number;
  write: (items: I[]) => Promise<Settled<O>[]>;
}): KeyedBatcher<I, O> => {
  if (!(maxBatch >= 1)) throw new Error("keyedBatcher: maxBatch must be at least 1");
  /** Keys with a write under way, and what waits for the next one. */
  const queues = new Map<string, Waiting<I, O>[]>();

  const writeBatch = async (key: string, batch: Waiting<I, O>[]) => {
    let outcomes: Settled<O>[];
    try {
      outcomes = await write(batch.map(({ item }) => item));
      if (outcomes.length !== batch.length)
        throw new Error("keyedBatcher: write answered the wrong number of outcomes");
    } catch (error) {
      outcomes = batch.map(() => ({ ok: false, error }));
    }
    batch.forEach((waiting, index) => {
      const outcome = outcomes[index] as Settled<O>;
      if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    });
    const waiting = queues.get(key) ?? [];
    if (waiting.length === 0) {
      queues.delete(key);
      return;
    }
    void writeBatch(key, waiting.splice(0, maxBatch));
  };

  return {
    run: (key, item) =>
      new Promise<O>((resolve, reject) => {
        const waiting = queues.get(key);
        if (waiting) {
          waiting.push({ item, resolve, reject });
          return;
        }
        queues.set(key, []);
        void writeBatch(key, [{ item, resolve, reject }]);
      }),
    waiting: (key) => queues.get(key)?.length ?? 0,
    get busyKeys() {
      return queues.size;
    },
  };
};
