import { describe, expect, it } from "vitest";
import { keyedBatcher, type Settled } from "./keyedBatcher";

/** A write the test finishes by hand: each call's items, and a way to settle it. */
const manualWrites = () => {
  const calls: { items: string[]; finish: (outcomes?: Settled<string>[]) => void; fail: (error: Error) => void }[] = [];
  const write = (items: string[]) =>
    new Promise<Settled<string>[]>((resolve, reject) => {
      calls.push({
        items,
        finish: (outcomes) => resolve(outcomes ?? items.map((item) => ({ ok: true, value: `wrote ${item}` }))),
        fail: reject,
      });
    });
  return { calls, write };
};

/** Lets the batcher's promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("keyedBatcher", () => {
  it("writes at once for an idle key, batches what arrives meanwhile into one write in arrival order (each caller its own answer), forgets idle keys", async () => {
    const { calls, write } = manualWrites();
    const batcher = keyedBatcher({ maxBatch: 32, write });
    const answers = ["a", "b", "c", "d"].map((item) => batcher.run("m1", item));
    const other = batcher.run("m2", "x");
    expect(batcher.busyKeys).toBe(2);
    expect(calls.map((call) => call.items)).toEqual([["a"], ["x"]]);
    expect([batcher.waiting("m1"), batcher.waiting("m2")]).toEqual([3, 0]);
    calls[0]?.finish();
    await settle();
    expect(calls.map((call) => call.items)).toEqual([["a"], ["x"], ["b", "c", "d"]]);
    calls[2]?.finish();
    await expect(Promise.all(answers)).resolves.toEqual(["wrote a", "wrote b", "wrote c", "wrote d"]);
    expect(batcher.busyKeys).toBe(1);
    calls[1]?.finish();
    await expect(other).resolves.toBe("wrote x");
    expect(batcher.busyKeys).toBe(0);
  });

  it("takes at most maxBatch items per write; the rest wait for the next", async () => {
    const { calls, write } = manualWrites();
    const batcher = keyedBatcher({ maxBatch: 2, write });
    const answers = ["a", "b", "c", "d", "e"].map((item) => batcher.run("m1", item));
    calls[0]?.finish();
    await settle();
    calls[1]?.finish();
    await settle();
    calls[2]?.finish();
    await expect(Promise.all(answers)).resolves.toHaveLength(5);
    expect(calls.map((call) => call.items)).toEqual([["a"], ["b", "c"], ["d", "e"]]);
    expect(batcher.busyKeys).toBe(0);
  });

  it("gives each item its own outcome, and every item the error when the write throws; the key goes on", async () => {
    const { calls, write } = manualWrites();
    const batcher = keyedBatcher({ maxBatch: 32, write });
    const first = batcher.run("m1", "a");
    const [b, c] = ["b", "c"].map((item) => batcher.run("m1", item));
    calls[0]?.fail(new Error("down"));
    await expect(first).rejects.toThrow("down");
    await settle();
    calls[1]?.finish([
      { ok: false, error: new Error("b refused") },
      { ok: true, value: "c kept" },
    ]);
    await expect(b).rejects.toThrow("b refused");
    await expect(c).resolves.toBe("c kept");
    const later = batcher.run("m1", "d");
    calls[2]?.finish([]);
    await expect(later).rejects.toThrow("wrong number of outcomes");
    expect(batcher.busyKeys).toBe(0);
  });
});
