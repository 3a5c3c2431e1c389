import { afterEach, describe, expect, it, vi } from "vitest";
import { useConnectionStore } from "../stores/connectionStore";
import { apiRequest, OfflineError } from "./api";
import { createQueryClient } from "./queryClient";

afterEach(() => {
  vi.unstubAllGlobals();
  useConnectionStore.getState().markReachable();
});

describe("query client", () => {
  it("refuses a write while the server is out of reach instead of holding it for later", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 502 }));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("GET", "/api/matches").catch(() => undefined);
    expect(useConnectionStore.getState().reachable).toBe(false);

    const client = createQueryClient();
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest("POST", "/api/messages", { text: "hi" }) });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(OfflineError);
    expect(mutation.state.isPaused).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
