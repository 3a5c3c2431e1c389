import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { refreshSoon } from "./refreshBatch";

const LISTS = { queryKey: ["/api/matches/user"] };
const NOTIFICATIONS = { queryKey: ["/api/notifications"] };

describe("refreshSoon", () => {
  it("invalidates a target named several times in one batch once", async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    await Promise.all([
      refreshSoon(client, { matchLists: LISTS }),
      refreshSoon(client, { matchLists: LISTS, notifications: NOTIFICATIONS }),
      refreshSoon(client, { matchLists: LISTS }),
    ]);
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith(LISTS, { cancelRefetch: true });
    expect(invalidate).toHaveBeenCalledWith(NOTIFICATIONS, { cancelRefetch: true });
  });

  it("restarts a running fetch when any change in the batch asks for it", async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    await Promise.all([
      refreshSoon(client, { conversation: LISTS }, { cancelRefetch: false }),
      refreshSoon(client, { conversation: LISTS }),
    ]);
    expect(invalidate.mock.calls).toEqual([[LISTS, { cancelRefetch: true }]]);
  });

  it("starts a new batch for changes after the last one was refetched", async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    await refreshSoon(client, { matchLists: LISTS });
    await refreshSoon(client, { matchLists: LISTS });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it("marks the targets stale", async () => {
    const client = new QueryClient();
    client.setQueryData(["/api/matches/user", "me"], []);
    await refreshSoon(client, { matchLists: LISTS });
    expect(client.getQueryState(["/api/matches/user", "me"])?.isInvalidated).toBe(true);
  });
});
