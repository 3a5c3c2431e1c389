import { AUTH_ROUTES } from "@kindred/contract";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAppQueryClient } from "./appQueryClient";
import { useCurrentUser } from "./auth";

/** Moves the fake clock on, letting React settle what it started. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A screen that shows who is signed in, as the header and most scenes do. */
const Screen = () => <p>{useCurrentUser().user?.firstName ?? "visitor"}</p>;

/** Mounts `children` under the app's query client and lets React settle. */
const mount = async (queryClient: QueryClient, children: ReactNode) => {
  render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
  await tick(0);
};

describe("who is signed in, asked on a page load", () => {
  const fetchMock = vi.fn();
  const currentUserAsks = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === AUTH_ROUTES.currentUser.path).length;

  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ message: "Unauthorized" }), { status: 401 }),
    );
    vi.stubGlobal("fetch", fetchMock);
  });

  afterEach(() => {
    cleanup();
    window.history.replaceState({}, "", "/");
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("the first page's screens take the start's answer however late their code loads", async () => {
    const queryClient = createAppQueryClient();
    await tick(0);
    expect(currentUserAsks()).toBe(1);
    // The interface's code took 10 s to arrive on a slow machine: the answer is 10 s old.
    await tick(10_000);
    await mount(queryClient, <Screen />);
    // A change of the query string (a filter) is still the first page.
    act(() => window.history.pushState({}, "", "/?kind=offers"));
    await mount(queryClient, <Screen />);
    expect(currentUserAsks()).toBe(1);
  });

  it("once the path has changed, a screen that mounts asks again when the answer is 2 s old", async () => {
    const queryClient = createAppQueryClient();
    await mount(queryClient, <Screen />);
    await tick(3_000);
    expect(currentUserAsks()).toBe(1);
    act(() => window.history.pushState({}, "", "/explore"));
    await mount(queryClient, <Screen />);
    expect(currentUserAsks()).toBe(2);

    // Within 2 s of that answer a mount takes it; back on the first path, mounts still ask.
    await mount(queryClient, <Screen />);
    expect(currentUserAsks()).toBe(2);
    await tick(3_000);
    act(() => window.history.pushState({}, "", "/"));
    await mount(queryClient, <Screen />);
    expect(currentUserAsks()).toBe(3);
  });
});
