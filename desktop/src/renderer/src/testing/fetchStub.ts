import { act, cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { useToastStore } from "../stores/toastStore";

/**
 * Tests only: the file's tests answer the app's calls themselves. `fetch` is a fresh mock in each
 * test (its answers set with `fetchMock.mockImplementation`), the toast is cleared, and what a
 * test rendered is unmounted after it.
 */
export const stubFetch = () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    act(() => useToastStore.getState().dismiss());
  });
  afterEach(cleanup);
  afterAll(() => vi.unstubAllGlobals());
  return {
    fetchMock,
    /** How many calls so far went to a URL ending with `path`. */
    callsTo: (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path)).length,
  };
};

/** An answer with `body` as JSON. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
