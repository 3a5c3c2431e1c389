import { describe, expect, it } from "vitest";
import { createVersionedCache } from "./versionedCache";

interface Value {
  text: string;
  bytes: number;
}

/** A source whose version the test moves on, counting the builds and version reads it answers. */
const source = (initial = "1") => {
  const state = { version: initial, builds: 0, versionReads: 0, text: "a" };
  return {
    state,
    loaders: (bytes = 10) => ({
      currentVersion: async () => {
        state.versionReads++;
        return state.version;
      },
      build: async () => {
        state.builds++;
        return { value: { text: state.text, bytes }, version: state.version };
      },
    }),
  };
};

const cache = (maxBytes = 1000, keysPerOwner = 4) => createVersionedCache<Value>({ maxBytes, keysPerOwner });

describe("createVersionedCache", () => {
  it("builds once and answers the kept value while the version holds, reading the version each time", async () => {
    const kept = cache();
    const { state, loaders } = source();
    expect((await kept.get("ada", "page", loaders())).text).toBe("a");
    expect(state.versionReads).toBe(0);
    state.text = "b"; // changed behind the version's back: the kept value still answers
    expect((await kept.get("ada", "page", loaders())).text).toBe("a");
    expect((await kept.get("ada", "page", loaders())).text).toBe("a");
    expect(state).toMatchObject({ builds: 1, versionReads: 2 });
  });

  it("builds again once the version moved on, and drops the owner's other keys of the old version", async () => {
    const kept = cache();
    const { state, loaders } = source();
    await kept.get("ada", "first", loaders());
    await kept.get("ada", "second", loaders());
    expect(kept.size()).toEqual({ owners: 1, bytes: 20 });
    state.version = "2";
    state.text = "b";
    expect((await kept.get("ada", "first", loaders())).text).toBe("b");
    expect(kept.size()).toEqual({ owners: 1, bytes: 10 });
    expect((await kept.get("ada", "second", loaders())).text).toBe("b");
    expect(state.builds).toBe(4);
  });

  it("keeps owners apart", async () => {
    const kept = cache();
    const ada = source();
    const ben = source();
    ben.state.text = "ben";
    await kept.get("ada", "page", ada.loaders());
    expect((await kept.get("ben", "page", ben.loaders())).text).toBe("ben");
    ada.state.version = "2";
    await kept.get("ada", "page", ada.loaders());
    await kept.get("ben", "page", ben.loaders());
    expect(ben.state.builds).toBe(1);
    expect(ada.state.builds).toBe(2);
  });

  it("keeps nothing built without a version", async () => {
    const kept = cache();
    let builds = 0;
    const loaders = {
      currentVersion: async () => "1",
      build: async () => ({ value: { text: "empty", bytes: 2 }, version: null }),
    };
    const counted = {
      ...loaders,
      build: () => {
        builds++;
        return loaders.build();
      },
    };
    await kept.get("ada", "page", counted);
    await kept.get("ada", "page", counted);
    expect(builds).toBe(2);
    expect(kept.size()).toEqual({ owners: 0, bytes: 0 });
  });

  it("stays under its byte limit, forgetting the least recently used owner first", async () => {
    const kept = cache(30);
    const owners = ["ada", "ben", "cy"].map((name) => ({ name, ...source() }));
    for (const owner of owners) await kept.get(owner.name, "page", owner.loaders());
    await kept.get("ada", "page", owners[0].loaders()); // ada used again: ben is now the oldest
    const dee = source();
    await kept.get("dee", "page", dee.loaders());
    expect(kept.size()).toEqual({ owners: 3, bytes: 30 });
    await kept.get("ada", "page", owners[0].loaders());
    await kept.get("ben", "page", owners[1].loaders());
    expect(owners[0].state.builds).toBe(1);
    expect(owners[1].state.builds).toBe(2);
  });

  it("keeps at most keysPerOwner values per owner and never one larger than the whole limit", async () => {
    const kept = cache(100, 2);
    const { state, loaders } = source();
    for (const key of ["one", "two", "three"]) await kept.get("ada", key, loaders());
    expect(kept.size()).toEqual({ owners: 1, bytes: 20 });
    await kept.get("ada", "one", loaders());
    expect(state.builds).toBe(4);
    await kept.get("ada", "huge", loaders(101));
    await kept.get("ada", "huge", loaders(101));
    expect(state.builds).toBe(6);
  });
});
