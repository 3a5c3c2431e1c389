import type { InvalidateQueryFilters, QueryClient } from "@tanstack/react-query";

/**
 * How long a batch waits for more after the last change. One change on the server reaches the
 * page several times close together (the call's own response, then a `match` and a
 * `notification` event for each match it made), and each would refetch the same lists.
 */
export const REFRESH_QUIET_MS = 200;
/** A steady stream of changes still refreshes at least this often. */
export const REFRESH_MAX_WAIT_MS = 1_000;

interface Target {
  filters: InvalidateQueryFilters;
  /** False: a fetch already running answers for this change too (see realtime read receipts). */
  cancelRefetch: boolean;
}

interface Batch {
  targets: Map<string, Target>;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  done: Promise<void>;
  settle: () => void;
}

const batches = new WeakMap<QueryClient, Batch>();

const newBatch = (): Batch => {
  let settle = () => {};
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { targets: new Map(), startedAt: Date.now(), timer: undefined, done, settle };
};

const flush = async (queryClient: QueryClient, batch: Batch) => {
  if (batches.get(queryClient) === batch) batches.delete(queryClient);
  try {
    await Promise.all(
      [...batch.targets.values()].map(({ filters, cancelRefetch }) =>
        queryClient.invalidateQueries(filters, { cancelRefetch }),
      ),
    );
  } finally {
    batch.settle();
  }
};

/**
 * Marks `targets` stale once the changes stop arriving: a target named again within the quiet
 * period is refetched once. Resolves when the batch holding them has been refetched.
 */
export const refreshSoon = (
  queryClient: QueryClient,
  targets: Record<string, InvalidateQueryFilters>,
  { cancelRefetch = true } = {},
): Promise<void> => {
  const batch = batches.get(queryClient) ?? newBatch();
  batches.set(queryClient, batch);
  for (const [name, filters] of Object.entries(targets)) {
    const known = batch.targets.get(name);
    batch.targets.set(name, { filters, cancelRefetch: cancelRefetch || (known?.cancelRefetch ?? false) });
  }
  clearTimeout(batch.timer);
  const wait = Math.min(REFRESH_QUIET_MS, Math.max(0, batch.startedAt + REFRESH_MAX_WAIT_MS - Date.now()));
  batch.timer = setTimeout(() => void flush(queryClient, batch), wait);
  return batch.done;
};
