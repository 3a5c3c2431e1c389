/**
 * A fixed-window counter kept in memory: enough for low-stakes limits such as feedback posts.
 * Sign-in throttling is stored in the database instead (see loginThrottle), so it holds
 * across processes and restarts.
 */
export interface RateLimiter {
  /** Counts one hit for `key`; returns the seconds to wait when over the limit, else null. */
  hit: (key: string) => number | null;
}

export const createRateLimiter = ({ max, windowMs }: { max: number; windowMs: number }): RateLimiter => {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    hit: (key) => {
      const now = Date.now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || now - current.startedAt >= windowMs) {
        windows.set(key, { startedAt: now, count: 1 });
        return null;
      }
      current.count += 1;
      return current.count > max ? (current.startedAt + windowMs - now) / 1000 : null;
    },
  };
};
