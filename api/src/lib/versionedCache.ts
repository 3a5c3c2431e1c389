/** A value a `VersionedCache` keeps, sized by what it holds. */
export interface Sized {
  bytes: number;
}

export interface VersionedCacheOptions {
  /** All owners' values together stay under this many bytes; the least recently used owners go first. */
  maxBytes: number;
  /** Values kept per owner (pages and page sizes); the owner's least recently stored goes first. */
  keysPerOwner: number;
}

interface OwnerValues<T> {
  version: string;
  values: Map<string, T>;
  bytes: number;
}

/**
 * Values built from the database and kept in this process per owner (a member), each valid for
 * one version of what it was built from. The version lives in the database, where every write
 * that changes the value moves it on in its own transaction: a kept value is answered only after
 * reading the owner's version now and finding it the one the value was built at, so a value is
 * never older than the data, whichever process wrote. Versions are compared for equality only.
 */
export const createVersionedCache = <T extends Sized>({ maxBytes, keysPerOwner }: VersionedCacheOptions) => {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const owners = new Map<string, OwnerValues<T>>();
  let totalBytes = 0;

  const forget = (owner: string) => {
    const kept = owners.get(owner);
    if (!kept) return;
    totalBytes -= kept.bytes;
    owners.delete(owner);
  };

  const store = (owner: string, version: string, key: string, value: T) => {
    if (value.bytes > maxBytes) return;
    let kept = owners.get(owner);
    if (kept?.version !== version) {
      forget(owner);
      kept = { version, values: new Map(), bytes: 0 };
    }
    owners.delete(owner);
    owners.set(owner, kept);
    const replaced = kept.values.get(key);
    if (replaced) {
      kept.values.delete(key);
      kept.bytes -= replaced.bytes;
      totalBytes -= replaced.bytes;
    }
    kept.values.set(key, value);
    kept.bytes += value.bytes;
    totalBytes += value.bytes;
    for (const [oldestKey, oldest] of kept.values) {
      if (kept.values.size <= keysPerOwner) break;
      kept.values.delete(oldestKey);
      kept.bytes -= oldest.bytes;
      totalBytes -= oldest.bytes;
    }
    for (const oldestOwner of owners.keys()) {
      if (totalBytes <= maxBytes) break;
      forget(oldestOwner);
    }
  };

  return {
    /**
     * The owner's value under `key`: the kept one if `currentVersion()` still names its version,
     * else `build()`'s, kept under the version it was read at (a null version is not kept).
     * The version is only read when there is something kept to answer.
     */
    async get(
      owner: string,
      key: string,
      {
        currentVersion,
        build,
      }: { currentVersion: () => Promise<string>; build: () => Promise<{ value: T; version: string | null }> },
    ): Promise<T> {
      if (owners.get(owner)?.values.has(key)) {
        const version = await currentVersion();
        const kept = owners.get(owner);
        const value = kept?.version === version ? kept.values.get(key) : undefined;
        if (kept && value) {
          owners.delete(owner);
          owners.set(owner, kept);
          return value;
        }
      }
      const { value, version } = await build();
      if (version !== null) store(owner, version, key, value);
      return value;
    },
    /** What is kept now, for tests and metrics. */
    size: () => ({ owners: owners.size, bytes: totalBytes }),
  };
};
